import { addMonthsIso } from '../risk/review.ts';

// The rules of document requests that the server, its job and the screens share (docs/document-requests.md).

// Reminders: one when the due date is this many days away (or nearer), then after the due date every so many days,
// at most so many times; each by notice and mail (the alert preferences apply).
export const documentRequestReminders = { dueSoonDays: 3, overdueEveryDays: 7, overdueMax: 4 } as const;

// Past its due date ('YYYY-MM-DD' strings compare as dates).
export const isOverdueOn = (dueDate: string, today: string) => dueDate < today;

// Occurrence `occurrence` (1 = the first) of a recurring request: its period starts and its due date fall whole
// months after the first's, each counted from the first (so 31 January, monthly, gives 28 February then 31 March,
// not 28 March).
export function occurrenceDates(
  first: { startsOn: string; dueDate: string },
  everyMonths: number,
  occurrence: number,
): { startsOn: string; dueDate: string } {
  const months = everyMonths * (occurrence - 1);
  return { startsOn: addMonthsIso(first.startsOn, months), dueDate: addMonthsIso(first.dueDate, months) };
}
