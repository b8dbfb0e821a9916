import {
  type ClampedTo,
  commitNumberInput,
  isAllZero,
  type NumberInputOptions,
  sanitiseNumberTyping,
} from '@atrium/domain/money/number-input';
import { type InputHTMLAttributes, useRef } from 'react';

type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'type' | 'min' | 'max'
> & {
  value: string;
  options: NumberInputOptions;
  onValueChange: (value: string) => void;
  // `clamped` when the number typed was outside the field's bounds and the bound replaced it.
  onCommit: (value: string, clamped?: Clamped) => void;
};

// What was typed and which bound was kept instead (the field says so; the history records both).
export type Clamped = { typed: string; clampedTo: ClampedTo };

// Every rule: typing keeps digits, '.' and '-' (as the options allow); leaving the field
// pads, fills an empty value and clamps; an all-zero value is cleared on focus so typing replaces it;
// a double-click selects the content. A text input, not type=number, whose browser handling would
// hide what was typed and ignore these rules. Tabbing through a field left empty changes nothing: the
// fill-empty rule applies to a value the user entered or cleared, not to a question passed over.
export function NumberInput({ value, options, onValueChange, onCommit, ...props }: NumberInputProps) {
  const wasEmptyAndUntouched = useRef(false);
  return (
    <input
      {...props}
      type="text"
      inputMode={options.noDecimal ? 'numeric' : 'decimal'}
      value={value}
      onChange={(event) => {
        wasEmptyAndUntouched.current = false;
        onValueChange(sanitiseNumberTyping(event.target.value, options));
      }}
      onFocus={() => {
        wasEmptyAndUntouched.current = value === '';
        if (isAllZero(value)) onValueChange('');
      }}
      onDoubleClick={(event) => event.currentTarget.select()}
      onBlur={(event) => {
        if (wasEmptyAndUntouched.current) return;
        const typed = event.target.value;
        const committed = commitNumberInput(typed, options);
        onCommit(
          committed.value,
          committed.clampedTo ? { typed, clampedTo: committed.clampedTo } : undefined,
        );
      }}
    />
  );
}
