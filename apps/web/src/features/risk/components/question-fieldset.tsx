import type { RiskQuestion } from '@atrium/domain/risk/questionnaire-shape';
import { Check } from 'lucide-react';
import { cx } from '../../../ui/cx.ts';
import type { SaveStatus } from '../hooks/use-risk-answers.ts';

const optionClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm ' +
  'text-gray-900 has-checked:border-primary-ink has-checked:bg-primary-50 has-focus-visible:outline-2 ' +
  'has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-ink dark:border-gray-600 ' +
  'dark:bg-gray-950 dark:text-gray-100 dark:has-checked:bg-gray-800';

type Props = {
  question: RiskQuestion;
  number: number;
  value: number | undefined;
  status: SaveStatus | undefined;
  error: string | undefined;
  onChoose: (value: number) => void;
};

// One question: its five answers as radios, saved the moment one is chosen.
export function QuestionFieldset({ question, number, value, status, error, onChoose }: Props) {
  const errorId = `${question.id}-error`;
  return (
    <fieldset
      id={`question-${question.id}`}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="scroll-mt-24 space-y-3 outline-none"
    >
      <legend className="text-base font-medium text-gray-950 dark:text-white">
        <span className="text-gray-600 dark:text-gray-400">{number}. </span>
        {question.text}
      </legend>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div
        className={cx(
          'grid gap-2',
          error && 'rounded-lg outline-2 outline-offset-4 outline-red-700 dark:outline-red-300',
        )}
      >
        {question.options.map((label, index) => (
          <label key={label} className={optionClasses}>
            <input
              type="radio"
              name={question.id}
              value={index + 1}
              checked={value === index + 1}
              aria-invalid={error ? true : undefined}
              onChange={() => onChoose(index + 1)}
              className="size-4 shrink-0 accent-primary-action"
            />
            {label}
          </label>
        ))}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-gray-600 dark:text-gray-400">
        {status === 'saving' ? 'Saving…' : null}
        {status === 'saved' ? (
          <span className="inline-flex items-center gap-1 text-green-800 dark:text-green-300">
            <Check aria-hidden="true" className="size-4" /> Saved
          </span>
        ) : null}
      </p>
    </fieldset>
  );
}
