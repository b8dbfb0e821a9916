import {
  assetClasses,
  assetClassLabels,
  type Holding,
  type HoldingInput,
  holdingInputSchema,
} from '@atrium/domain/contract/portfolio';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

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

// Records a fund held in an account, or changes one (a new price and date revalue it).
export function HoldingDialog({ accountName, holding, open, onOpenChange, onSave }: Props) {
  const [values, setValues] = useState<Values>(() => valuesOf(holding));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', '')));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = holdingInputSchema.safeParse({
      ...values,
      units: number(values.units),
      price: number(values.price),
    });
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
      title={holding ? 'Edit holding' : 'Add a holding'}
      description={`In ${accountName}. Its value is units × price.`}
      className="max-w-lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {failure ? (
          <div className="sm:col-span-2">
            <ErrorAlert>{failure}</ErrorAlert>
          </div>
        ) : null}
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
        <div className="sm:col-span-2">
          <DialogActions>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" isPending={isPending}>
              {holding ? 'Save holding' : 'Add holding'}
            </Button>
          </DialogActions>
        </div>
      </form>
    </Dialog>
  );
}
