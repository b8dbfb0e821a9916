import { todayIso } from '@atrium/domain/factfind/dates';

// UK days and times for the tests of things done on UK calendar days (db/uk-days.ts): the instant a clock in London
// shows `time` on `day`, BST or GMT as London keeps that day; the day `days` after `day`; and the UK days a job run
// at 00:05 and 23:30 each day (near both ends of the UK day) did something on.

export function ukTime(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(guess)
      .map((part) => [part.type, part.value]),
  );
  const shown = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Runs `run` at 00:05 and 23:30 UK time on each day from `first` to `last`, answering the UK days on which it
// answered more than nothing.
export async function ukDaysActed(
  first: string,
  last: string,
  run: (at: Date) => Promise<number>,
): Promise<string[]> {
  const acted: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    for (const time of ['00:05', '23:30']) {
      const at = ukTime(day, time);
      if ((await run(at)) > 0) acted.push(todayIso(at));
    }
  }
  return acted;
}
