// Wall-clock time in the firm's zone (Europe/London or Europe/Dublin) and back, with the platform's Intl time-zone
// data and plain arithmetic: no Temporal (not in Node 20) and no library. Both zones are UTC+0 in winter and
// UTC+1 in summer (Ireland calls winter time the exception, but the offsets are the same), and clocks change at
// 01:00 UTC on the last Sundays of March and October.

export const firmTimeZones = ['Europe/London', 'Europe/Dublin'] as const;
export type FirmTimeZone = (typeof firmTimeZones)[number];

// A local date and time as the firm's people say it: 'YYYY-MM-DD' and 'HH:MM'.
export type WallTime = { date: string; time: string };

// One formatter per zone and style, made on first use (making one is slow next to formatting with it).
function cachedFormatter(
  cache: Map<string, Intl.DateTimeFormat>,
  zone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let formatter = cache.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
    cache.set(zone, formatter);
  }
  return formatter;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  return cachedFormatter(formatters, zone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function partsIn(zone: string, instant: Date): Parts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

// Minutes the zone is ahead of UTC at an instant (0 or 60 for the firm's zones).
export function offsetMinutes(zone: string, instant: Date): number {
  const p = partsIn(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// The wall-clock date and time in the zone at an instant.
export function toWallTime(zone: string, instant: Date): WallTime {
  const p = partsIn(zone, instant);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidDate(date: string): boolean {
  const m = datePattern.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

export function isValidTime(time: string): boolean {
  return timePattern.test(time);
}

function wallAsUtcMs({ date, time }: WallTime): number {
  const d = datePattern.exec(date);
  const t = timePattern.exec(time);
  if (!d || !t || !isValidDate(date)) throw new RangeError(`Not a wall time: ${date} ${time}`);
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
}

// The instant a wall-clock time in the zone names. Around a clock change it resolves as RFC 5545 and Temporal's
// 'compatible' do: a time skipped in spring (01:30 on the last Sunday of March) moves forward by the gap (02:30
// summer time); a time that happens twice in autumn (01:30 on the last Sunday of October) is the earlier one.
export function fromWallTime(zone: string, wall: WallTime): Date {
  const naive = wallAsUtcMs(wall);
  // The offset can only be one of those in force a day either side.
  const before = offsetMinutes(zone, new Date(naive - 86_400_000));
  const after = offsetMinutes(zone, new Date(naive + 86_400_000));
  const candidates = [...new Set([before, after])]
    .map((offset) => naive - offset * 60_000)
    .filter((ms) => wallAsUtcMs(toWallTime(zone, new Date(ms))) === naive)
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  if (earliest !== undefined) return new Date(earliest);
  // In the gap: read it with the offset before the change, which lands the same distance after it.
  return new Date(naive - before * 60_000);
}

// Calendar arithmetic on 'YYYY-MM-DD' dates, independent of any zone.
export function addDays(date: string, days: number): string {
  const ms = wallAsUtcMs({ date, time: '00:00' }) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

// ISO weekday: 1 Monday … 7 Sunday.
export function isoWeekday(date: string): number {
  const day = new Date(wallAsUtcMs({ date, time: '00:00' })).getUTCDay();
  return day === 0 ? 7 : day;
}

export function daysBetween(from: string, to: string): number {
  return Math.round(
    (wallAsUtcMs({ date: to, time: '00:00' }) - wallAsUtcMs({ date: from, time: '00:00' })) / 86_400_000,
  );
}

// The zone's short name at an instant, for showing beside a time: GMT or BST in London, GMT or IST in Dublin.
export function zoneAbbreviation(zone: string, instant: Date): string {
  const summer = offsetMinutes(zone, instant) !== 0;
  if (zone === 'Europe/Dublin') return summer ? 'IST' : 'GMT';
  if (zone === 'Europe/London') return summer ? 'BST' : 'GMT';
  const offset = offsetMinutes(zone, instant);
  const sign = offset < 0 ? '-' : '+';
  return `UTC${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

const longFormatters = new Map<string, Intl.DateTimeFormat>();

// "Tuesday 10 March 2026" in the zone.
export function formatDay(zone: string, instant: Date): string {
  const formatter = cachedFormatter(longFormatters, zone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // Composed from parts: engines disagree on the comma after the weekday.
  const part = (type: string) => formatter.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

// "Tuesday 10 March 2026, 09:00 GMT": what a person reads in a notice or mail, with the zone named.
export function formatWhen(zone: string, instant: Date): string {
  return `${formatDay(zone, instant)}, ${toWallTime(zone, instant).time} ${zoneAbbreviation(zone, instant)}`;
}
