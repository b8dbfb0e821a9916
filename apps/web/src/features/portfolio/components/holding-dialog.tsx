import {
  assetClasses,
  assetClassLabels,
  type Holding,
  type HoldingInput,
  holdingInputSchema,
} from '@atrium/domain/contract/portfolio';
import { useMutation } from '@tanstack/react-query';
import { useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { RecordDialog } from './record-dialog.tsx';

type Props = {
  accountName: string;
  holding: Holding | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: HoldingInput) => Promise<unknown>;
};

type Values = Record<'fund_name' | 'isin' | 'asset_class' | 'units' | 'price' | 'valuation_date', string>;

const valuesOf = (holding: Holding | null): Values =>
  holding
    ? {
        fund_name: holding.fund_name,
        isin: holding.isin,
        asset_class: holding.asset_class,
        units: String(holding.units),
        price: String(holding.price),
        valuation_date: holding.valuation_date,
      }
    : { fund_name: '', isin: '', asset_class: 'equity', units: '', price: '', valuation_date: '' };

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', '')));

// The request the contract's schema checks: the fields as typed, units and price read as numbers.
const toRequest = (values: Values) => ({
  ...values,
  units: number(values.units),
  price: number(values.price),
});

// The failure above the fields (ui/form.tsx's AppFormView) spans the row as the buttons do.
const grid = {
  dialog: 'max-w-lg',
  form: 'mt-4 grid gap-4 sm:grid-cols-2 sm:[&>[role=alert]]:col-span-2',
  fullRow: 'sm:col-span-2',
};

// Records a fund held in an account, or changes one (a new price and date revalue it), with ui/form.tsx: the
// contract's check first, else the server's 422 beside its field; the dialog closes once the save is done.
export function HoldingDialog({ accountName, holding, open, onOpenChange, onSave }: Props) {
  const save = useMutation({ mutationFn: onSave, onSuccess: () => onOpenChange(false) });
  const form = useAppForm({
    schema: holdingInputSchema,
    toRequest,
    defaultValues: valuesOf(holding),
    mutation: save,
    onValid: (input) => save.mutate(input),
  });
  const { field } = form;

  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={holding ? 'Edit holding' : 'Add a holding'}
      description={`In ${accountName}. Its value is units × price.`}
      submitLabel={holding ? 'Save holding' : 'Add holding'}
      form={form}
      layout={grid}
    >
      <TextField className="sm:col-span-2" label="Fund name" {...field('fund_name')} maxLength={200} />
      <TextField
        label="ISIN"
        hint="12 characters, e.g. GB00B3X7QG63."
        {...field('isin')}
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <SelectField
        label="Asset class"
        {...field('asset_class')}
        options={assetClasses.map((value) => ({ value, label: assetClassLabels[value] }))}
      />
      <TextField label="Units" inputMode="decimal" {...field('units')} />
      <TextField label="Price per unit" inputMode="decimal" {...field('price')} />
      <TextField label="Valuation date" type="date" {...field('valuation_date')} />
    </RecordDialog>
  );
}
