import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './button.tsx';
import { cx } from './cx.ts';
import { AppFormView, type FormSchema, type FormSender, useAppForm } from './form.tsx';
import { TextAreaField } from './textarea-field.tsx';

type Reason = { reason: string };

type Props = {
  // The request's schema from the contract: a reason and nothing else (the schema says how long, and that it is
  // needed).
  schema: FormSchema<Reason, Reason>;
  // What sends it: a TanStack Query mutation of the reason.
  mutation: FormSender & { mutate: (values: Reason) => void };
  label: string;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  submitLabel: string;
  // A way back without sending, when the form was opened by a button.
  cancel?: { label: string; onClick: () => void };
  size?: ButtonSize;
  className?: string;
};

// A form that asks only why (rejecting an upload, declining to sign, declining a review): one text area, sent by a
// danger button, the reason read by the other side (ui/form.tsx: its check and its 422 beside the text area).
export function ReasonForm({
  schema,
  mutation,
  label,
  hint,
  rows,
  maxLength,
  submitLabel,
  cancel,
  size = 'md',
  className,
}: Props) {
  const form = useAppForm<Reason>({
    schema,
    defaultValues: { reason: '' },
    mutation,
    onValid: (values) => mutation.mutate(values),
  });
  return (
    <AppFormView form={form} className={cx('flex flex-col gap-3', className)}>
      <TextAreaField label={label} hint={hint} rows={rows} maxLength={maxLength} {...form.field('reason')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size={size} isPending={form.isPending}>
          {submitLabel}
        </Button>
        {cancel ? (
          <Button variant="secondary" size={size} onClick={cancel.onClick}>
            {cancel.label}
          </Button>
        ) : null}
      </div>
    </AppFormView>
  );
}
