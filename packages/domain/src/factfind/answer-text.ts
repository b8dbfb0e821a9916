import { formatMoney } from '../money/format.ts';
import { parseIsoDate } from './dates.ts';
import type { FieldDef } from './template.ts';

// A stored answer in words, as the client's review page, the adviser's read-only fact-find and the fact-find PDF
// all write it, so the three never disagree: choices by their labels, dates in full, money by the one formatter
// (../money/format.ts) with how often it is paid, the people by their names.

// The people an owner answer ('client1', 'client2') names.
export type PeopleNames = { client1: string; client2: string };

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// A plain date (YYYY-MM-DD) as '12 April 1975', read as such, with no time zone moving it a day; anything else as
// it is.
export function formatIsoDate(value: unknown): string {
  const date = parseIsoDate(value);
  if (!date) return String(value);
  return dateFormat.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

const toAmount = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};

function money(value: unknown, symbol: string): string {
  const amount = toAmount(value);
  return amount === null ? String(value) : formatMoney(amount, symbol);
}

const labelOf = (field: FieldDef, value: unknown, people?: PeopleNames) => {
  if (people && (value === 'client1' || value === 'client2')) return people[value];
  return field.options?.find((option) => option.value === value)?.label ?? String(value);
};

// Fund holdings, [{fund, value}]: 'Vanguard LifeStrategy 60 (£12,000); Unnamed fund'.
function holdingsText(value: unknown, symbol: string): string | null {
  if (!Array.isArray(value)) return null;
  const rows = value.flatMap((row) => {
    if (row === null || typeof row !== 'object') return [];
    const { fund, value: amount } = row as Record<string, unknown>;
    const name = typeof fund === 'string' && fund.trim() !== '' ? fund : 'Unnamed fund';
    return [typeof amount === 'number' ? `${name} (${money(amount, symbol)})` : name];
  });
  return rows.length === 0 ? null : rows.join('; ');
}

// The answer in words; null when there is none. `people` names an owner ('client1' → 'James Carter').
export function answerText(
  field: FieldDef,
  value: unknown,
  symbol: string,
  people?: PeopleNames,
): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  if (field.type === 'holdings') return holdingsText(value, symbol);
  if (Array.isArray(value))
    return value.length === 0 ? null : value.map((v) => labelOf(field, v, people)).join(', ');
  switch (field.type) {
    case 'yesno':
      return value === true ? 'Yes' : value === false ? 'No' : null;
    case 'select':
    case 'radio':
      return labelOf(field, value, people);
    case 'date':
      return formatIsoDate(value);
    case 'currency':
      return money(value, symbol);
    case 'percent':
      return `${String(value)}%`;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

// The frequency field of an amount among its section's fields: its own pair's, or that of the amount it is paid as
// often as (frequencyFrom); none for an amount without a period.
export function frequencyFieldOf(field: FieldDef, fields: FieldDef[]): FieldDef | undefined {
  const key = field.frequencyKey ?? fields.find((f) => f.key === field.frequencyFrom)?.frequencyKey;
  return key ? fields.find((f) => f.key === key) : undefined;
}

// An amount with how often it is paid: '£2,850 (Monthly)'. A frequency never chosen is the one the questionnaire
// showed (the field's default), as every rule reads it; the amount alone when neither is known.
export function withFrequency(amountText: string, frequencyField: FieldDef, frequency: unknown): string {
  const chosen =
    frequency === null || frequency === undefined || frequency === ''
      ? frequencyField.defaultValue
      : frequency;
  const label = frequencyField.options?.find((option) => option.value === chosen)?.label;
  return label ? `${amountText} (${label})` : amountText;
}
