import type { OutcomesQueryParams } from '@atrium/domain/contract/outcomes';
import { keepInRange, shiftMonth } from '@atrium/domain/outcomes/period';
import { SelectField } from '../../../ui/select-field.tsx';

type Props = {
  // The months shown (the report's), and today's month: the choices run back three years from the end of its year.
  from: string;
  to: string;
  thisMonth: string;
  onChange: (next: OutcomesQueryParams) => void;
};

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

const monthsBack = (last: string, count: number) =>
  Array.from({ length: count }, (_, back) => shiftMonth(last, -back));

// The first and last month of the report, each applied as soon as it changes; the other moves with it when the pair
// would be out of order or longer than a report covers.
export function PeriodPicker({ from, to, thisMonth, onChange }: Props) {
  const months = monthsBack(`${thisMonth.slice(0, 4)}-12`, 48);
  const options = [...new Set([...months, from, to])]
    .sort((a, b) => b.localeCompare(a))
    .map((month) => ({ value: month, label: monthLabel(month) }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="First month"
        value={from}
        options={options}
        onChange={(event) => onChange(keepInRange({ from: event.target.value, to }, 'from'))}
      />
      <SelectField
        label="Last month"
        value={to}
        options={options}
        onChange={(event) => onChange(keepInRange({ from, to: event.target.value }, 'to'))}
      />
    </div>
  );
}
