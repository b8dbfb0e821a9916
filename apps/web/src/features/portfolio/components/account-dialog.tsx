import {
  type AccountInput,
  accountInputSchema,
  accountTypeLabels,
  accountTypes,
  type PortfolioAccount,
  portfolioCurrencies,
} from '@atrium/domain/contract/portfolio';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRecordForm } from '../hooks/use-record-form.ts';
import { RecordDialog } from './record-dialog.tsx';

type Props = {
  account: PortfolioAccount | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: AccountInput) => Promise<unknown>;
};

type Values = Record<'provider' | 'account_type' | 'reference' | 'currency', string>;

const empty: Values = { provider: '', account_type: 'isa', reference: '', currency: 'GBP' };

// Adds an account, or changes one's provider, type, reference or currency.
export function AccountDialog({ account, open, onOpenChange, onSave }: Props) {
  const form = useRecordForm<Values, AccountInput>({
    initial: () => account ?? empty,
    schema: accountInputSchema,
    onSave,
    onClose: () => onOpenChange(false),
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
