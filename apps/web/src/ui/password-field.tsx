import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from './cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from './field.tsx';
import type { TextFieldProps } from './text-field.tsx';

// A password input with a show/hide toggle. Paste and password managers work: nothing is blocked.
export function PasswordField({
  label,
  hint,
  error,
  className,
  ...inputProps
}: Omit<TextFieldProps, 'type'>) {
  const ids = fieldIds(useId());
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={ids.input}
          type={isVisible ? 'text' : 'password'}
          className={cx(inputClasses, inputBorder, 'pr-12')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-pressed={isVisible}
          aria-controls={ids.input}
          className={cx(
            'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-600',
            'hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary-ink',
            'dark:text-gray-400 dark:hover:text-gray-100',
          )}
        >
          {isVisible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">Show password</span>
        </button>
      </div>
    </Field>
  );
}
