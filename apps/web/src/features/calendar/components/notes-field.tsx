import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { cx } from '../../../ui/cx.ts';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';

type NotesFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  // The text area's ref (ui/form.tsx's `field` focuses the first invalid one).
  ref?: Ref<HTMLTextAreaElement>;
};

// A labelled text area with the hint and error of every field (at least 58 px high, two lines).
export function NotesField({ label, hint, error, className, ...props }: NotesFieldProps) {
  const ids = fieldIds(useId());
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={ids.input}
        rows={3}
        className={cx(inputClasses, inputBorder, 'min-h-[58px]')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...props}
      />
    </Field>
  );
}
