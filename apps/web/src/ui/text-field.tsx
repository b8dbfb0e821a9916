import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from './cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from './field.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  // The input's ref (React Hook Form's register, through ui/form.tsx's `field`, focuses the first invalid one).
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  const ids = fieldIds(useId());
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        id={ids.input}
        className={cx(inputClasses, inputBorder)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...inputProps}
      />
    </Field>
  );
}

// A person's sign-in address (login, reset, registration, a change of address): required, typed as an email, and
// kept as typed (no capital, no spelling fix). autoComplete says whose address it is ('username', 'email').
export function EmailField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>,
) {
  return (
    <TextField type="email" inputMode="email" autoCapitalize="none" spellCheck={false} required {...props} />
  );
}
