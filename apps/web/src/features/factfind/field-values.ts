import type { CustomQuestion } from '@atrium/domain/contract/factfind';
import type { FieldDef } from '@atrium/domain/factfind/template';
import { normaliseIdentifier } from '@atrium/domain/factfind/validate';
import { normaliseNumberInput, toNumberValue } from '@atrium/domain/money/number-input';

// One fund of a holdings field while it is edited: its name and its value as typed.
export type HoldingRow = { fund: string; value: string };

// What an input holds while the user edits it, per field type.
export type LocalValue = string | boolean | null | string[] | HoldingRow[];

export const isHoldingRows = (value: LocalValue): value is HoldingRow[] =>
  Array.isArray(value) && value.every((row) => typeof row === 'object');

export const isNumberType = (type: FieldDef['type']) =>
  type === 'number' || type === 'currency' || type === 'percent';

const isSingleLine = (type: FieldDef['type']) =>
  type === 'text' || type === 'email' || type === 'tel' || type === 'postcode';

export function numberOptionsOf(field: FieldDef) {
  return { ...field.number, min: field.min, max: field.max };
}

// The stored value as the input shows it.
export function toLocalValue(field: FieldDef, saved: unknown): LocalValue {
  if (field.type === 'yesno') return typeof saved === 'boolean' ? saved : null;
  if (field.type === 'holdings') return toHoldingRows(saved);
  // A select with a default shows it until another choice is saved (rules read a missing value as it).
  if (field.defaultValue !== undefined && (saved === null || saved === undefined || saved === ''))
    return field.defaultValue;
  if (field.type === 'multiselect')
    return Array.isArray(saved) ? saved.filter((v): v is string => typeof v === 'string') : [];
  if (isNumberType(field.type)) {
    if (typeof saved === 'number' || typeof saved === 'string')
      return normaliseNumberInput(String(saved), { ...numberOptionsOf(field), fillEmpty: false });
    return '';
  }
  return typeof saved === 'string' ? saved : '';
}

// The input's value as it is stored: numbers as JSON numbers (as digit strings when leading zeros
// matter, a minimum digit count), empty dates and choices as null, single lines trimmed.
export function toSavedValue(field: FieldDef, local: LocalValue): unknown {
  if (field.type === 'holdings') return fromHoldingRows(local);
  if (field.type === 'yesno' || field.type === 'multiselect') return local;
  const text = typeof local === 'string' ? local : '';
  if (isNumberType(field.type)) {
    if (text === '') return null;
    return field.number?.minDigits !== undefined ? text : toNumberValue(text);
  }
  if (field.type === 'date' || field.type === 'select' || field.type === 'radio')
    return text === '' ? null : text;
  return isSingleLine(field.type) ? text.trim() : text;
}

// What a commit stores locally: single lines lose surrounding spaces, and a National Insurance or PPS number its
// spaces and lower case too, so the input shows what is saved.
export function committedLocal(field: FieldDef, local: LocalValue): LocalValue {
  if (typeof local !== 'string') return local;
  if (field.format === 'national-id') return normaliseIdentifier(local);
  return isSingleLine(field.type) ? local.trim() : local;
}

export function isSameLocal(a: LocalValue, b: LocalValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

const holdingNumber = { noNegative: true, fillEmpty: false };

function toHoldingRows(saved: unknown): HoldingRow[] {
  if (!Array.isArray(saved)) return [];
  return saved.flatMap((row): HoldingRow[] => {
    if (row === null || typeof row !== 'object') return [];
    const { fund, value } = row as Record<string, unknown>;
    return [
      {
        fund: typeof fund === 'string' ? fund : '',
        value: typeof value === 'number' ? normaliseNumberInput(String(value), holdingNumber) : '',
      },
    ];
  });
}

// Rows left entirely empty are dropped; a value is a number (or null), a name trimmed text.
function fromHoldingRows(local: LocalValue): { fund: string; value: number | null }[] {
  if (!Array.isArray(local) || !isHoldingRows(local)) return [];
  return local
    .map((row) => ({
      fund: row.fund.trim(),
      value: toNumberValue(normaliseNumberInput(row.value, holdingNumber)),
    }))
    .filter((row) => row.fund !== '' || row.value !== null);
}

// A custom question drawn with the same controls as the base fields.
export function fieldOfQuestion(question: CustomQuestion): FieldDef {
  return {
    key: question.id,
    label: question.label,
    type: question.type,
    required: question.required,
    options: question.options.choices,
    ...(question.options.min === undefined ? {} : { min: question.options.min }),
    ...(question.options.max === undefined ? {} : { max: question.options.max }),
    ...(question.help ? { help: question.help } : {}),
  };
}
