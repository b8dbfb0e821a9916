import { type ReactNode, useId } from 'react';

type Props = {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

// A native checkbox with its label and hint; the whole label is the 44 px target.
export function CheckboxField({ label, hint, checked, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-primary-action focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block min-h-6 text-sm font-medium text-gray-900 dark:text-gray-100">
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
