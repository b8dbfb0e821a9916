import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { SectionCard } from '../../../ui/section-card.tsx';
import {
  lumpSumLimits,
  parseWhole,
  retireLimits,
  type ScenarioDraft,
  spendingLimits,
} from '../scenario-draft.ts';

const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink disabled:opacity-50 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';
const inputClasses =
  'h-11 w-24 rounded-lg border border-gray-300 bg-white px-3 text-right tabular-nums text-gray-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink dark:border-gray-600 dark:bg-gray-900 dark:text-white';

// A whole number typed or stepped with − and + (44 px targets, WCAG 2.5.8), within min and max. The text is kept as
// typed (so "-" or an empty box can be on the way to a number); the caller gets the number it stands for.
function Stepper({
  label,
  hint,
  value,
  onChange,
  step,
  min,
  max,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  step: number;
  min: number;
  max: number;
}) {
  const id = useId();
  const current = parseWhole(value, min, max);
  const move = (by: number) => onChange(String(Math.min(max, Math.max(min, current + by))));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={`${label}: ${step} less`}
          onClick={() => move(-step)}
          disabled={current <= min}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={`${label}: ${step} more`}
          onClick={() => move(step)}
          disabled={current >= max}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-700 dark:text-gray-300">
        {hint}
      </p>
    </div>
  );
}

// A plain labelled box with a hint (the lump sum's amount and year).
function Field({
  label,
  hint,
  value,
  onChange,
  inputMode,
  width,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  inputMode: 'numeric' | 'decimal';
  width: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses.replace('w-24', width)}`}
      />
      <p id={`${id}-hint`} className="text-xs text-gray-700 dark:text-gray-300">
        {hint}
      </p>
    </div>
  );
}

// Each person whose pay or profit the forecast stops at a retirement age, as the controls name them.
export type RetiringPerson = {
  person: 0 | 1;
  label: string | null; // null: the household has one person, so the control is simply "Retire later"
  retiringAt: number | null; // at the draft's figures
};

const draftKeys = ['retireYears', 'partnerRetireYears'] as const;

// "What if": each person retires earlier or later, spend more or less, a one-off lump sum, a market fall. The client's
// tries are never saved; the adviser saves them by name below the controls (adviser-forecast-tab.tsx).
export function ScenarioControls({
  draft,
  onChange,
  retiring,
  notRetiring,
  currencySymbol,
  thisYear,
  intro,
}: {
  draft: ScenarioDraft;
  onChange: (draft: ScenarioDraft) => void;
  retiring: RetiringPerson[];
  // Said of the people with no pay or profit to stop ("Your partner has no pay to stop.").
  notRetiring: string | null;
  currencySymbol: string;
  thisYear: number;
  intro: string;
}) {
  const set = (field: keyof ScenarioDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <SectionCard id="forecast-scenario" title="Try a change" className="gap-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{intro}</p>
      <div className="flex flex-wrap gap-6">
        {retiring.map(({ person, label, retiringAt }) => {
          const key = draftKeys[person];
          return (
            <Stepper
              key={key}
              label={label ? `${label}: retire later (years)` : 'Retire later (years)'}
              hint={`Negative to retire earlier.${retiringAt === null ? '' : ` Retiring at ${retiringAt}.`}`}
              value={draft[key]}
              onChange={set(key)}
              step={1}
              {...retireLimits}
            />
          );
        })}
        <Stepper
          label="Change in spending (%)"
          hint="Negative to spend less, every year."
          value={draft.spendingPercent}
          onChange={set('spendingPercent')}
          step={5}
          {...spendingLimits}
        />
      </div>
      {notRetiring ? <p className="text-sm text-gray-700 dark:text-gray-300">{notRetiring}</p> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-gray-950 dark:text-white">A one-off spend</legend>
        <div className="flex flex-wrap gap-6">
          <Field
            label={`Amount (${currencySymbol}, today’s money)`}
            hint="A home improvement, a gift, a new car. Leave empty for none."
            value={draft.lumpSumAmount}
            onChange={set('lumpSumAmount')}
            inputMode="numeric"
            width="w-40"
          />
          <Field
            label="In the year"
            hint={`From ${thisYear} to ${lumpSumLimits.lastYear}.`}
            value={draft.lumpSumYear}
            onChange={set('lumpSumYear')}
            inputMode="numeric"
            width="w-28"
          />
        </div>
      </fieldset>
      <Field
        label="Markets fall 20% in the year"
        hint={`ISAs, investments and pensions (not cash) lose a fifth of their value that year. From ${thisYear} to ${lumpSumLimits.lastYear}; leave empty for none.`}
        value={draft.marketFallYear}
        onChange={set('marketFallYear')}
        inputMode="numeric"
        width="w-28"
      />
    </SectionCard>
  );
}
