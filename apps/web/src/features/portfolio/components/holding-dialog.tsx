import {
  assetClasses,
  assetClassLabels,
  type Holding,
  type HoldingInput,
  holdingInputSchema,
} from '@atrium/domain/contract/portfolio';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRecordForm } from '../hooks/use-record-form.ts';
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
    ? { ...holding, units: String(holding.units), price: String(holding.price) }
    : { fund_name: '', isin: '', asset_class: 'equity', units: '', price: '', valuation_date: '' };

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', '')));

const grid = { dialog: 'max-w-lg', form: 'mt-4 grid gap-4 sm:grid-cols-2', fullRow: 'sm:col-span-2' };

// Records a fund held in an account, or changes one (a new price and date revalue it).
export function HoldingDialog({ accountName, holding, open, onOpenChange, onSave }: Props) {
  const form = useRecordForm<Values, HoldingInput>({
    initial: () => valuesOf(holding),
    schema: holdingInputSchema,
    toInput: (values) => ({ ...values, units: number(values.units), price: number(values.price) }),
    onSave,
    onClose: () => onOpenChange(false),
  });
  const { values, set, errors } = form;

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
      <TextField
        className="sm:col-span-2"
        label="Fund name"
        value={values.fund_name}
        onChange={set('fund_name')}
        maxLength={200}
        error={errors.fund_name?.[0]}
      />
      <TextField
        label="ISIN"
        hint="12 characters, e.g. GB00B3X7QG63."
        value={values.isin}
        onChange={set('isin')}
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.isin?.[0]}
      />
      <SelectField
        label="Asset class"
        value={values.asset_class}
        onChange={set('asset_class')}
        options={assetClasses.map((value) => ({ value, label: assetClassLabels[value] }))}
        error={errors.asset_class?.[0]}
      />
      <TextField
        label="Units"
        inputMode="decimal"
        value={values.units}
        onChange={set('units')}
        error={errors.units?.[0]}
      />
      <TextField
        label="Price per unit"
        inputMode="decimal"
        value={values.price}
        onChange={set('price')}
        error={errors.price?.[0]}
      />
      <TextField
        label="Valuation date"
        type="date"
        value={values.valuation_date}
        onChange={set('valuation_date')}
        error={errors.valuation_date?.[0]}
      />
    </RecordDialog>
  );
}
