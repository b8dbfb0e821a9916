import type { Slot } from '@atrium/domain/contract/calendar';
import { appointmentKindLabels } from '@atrium/domain/contract/calendar';
import { cx } from '../../../ui/cx.ts';
import { groupByDay, timeRangeOf } from '../format.ts';

type SlotPickerProps = {
  slots: readonly Slot[];
  value: number | null;
  onChange: (slotId: number) => void;
  legend: string;
  name: string;
};

// Open slots grouped by the firm's local day: one radio group, so arrow keys move between times.
export function SlotPicker({ slots, value, onChange, legend, name }: SlotPickerProps) {
  const days = groupByDay(slots);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-50">{legend}</legend>
      <div className="mt-3 max-h-[28rem] space-y-4 overflow-y-auto pr-1">
        {days.map((day) => (
          <div key={day.key} className="space-y-2">
            <p className="text-sm font-medium text-gray-700 dark:text-gray-300" id={`${name}-${day.key}`}>
              {day.day}
            </p>
            <ul className="grid gap-2 sm:grid-cols-2" aria-labelledby={`${name}-${day.key}`}>
              {day.items.map((slot) => {
                const isChosen = value === slot.id;
                return (
                  <li key={slot.id}>
                    <label
                      className={cx(
                        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-ink',
                        isChosen
                          ? 'border-primary-ink bg-primary-50 dark:bg-gray-800'
                          : 'border-gray-300 dark:border-gray-600',
                      )}
                    >
                      <input
                        type="radio"
                        name={name}
                        value={slot.id}
                        checked={isChosen}
                        onChange={() => onChange(slot.id)}
                        className="size-4 accent-current"
                      />
                      <span className="text-gray-900 dark:text-gray-50">
                        <span className="font-medium">{timeRangeOf(slot)}</span>
                        <span className="block text-gray-700 dark:text-gray-300">
                          {appointmentKindLabels[slot.kind]}
                          <span className="sr-only">, {day.day}</span>
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
