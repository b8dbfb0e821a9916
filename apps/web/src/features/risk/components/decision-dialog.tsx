import { riskMessages } from '@atrium/domain/contract/risk';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../lib/http.ts';
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
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const acknowledgement = acknowledgementFor?.(chosen) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(
      props.toBody({
        choice: chosen,
        text: written,
        acknowledged: acknowledgement ? acknowledged : undefined,
      }),
    );
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    if (acknowledgement && !acknowledged) fieldErrors[acknowledgementKey] = [riskMessages.aboveCapacity];
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await props.onSubmit(parsed.data);
      props.onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setFailure(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };

  const textError = errors[text.key]?.[0];
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !isPending && props.onOpenChange(next)}
      title={props.title}
      description={props.description}
      className="max-w-lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        {choice ? (
          <SelectField
            label={choice.label}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={choice.options}
            error={errors[choice.key]?.[0]}
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
            error={errors[acknowledgementKey]?.[0]}
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
