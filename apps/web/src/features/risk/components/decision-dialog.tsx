import { riskMessages } from '@atrium/domain/contract/risk';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { fieldError, formError, issuesByField } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { cx } from '../../../ui/cx.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

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

// The adviser's recorded decisions on a risk result (a level, a capacity for loss, a review): a choice where there is
// one, the reason in writing, and an acknowledgement where the choice goes beyond what capacity for loss supports.
// Checked against the contract's schema before sending; the server's 422s land beside the same fields.
export function DecisionDialog<Body>(props: Props<Body>) {
  const { choice, text, acknowledgementFor } = props;
  const ids = fieldIds(useId());
  const [chosen, setChosen] = useState(choice?.initial ?? '');
  const [written, setWritten] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);
  const acknowledgement = acknowledgementFor?.(chosen) ?? null;
  const fields = [choice?.key, text.key, acknowledgementKey].filter((key): key is string => Boolean(key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(
      props.toBody({
        choice: chosen,
        text: written,
        acknowledged: acknowledgement ? acknowledged : undefined,
      }),
    );
    const errors = parsed.success ? {} : issuesByField(parsed.error);
    if (acknowledgement && !acknowledged) errors[acknowledgementKey] = riskMessages.aboveCapacity;
    setLocalErrors(errors);
    setFailure(null);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      await props.onSubmit(parsed.data);
      props.onOpenChange(false);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };

  // The one form pattern (lib/form-errors.ts): the client-side check's messages, else the server's 422 beside the
  // same fields, and anything else above the form.
  const errorOf = (field: string) => localErrors[field] ?? fieldError(failure, field);
  const message = formError(failure, fields);
  const textError = errorOf(text.key);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !isPending && props.onOpenChange(next)}
      title={props.title}
      description={props.description}
      className="max-w-lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        {choice ? (
          <SelectField
            label={choice.label}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={choice.options}
            error={errorOf(choice.key)}
          />
        ) : null}
        <Field ids={ids} label={text.label} hint={text.hint} error={textError}>
          <textarea
            id={ids.input}
            value={written}
            onChange={(event) => setWritten(event.target.value)}
            maxLength={2000}
            rows={4}
            required
            aria-invalid={textError ? true : undefined}
            aria-describedby={describedBy(ids, text.hint, textError)}
            className={cx(inputClasses, inputBorder, 'field-sizing-content min-h-[58px] resize-y')}
          />
        </Field>
        {acknowledgement ? (
          <CheckboxField
            label={acknowledgement}
            checked={acknowledged}
            onChange={setAcknowledged}
            error={errorOf(acknowledgementKey)}
          />
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
