import { ChevronDown } from 'lucide-react';
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cx } from './cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from './field.tsx';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  // The select's ref (React Hook Form's register, through ui/form.tsx's `field`).
  ref?: Ref<HTMLSelectElement>;
};

// A native select (keyboard and screen readers know it) with the label, hint and error of every field.
export function SelectField({ label, hint, error, options, className, ...selectProps }: SelectFieldProps) {
  const ids = fieldIds(useId());
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={ids.input}
          className={cx(inputClasses, inputBorder, 'appearance-none pr-10')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-600 dark:text-gray-400"
        />
      </div>
    </Field>
  );
}
