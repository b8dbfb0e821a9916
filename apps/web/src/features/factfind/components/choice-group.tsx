import { cx } from '../../../ui/cx.ts';
import type { FieldControlProps } from './field-control-props.ts';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const optionClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white px-3 text-sm ' +
  'text-gray-900 has-checked:border-primary-ink has-checked:bg-primary-50 has-disabled:cursor-not-allowed ' +
  'has-disabled:opacity-70 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 ' +
  'has-focus-visible:outline-primary-ink dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100 ' +
  'dark:has-checked:bg-gray-800';

// Radios (one choice, yes/no) and checkboxes (several); the fieldset around them is the field's.
// A choice is final when made, so each one commits.
export function ChoiceGroup({
  field,
  ids,
  value,
  describedBy,
  isInvalid,
  disabled,
  onCommit,
}: FieldControlProps) {
  const isMulti = field.type === 'multiselect';
  const options = field.type === 'yesno' ? yesNo : (field.options ?? []);
  const selected = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const name = `ff-${ids.input.replace(/[^a-zA-Z0-9]/g, '')}`;

  const isChecked = (option: string) => {
    if (field.type === 'yesno') return value === (option === 'yes');
    if (isMulti) return selected.includes(option);
    return value === option;
  };
  const choose = (option: string, checked: boolean) => {
    if (field.type === 'yesno') onCommit(option === 'yes');
    else if (!isMulti) onCommit(option);
    else {
      const next = new Set(checked ? [...selected, option] : selected.filter((v) => v !== option));
      // Kept in the options' order, so the same choices always read the same.
      onCommit(options.map((o) => o.value).filter((v) => next.has(v)));
    }
  };

  return (
    <div
      className={cx(
        'grid gap-2',
        options.length <= 2 ? 'grid-cols-2 sm:max-w-xs' : 'sm:grid-cols-2',
        isInvalid && 'rounded-lg outline-2 outline-offset-4 outline-red-700 dark:outline-red-300',
      )}
    >
      {options.map((option, index) => (
        <label key={option.value} className={optionClasses}>
          <input
            id={`${ids.input}-${index}`}
            type={isMulti ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={isChecked(option.value)}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            onChange={(event) => choose(option.value, event.target.checked)}
            className="size-4 accent-primary-action"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
