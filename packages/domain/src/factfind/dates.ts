// Calendar dates as 'YYYY-MM-DD' strings, compared and aged without time zones.
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarDate = { year: number; month: number; day: number };

export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = isoDatePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

// One formatter per time zone: constructing an Intl.DateTimeFormat costs far more than formatting with
// one, and validation asks for today once per date field (seen in the bench:save and bench:read profiles).
// Formatting is still the costliest part of a save's checks, so each zone also keeps its last answer for the
// minute it was asked in: a day starts on a whole minute in every zone in use (offsets are whole quarter hours).
const dayFormatters = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();

// Today's calendar date where the firm's clients are (the UK and Ireland share a clock).
export function todayIso(now: Date = new Date(), timeZone = 'Europe/London'): string {
  const minute = Math.floor(now.getTime() / 60_000);
  let zone = dayFormatters.get(timeZone);
  if (!zone) {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zone = { format, minute, day: format.format(now) };
    dayFormatters.set(timeZone, zone);
  } else if (zone.minute !== minute) {
    zone.minute = minute;
    zone.day = zone.format.format(now);
  }
  return zone.day;
}

export function compareIsoDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
