import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../ui/card.tsx';

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

// The number a box stands for: a whole number within min and max, 0 for anything else (empty, "-", letters).
export function parseWhole(value: string, min: number, max: number): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return 0;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

export const retireLimits = { min: -15, max: 15 };
export const spendingLimits = { min: -90, max: 200 };

// "What if": retire earlier or later, spend more or less. Nothing here is saved.
export function ScenarioControls({
  retireYears,
  spendingPercent,
  onRetireYears,
  onSpendingPercent,
  retirementText,
}: {
  retireYears: string;
  spendingPercent: string;
  onRetireYears: (value: string) => void;
  onSpendingPercent: (value: string) => void;
  retirementText: string;
}) {
  return (
    <section aria-labelledby="forecast-scenario">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id="forecast-scenario" className="text-lg font-semibold text-gray-950 dark:text-white">
          Try a change
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          See what happens if you retire earlier or later, or spend more or less. Nothing here is saved.
        </p>
        <div className="flex flex-wrap gap-6">
          <Stepper
            label="Retire later (years)"
            hint={`Negative to retire earlier. ${retirementText}`}
            value={retireYears}
            onChange={onRetireYears}
            step={1}
            {...retireLimits}
          />
          <Stepper
            label="Change in spending (%)"
            hint="Negative to spend less, every year."
            value={spendingPercent}
            onChange={onSpendingPercent}
            step={5}
            {...spendingLimits}
          />
        </div>
      </Card>
    </section>
  );
}
