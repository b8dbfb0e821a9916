import { riskMessages } from '@atrium/domain/contract/risk';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';

type Props<Body> = {
  title: string;
  description: string;
  submitLabel: string;
  // The body's fields: the one chosen from the list (a level, a capacity), if any, and the written one.
  choice?: { key: string; label: string; initial: string; options: { value: string; label: string }[] };
  text: { key: string; label: string; hint: string };
  // What the adviser must explicitly acknowledge before this choice is accepted, or null.
  acknowledgementFor?: (choice: string) => string | null;
  schema: z.ZodType<Body>;
  toBody: (input: { choice: string; text: string; acknowledged: boolean | undefined }) => unknown;
  onSubmit: (body: Body) => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const acknowledgementKey = 'acknowledge_above_capacity';

type Values = Record<string, string | boolean>;

// The adviser's recorded decisions on a risk result (a level, a capacity for loss, a review): a choice where there is
// one, the reason in writing, and an acknowledgement where the choice goes beyond what capacity for loss supports.
// Checked against the contract's schema before sending; the server's 422s land beside the same fields (ui/form.tsx:
// the fields are named as the body's keys).
export function DecisionDialog<Body>(props: Props<Body>) {
  const { choice, text, acknowledgementFor } = props;
  const decide = useMutation({ mutationFn: props.onSubmit });
  const chosenOf = (values: Values) => (choice ? String(values[choice.key] ?? '') : '');
  const acknowledgementOf = (values: Values) => acknowledgementFor?.(chosenOf(values)) ?? null;
  const form = useAppForm<Values, Body>({
    schema: props.schema,
    toRequest: (values) =>
      props.toBody({
        choice: chosenOf(values),
        text: String(values[text.key] ?? ''),
        acknowledged: acknowledgementOf(values) ? values[acknowledgementKey] === true : undefined,
      }),
    // The box must be ticked whenever it is shown, whatever the schema says of a body without it.
    check: (values) =>
      acknowledgementOf(values) && values[acknowledgementKey] !== true
        ? { [acknowledgementKey]: riskMessages.aboveCapacity }
        : {},
    defaultValues: {
      ...(choice ? { [choice.key]: choice.initial } : {}),
      [text.key]: '',
      [acknowledgementKey]: false,
    },
    mutation: decide,
    onValid: (body) => decide.mutate(body, { onSuccess: () => props.onOpenChange(false) }),
  });
  const acknowledgement = acknowledgementOf(form.form.watch());
  // Registered in the dialog's order: the first invalid field takes the focus.
  const choiceField = choice ? form.field(choice.key) : null;
  const textField = form.field(text.key);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !decide.isPending && props.onOpenChange(next)}
      title={props.title}
      description={props.description}
      className="max-w-lg"
    >
      <AppFormView form={form} className="mt-4 space-y-4">
        {choice && choiceField ? (
          <SelectField label={choice.label} options={choice.options} {...choiceField} />
        ) : null}
        <TextAreaField
          label={text.label}
          hint={text.hint}
          maxLength={2000}
          rows={4}
          required
          {...textField}
        />
        {acknowledgement ? (
          <CheckboxField label={acknowledgement} {...form.field(acknowledgementKey)} />
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)} disabled={form.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={form.isPending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </AppFormView>
    </Dialog>
  );
}
