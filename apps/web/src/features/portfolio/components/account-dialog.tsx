import {
  type AccountInput,
  accountInputSchema,
  accountTypeLabels,
  accountTypes,
  type PortfolioAccount,
  portfolioCurrencies,
} from '@atrium/domain/contract/portfolio';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type Props = {
  account: PortfolioAccount | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: AccountInput) => Promise<unknown>;
};

const empty = { provider: '', account_type: 'isa', reference: '', currency: 'GBP' } as const;

// Adds an account, or changes one's provider, type, reference or currency.
export function AccountDialog({ account, open, onOpenChange, onSave }: Props) {
  const [values, setValues] = useState<Record<keyof typeof empty, string>>(account ?? empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await onSave(parsed.data);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setFailure(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isPending && onOpenChange(next)}
      title={account ? 'Edit account' : 'Add an account'}
      description="An investment account at a provider, in one currency."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <TextField
          label="Provider"
          value={values.provider}
          onChange={set('provider')}
          maxLength={120}
          error={errors.provider?.[0]}
        />
        <SelectField
          label="Account type"
          value={values.account_type}
          onChange={set('account_type')}
          options={accountTypes.map((value) => ({ value, label: accountTypeLabels[value] }))}
          error={errors.account_type?.[0]}
        />
        <TextField
          label="Reference (optional)"
          hint="The provider's account number or a label."
          value={values.reference}
          onChange={set('reference')}
          maxLength={60}
          error={errors.reference?.[0]}
        />
        <SelectField
          label="Currency"
          value={values.currency}
          onChange={set('currency')}
          options={portfolioCurrencies.map((value) => ({ value, label: value }))}
          error={errors.currency?.[0]}
        />
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={isPending}>
            {account ? 'Save account' : 'Add account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
