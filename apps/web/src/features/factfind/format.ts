import { parseIsoDate } from '@atrium/domain/factfind/dates';
import type { FieldDef } from '@atrium/domain/factfind/template';

const labelOf = (field: FieldDef, value: unknown) =>
  field.options?.find((option) => option.value === value)?.label ?? String(value);

export function formatDate(value: unknown): string {
  const date = parseIsoDate(value);
  if (!date) return String(value);
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

const money = (value: unknown, currencySymbol: string) =>
  `${currencySymbol}${Number(value).toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;

function formatHoldings(value: unknown[], currencySymbol: string): string | null {
  const rows = value.flatMap((row) => {
    if (row === null || typeof row !== 'object') return [];
    const { fund, value: amount } = row as Record<string, unknown>;
    const name = typeof fund === 'string' && fund !== '' ? fund : 'Unnamed fund';
    return [typeof amount === 'number' ? `${name} (${money(amount, currencySymbol)})` : name];
  });
  return rows.length === 0 ? null : rows.join('; ');
}

// A stored answer as the review page reads it; null when there is no answer.
export function formatAnswer(field: FieldDef, value: unknown, currencySymbol: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field.type === 'holdings') return Array.isArray(value) ? formatHoldings(value, currencySymbol) : null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((v) => labelOf(field, v)).join(', ');
  switch (field.type) {
    case 'yesno':
      return value === true ? 'Yes' : value === false ? 'No' : null;
    case 'select':
    case 'radio':
      return labelOf(field, value);
    case 'date':
      return formatDate(value);
    case 'currency':
      return money(value, currencySymbol);
    case 'percent':
      return `${value}%`;
    default:
      return String(value);
  }
}
