import { parseIsoDate, todayIso } from '../factfind/dates.ts';

// When a completed risk profile is due for review (docs/attitude-to-risk.md, "Review dates"): a number of months
// after the day it was completed, a firm setting between these bounds.
export const riskReviewMonthsDefault = 12;
export const riskReviewMonthsMin = 1;
export const riskReviewMonthsMax = 60;

// The client is reminded this many days before the review date, and the adviser's dashboard lists a profile from
// then on (and while it is overdue).
export const riskReviewNoticeDays = 30;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// 'YYYY-MM-DD' plus whole months; a day the target month lacks becomes its last day (31 January + 1 month is
// 28 or 29 February), as PostgreSQL's date + interval does.
export function addMonthsIso(date: string, months: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not an ISO date: ${date}`);
  const index = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(parsed.day, lastDay))}`;
}

export function addDaysIso(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not an ISO date: ${date}`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days)).toISOString().slice(0, 10);
}

// The review date of a result completed at `completedAt` (its UK calendar day) under a firm's setting.
export function riskReviewDueOn(completedAt: Date, months: number): string {
  return addMonthsIso(todayIso(completedAt), months);
}
