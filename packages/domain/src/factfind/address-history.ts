import { compareIsoDates, parseIsoDate } from './dates.ts';
import type { FactFindData } from './template.ts';
import { readPath } from './visibility.ts';

// Previous addresses are asked for until three years are covered.
export const addressHistoryYears = 3;

export type AddressCoverage = {
  // The earliest move-in date given, current address or previous; null when there is none.
  from: string | null;
  // Whole months from then to today.
  months: number;
  isCovered: boolean;
};

function monthsBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return 0;
  const months = (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
  return Math.max(0, months);
}

function moveInDates(factFind: FactFindData): string[] {
  const current = readPath(factFind, 'current_address.moved_in');
  const previous = readPath(factFind, 'address_history.items');
  const dates = [
    current,
    ...(Array.isArray(previous) ? previous.map((item) => readPath(item, 'moved_in')) : []),
  ];
  return dates.filter((value): value is string => parseIsoDate(value) !== null);
}

// How far back the addresses go, from the earliest date the client moved in anywhere they list.
export function addressCoverage(factFind: FactFindData, today: string): AddressCoverage {
  const todayDate = parseIsoDate(today);
  const dates = moveInDates(factFind).filter((value) => {
    const date = parseIsoDate(value);
    return date && todayDate && compareIsoDates(date, todayDate) <= 0;
  });
  if (dates.length === 0) return { from: null, months: 0, isCovered: false };
  // ISO dates sort as text.
  const from = [...dates].sort()[0] as string;
  const months = monthsBetween(from, today);
  return { from, months, isCovered: months >= addressHistoryYears * 12 };
}

// Whether previous addresses are still needed: the client moved into the current one less than three years
// ago and the addresses listed do not reach back that far. Unknown move-in dates ask for nothing.
export function needsEarlierAddresses(factFind: FactFindData, today: string): boolean {
  const current = readPath(factFind, 'current_address.moved_in');
  if (!parseIsoDate(current)) return false;
  if (monthsBetween(current as string, today) >= addressHistoryYears * 12) return false;
  return !addressCoverage(factFind, today).isCovered;
}

// "2 years and 4 months", "5 months", "3 years".
export function describeMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (years === 0) return part(rest, 'month');
  return rest === 0 ? part(years, 'year') : `${part(years, 'year')} and ${part(rest, 'month')}`;
}
