import type { AppForm } from '../../../ui/form.tsx';

type Field = ReturnType<AppForm<Record<string, unknown>>['field']>;

const boxClasses =
  'mt-0.5 size-5 shrink-0 accent-[var(--color-primary-600)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';

// A group of boxes for a list of values (a credential's scopes, an endpoint's events), registered with the form so
// the ticked values are the field's array; the field's error is announced with the group.
export function Choices({
  legend,
  options,
  field,
}: {
  legend: string;
  options: readonly { value: string; label: string; hint?: string }[];
  // The form's field (ui/form.tsx `form.field(name)`), spread on each box.
  field: Field;
}) {
  const { error, ...register } = field;
  const errorId = `${register.name}-error`;
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-gray-100">{legend}</legend>
      <div className="grid gap-x-6 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 items-start gap-3 py-1.5 text-sm text-gray-900 dark:text-gray-100"
          >
            <input type="checkbox" value={option.value} {...register} className={boxClasses} />
            <span>
              {option.label}
              {option.hint ? (
                <span className="block font-mono text-xs text-gray-700 dark:text-gray-300">
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
