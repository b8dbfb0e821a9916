import { type Frequency, frequencies } from './template-fields.ts';

// An amount the fact-find gives with how often it is paid, as a year or a month. Sums are kept in whole pence (or
// cents) and rounded once, so totals do not depend on the order of the items.

const perYear: Record<Frequency, number> = {
  weekly: 52,
  fortnightly: 26,
  four_weekly: 13,
  monthly: 12,
  quarterly: 4,
  annually: 1,
};

export const isFrequency = (value: unknown): value is Frequency =>
  typeof value === 'string' && (frequencies as readonly string[]).includes(value);

// An amount in whole pence (or cents); 0 for anything that is not a positive amount.
export const toPence = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;

export const toMajor = (pence: number) => Math.round(pence) / 100;

// Pence a year of an amount paid at a frequency; an unknown frequency is read as `fallback` (the frequency
// the questionnaire shows until another is chosen).
export function yearlyPence(amount: unknown, frequency: unknown, fallback: Frequency): number {
  return toPence(amount) * perYear[isFrequency(frequency) ? frequency : fallback];
}

export function annualAmount(amount: unknown, frequency: unknown, fallback: Frequency): number {
  return toMajor(yearlyPence(amount, frequency, fallback));
}

export function monthlyAmount(amount: unknown, frequency: unknown, fallback: Frequency): number {
  return toMajor(yearlyPence(amount, frequency, fallback) / 12);
}
