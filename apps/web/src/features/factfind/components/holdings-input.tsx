import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { inputBorder, inputClasses } from '../../../ui/field.tsx';
import { type HoldingRow, isHoldingRows } from '../field-values.ts';
import type { FieldControlProps } from './field-control-props.ts';
import { NumberInput } from './number-input.tsx';

const labelClasses = 'block text-xs font-medium text-gray-700 dark:text-gray-300';
const holdingNumber = { noNegative: true, fillEmpty: false };

// Fund holdings (templateSettings.show_fund_input): a row per fund, its name and value. Leaving an input,
// or removing a row, saves the whole list; the fieldset around it is the field's.
export function HoldingsInput(props: FieldControlProps) {
  const { ids, value, describedBy, isInvalid, disabled, currencySymbol, onChange, onCommit } = props;
  const rows = isHoldingRows(value) ? value : [];
  const classes = cx(inputClasses, inputBorder, 'disabled:bg-gray-100 dark:disabled:bg-gray-900');
  const rowId = (index: number, part: string) => `${ids.input}-${index}-${part}`;
  // Autofill is blocked; a name no browser recognises keeps it from filling these.
  const nameOf = (index: number, part: string) => `ff-${rowId(index, part).replace(/[^a-zA-Z0-9]/g, '')}`;
  const replace = (index: number, row: HoldingRow) => rows.map((r, i) => (i === index ? row : r));

  return (
    <div className="space-y-3">
      {rows.length > 0 ? (
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list being edited.
              key={index}
              className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800"
            >
              <div className="min-w-0 flex-1 basis-48 space-y-1">
                <label htmlFor={rowId(index, 'fund')} className={labelClasses}>
                  Fund {index + 1} name
                </label>
                <input
                  id={rowId(index, 'fund')}
                  name={nameOf(index, 'fund')}
                  type="text"
                  autoComplete="off"
                  maxLength={150}
                  value={row.fund}
                  disabled={disabled}
                  aria-describedby={describedBy}
                  aria-invalid={isInvalid || undefined}
                  onChange={(event) => onChange(replace(index, { ...row, fund: event.target.value }))}
                  onBlur={(event) => onCommit(replace(index, { ...row, fund: event.target.value }))}
                  className={classes}
                />
              </div>
              <div className="min-w-0 flex-1 basis-32 space-y-1">
                <label htmlFor={rowId(index, 'value')} className={labelClasses}>
                  Fund {index + 1} value
                </label>
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-600 dark:text-gray-400"
                  >
                    {currencySymbol}
                  </span>
                  <NumberInput
                    id={rowId(index, 'value')}
                    name={nameOf(index, 'value')}
                    autoComplete="off"
                    value={row.value}
                    options={holdingNumber}
                    disabled={disabled}
                    aria-describedby={describedBy}
                    aria-invalid={isInvalid || undefined}
                    onValueChange={(typed) => onChange(replace(index, { ...row, value: typed }))}
                    onCommit={(typed) => onCommit(replace(index, { ...row, value: typed }))}
                    className={cx(classes, 'pl-8')}
                  />
                </div>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onCommit(rows.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove <span className="sr-only">fund {index + 1}</span>
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={() => onChange([...rows, { fund: '', value: '' }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a fund
      </Button>
    </div>
  );
}
