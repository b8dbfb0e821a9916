import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { cx } from './cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from './field.tsx';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  // Classes of the text area itself beyond every field's, in place of textAreaSizing (for a box that grows or
  // resizes otherwise); className is the wrapper's, as TextField's is.
  inputClassName?: string;
  // The text area's ref (React Hook Form's register, through ui/form.tsx's `field`, focuses the first invalid one).
  ref?: Ref<HTMLTextAreaElement>;
};

// How a text area is sized unless inputClassName says otherwise: it grows with its content from a minimum height of
// 58 px (two lines), and the user can drag it taller or shorter.
const textAreaSizing = 'field-sizing-content min-h-[58px] resize-y';

// A labelled text area with the hint and error of every field (ui/text-field.tsx's TextField, for longer text).
export function TextAreaField({
  label,
  hint,
  error,
  className,
  inputClassName,
  ...textareaProps
}: TextAreaFieldProps) {
  const ids = fieldIds(useId());
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={ids.input}
        className={cx(inputClasses, inputBorder, inputClassName ?? textAreaSizing)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...textareaProps}
      />
    </Field>
  );
}
