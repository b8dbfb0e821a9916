import { addDaysIso, addMonthsIso } from '../risk/review.ts';

// The outcomes report's period (docs/outcomes-report.md): whole calendar months in UK time, from the first month to
// the last, both included; a calendar quarter unless the admin picks others.
export type MonthPeriod = { from: string; to: string };

export const outcomesMaxMonths = 24;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return monthPattern.test(value);
}

const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

// How many months the period covers (1 for a single month).
export function monthsIn(period: MonthPeriod): number {
  return indexOf(period.to) - indexOf(period.from) + 1;
}

// The calendar quarter that holds `today` (an ISO date): January–March, April–June, July–September, October–December.
export function quarterOf(today: string): MonthPeriod {
  const year = today.slice(0, 4);
  const first = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1;
  const month = (m: number) => `${year}-${String(m).padStart(2, '0')}`;
  return { from: month(first), to: month(first + 2) };
}

// The period's first and last days, as ISO dates.
export function periodDays(period: MonthPeriod): { firstDay: string; lastDay: string } {
  return {
    firstDay: `${period.from}-01`,
    lastDay: addDaysIso(addMonthsIso(`${period.to}-01`, 1), -1),
  };
}

const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

// The month `by` months after `month` (before it when negative).
export function shiftMonth(month: string, by: number): string {
  return monthAt(indexOf(month) + by);
}

// A pair of months put in order and within the longest period, keeping the one just chosen.
export function keepInRange(period: MonthPeriod, kept: 'from' | 'to'): MonthPeriod {
  const { from, to } = period;
  if (kept === 'from') {
    if (to < from) return { from, to: from };
    return monthsIn(period) > outcomesMaxMonths
      ? { from, to: shiftMonth(from, outcomesMaxMonths - 1) }
      : period;
  }
  if (to < from) return { from: to, to };
  return monthsIn(period) > outcomesMaxMonths ? { from: shiftMonth(to, 1 - outcomesMaxMonths), to } : period;
}

// The period a report asks for: both months as given; one alone starts or ends three months (a quarter's length);
// neither is the quarter holding today.
export function periodOf(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): MonthPeriod {
  if (asked.from && asked.to) return { from: asked.from, to: asked.to };
  if (asked.from) return { from: asked.from, to: shiftMonth(asked.from, 2) };
  if (asked.to) return { from: shiftMonth(asked.to, -2), to: asked.to };
  return quarterOf(today);
}
