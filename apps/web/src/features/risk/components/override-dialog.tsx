import { type OverrideRiskLevelRequest, overrideRiskLevelRequestSchema } from '@atrium/domain/contract/risk';
import { riskLevelDescriptions, riskLevels } from '@atrium/domain/risk/questionnaire';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

type Props = {
  clientName: string;
  currentLevel: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOverride: (input: OverrideRiskLevelRequest) => Promise<unknown>;
};

// Changing the level needs a reason: it is recorded with who and when, and the client sees it with the level.
export function OverrideDialog({ clientName, currentLevel, open, onOpenChange, onOverride }: Props) {
  const ids = fieldIds(useId());
  const [level, setLevel] = useState(String(currentLevel));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = overrideRiskLevelRequestSchema.safeParse({ level: Number(level), reason });
    if (!parsed.success) {
      setErrors(parsed.error.flatten().fieldErrors);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await onOverride(parsed.data);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setFailure(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };

  const hint = `${clientName} sees this reason beside the level on their result page.`;
  const reasonError = errors.reason?.[0];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isPending && onOpenChange(next)}
      title="Change the risk level"
      description="The calculated level stays on record beside yours."
      className="max-w-lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <SelectField
          label="Level"
          value={level}
          onChange={(event) => setLevel(event.target.value)}
          options={riskLevels.map((value) => ({
            value: String(value),
            label: `${value} — ${riskLevelDescriptions[value].name}`,
          }))}
          error={errors.level?.[0]}
        />
        <Field ids={ids} label="Reason" hint={hint} error={reasonError}>
          <textarea
            id={ids.input}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={2000}
            rows={4}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedBy(ids, hint, reasonError)}
            className={cx(inputClasses, inputBorder, 'field-sizing-content min-h-[58px] resize-y')}
          />
        </Field>
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending}>
            Change level
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
