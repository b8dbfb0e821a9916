import { type ReactNode, useId } from 'react';

// A labelled checkbox with a 44 px row to aim at.
export function Checkbox({
  label,
  checked,
  onChange,
  hint,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-start gap-3 py-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-primary-action focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
      />
      <div>
        <label htmlFor={id} className="text-sm text-gray-900 dark:text-gray-100">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export const sectionHeading = 'text-xl font-semibold text-gray-900 dark:text-gray-50';
export const fieldsetBox = 'space-y-3 rounded-xl border border-gray-300 p-4 dark:border-gray-700';
