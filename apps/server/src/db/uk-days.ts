import { type SQL, sql } from 'drizzle-orm';

// "Every N days", as a person in the UK means it: a reminder sent on one UK calendar day is due again on the Nth
// UK day after, at the job's first run that day, whatever the hour of the first and however the clocks changed in
// between. N × 24 hours would not do: across the clocks going back (the last Sunday of October), a reminder sent
// at 00:05 BST is 23:05 GMT six days on after 7 × 24 h, so it came on the sixth UK day; across their going forward
// (the last Sunday of March), one sent at 23:30 GMT waited until 00:30 BST on the eighth.
// `since` is a timestamptz column or expression, `days` a number or an integer column; `today` is the UK day the
// job runs on (todayIso in packages/domain/src/factfind/dates.ts). Worked by hand in uk-days.test.ts; used by the
// document requests' overdue reminders, the annual reviews' check-in reminders and the signature reminders.
export function ukDaysSince(since: SQL, days: SQL | number, today: string): SQL {
  return sql`(${since} AT TIME ZONE 'Europe/London')::date + (${days})::int <= ${today}::date`;
}
