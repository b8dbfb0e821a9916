import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy, Field, fieldIds } from './field.tsx';

export type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  // The input's ref (ui/form.tsx's `field` registers it, and focuses it when it is the first invalid one).
  ref?: Ref<HTMLInputElement>;
};

// One file to choose, with its label, hint and error (ui/field.tsx); the browser's own button, styled as ours.
export function FileField({ label, hint, error, className, ...inputProps }: FileFieldProps) {
  const ids = fieldIds(useId());
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        id={ids.input}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className="block w-full text-sm text-gray-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-gray-500 file:bg-white file:px-3 file:text-sm file:font-semibold file:text-gray-900 dark:text-gray-200 dark:file:bg-gray-800 dark:file:text-gray-100"
        {...inputProps}
      />
    </Field>
  );
}
