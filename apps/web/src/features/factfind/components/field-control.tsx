import { cx } from '../../../ui/cx.ts';
import { type FieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';
import { isNumberType, numberOptionsOf } from '../field-values.ts';
import { AutoGrowTextarea } from './auto-grow-textarea.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import type { FieldControlProps } from './field-control-props.ts';
import { HoldingsInput } from './holdings-input.tsx';
import { NumberInput } from './number-input.tsx';

const textInputTypes = { text: 'text', email: 'email', tel: 'tel', postcode: 'text' } as const;

// Autofill is blocked. A fact-find asks about two people; the browser's saved profile would
// fill the partner's details with the user's own, and each autofilled field would be saved at once.
// Chrome ignores autocomplete="off" on fields it recognises, so the name must not match a known field
// either ("ff-…" is none of them).
function blockAutofill(ids: FieldIds) {
  return { autoComplete: 'off', name: `ff-${ids.input.replace(/[^a-zA-Z0-9]/g, '')}` } as const;
}

// The input for one field, by type. Text-like inputs save when left; choices save when made.
export function FieldControl(props: FieldControlProps) {
  const { field, ids, value, describedBy, isInvalid, disabled, currencySymbol, onChange, onCommit } = props;
  const common = {
    id: ids.input,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    'aria-required': field.required || undefined,
    ...blockAutofill(ids),
  };
  const text = typeof value === 'string' ? value : '';
  const classes = cx(inputClasses, inputBorder, 'disabled:bg-gray-100 dark:disabled:bg-gray-900');

  if (isNumberType(field.type)) {
    const prefix = field.type === 'currency' ? currencySymbol : null;
    const suffix = field.type === 'percent' ? '%' : null;
    return (
      <div className="relative">
        {prefix ? <Adornment side="left">{prefix}</Adornment> : null}
        <NumberInput
          {...common}
          value={text}
          options={numberOptionsOf(field)}
          onValueChange={onChange}
          onCommit={onCommit}
          className={cx(classes, prefix && 'pl-8', suffix && 'pr-8')}
        />
        {suffix ? <Adornment side="right">{suffix}</Adornment> : null}
      </div>
    );
  }
  switch (field.type) {
    case 'textarea':
      return (
        <AutoGrowTextarea
          {...common}
          value={text}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => onCommit(event.target.value)}
          className={classes}
        />
      );
    case 'date':
      return (
        <input
          {...common}
          type="date"
          value={text}
          max={field.key === 'date_of_birth' ? new Date().toISOString().slice(0, 10) : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => onCommit(event.target.value)}
          className={cx(classes, 'sm:max-w-56')}
        />
      );
    case 'select':
      return (
        <select
          {...common}
          value={text}
          onChange={(event) => onCommit(event.target.value)}
          className={cx(classes, 'sm:max-w-md')}
        >
          {field.defaultValue === undefined ? <option value="">Choose…</option> : null}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'radio':
    case 'yesno':
    case 'multiselect':
      return <ChoiceGroup {...props} />;
    case 'holdings':
      return <HoldingsInput {...props} />;
    default:
      return (
        <input
          {...common}
          type={textInputTypes[field.type as keyof typeof textInputTypes] ?? 'text'}
          value={text}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => onCommit(event.target.value)}
          className={cx(classes, field.type === 'postcode' && 'uppercase sm:max-w-48')}
        />
      );
  }
}

function Adornment({ side, children }: { side: 'left' | 'right'; children: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'pointer-events-none absolute inset-y-0 flex items-center text-gray-600 dark:text-gray-400',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      {children}
    </span>
  );
}
