import {
  type AccountInput,
  accountInputSchema,
  accountTypeLabels,
  accountTypes,
  type PortfolioAccount,
  portfolioCurrencies,
} from '@atrium/domain/contract/portfolio';
import { useMutation } from '@tanstack/react-query';
import { useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { RecordDialog } from './record-dialog.tsx';

type Props = {
  account: PortfolioAccount | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: AccountInput) => Promise<unknown>;
};

const empty: AccountInput = { provider: '', account_type: 'isa', reference: '', currency: 'GBP' };

// Adds an account, or changes one's provider, type, reference or currency (ui/form.tsx): the contract's check
// first, else the server's 422 beside its field; the dialog closes once the save is done.
export function AccountDialog({ account, open, onOpenChange, onSave }: Props) {
  const save = useMutation({ mutationFn: onSave, onSuccess: () => onOpenChange(false) });
  const form = useAppForm({
    schema: accountInputSchema,
    defaultValues: account
      ? {
          provider: account.provider,
          account_type: account.account_type,
          reference: account.reference,
          currency: account.currency,
        }
      : empty,
    mutation: save,
    onValid: (input) => save.mutate(input),
  });
  const { field } = form;

  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={account ? 'Edit account' : 'Add an account'}
      description="An investment account at a provider, in one currency."
      submitLabel={account ? 'Save account' : 'Add account'}
      form={form}
    >
      <TextField label="Provider" {...field('provider')} maxLength={120} />
      <SelectField
        label="Account type"
        {...field('account_type')}
        options={accountTypes.map((value) => ({ value, label: accountTypeLabels[value] }))}
      />
      <TextField
        label="Reference (optional)"
        hint="The provider's account number or a label."
        {...field('reference')}
        maxLength={60}
      />
      <SelectField
        label="Currency"
        {...field('currency')}
        options={portfolioCurrencies.map((value) => ({ value, label: value }))}
      />
    </RecordDialog>
  );
}
