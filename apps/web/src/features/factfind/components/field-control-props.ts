import type { FieldDef } from '@atrium/domain/factfind/template';
import type { FieldIds } from '../../../ui/field.tsx';
import type { LocalValue } from '../field-values.ts';
import type { Clamped } from './number-input.tsx';

// What a field's control is given (field-control.tsx), and the controls it hands a field to (choice-group.tsx,
// holdings-input.tsx) with it.
export type FieldControlProps = {
  field: FieldDef;
  ids: FieldIds;
  value: LocalValue;
  describedBy: string | undefined;
  isInvalid: boolean;
  disabled: boolean;
  currencySymbol: string;
  onChange: (value: LocalValue) => void;
  // `clamped` only from a number input whose typed number was outside the field's bounds.
  onCommit: (value: LocalValue, clamped?: Clamped) => void;
};
