import { parseIsoDate } from '../factfind/dates.ts';
import { type IeTaxYear, ieTaxYears } from './ie-tax-rules.ts';
import type { TakeHomeRegion } from './take-home.ts';
import { type UkTaxYear, ukTaxYears } from './uk-tax-rules.ts';

export type TaxYear = UkTaxYear | IeTaxYear;

export function supportedTaxYears(region: TakeHomeRegion): readonly TaxYear[] {
  return region === 'ie' ? ieTaxYears : ukTaxYears;
}

const ukLabel = (startYear: number) => `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;

// The tax year a date falls in: the UK's runs 6 April to 5 April, Ireland's is the calendar year. A date outside
// the years we hold rules for gets the nearest year we do hold (the newest, once a year ends and before its
// successor's rules are added), so a calculation never fails for want of a table.
export function taxYearOn(region: TakeHomeRegion, todayIso: string): TaxYear {
  const today = parseIsoDate(todayIso);
  if (!today) throw new RangeError(`not a date: ${todayIso}`);
  const years = supportedTaxYears(region);
  const startYear =
    region === 'ie' || today.month > 4 || (today.month === 4 && today.day >= 6) ? today.year : today.year - 1;
  const wanted = region === 'ie' ? String(startYear) : ukLabel(startYear);
  if (years.includes(wanted as TaxYear)) return wanted as TaxYear;
  const first = years[0] as TaxYear;
  const last = years[years.length - 1] as TaxYear;
  return Number.parseInt(wanted, 10) < Number.parseInt(first, 10) ? first : last;
}

// '2026/27', '2026-27', '2026/2027' and '2026-2027' name a UK tax year; '2026' an Irish one. Null when the text
// is not a supported year of that region.
export function parseTaxYear(region: TakeHomeRegion, raw: string): TaxYear | null {
  const text = raw.trim();
  const years = supportedTaxYears(region);
  if (region === 'ie') return years.includes(text as TaxYear) ? (text as TaxYear) : null;
  const match = /^(\d{4})\s*[/-]\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] as string;
  const endYear = end.length === 2 ? Number(end) : Number(end) % 100;
  if (endYear !== (start + 1) % 100 || (end.length === 4 && Number(end) !== start + 1)) return null;
  const label = ukLabel(start);
  return years.includes(label as TaxYear) ? (label as TaxYear) : null;
}
