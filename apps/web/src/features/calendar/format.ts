import { formatDay, toWallTime, zoneAbbreviation } from '@atrium/domain/calendar/zone';
import type { Appointment, Slot } from '@atrium/domain/contract/calendar';
import type { PersonRef } from '@atrium/domain/contract/fields';
import { youOr } from '@atrium/domain/factfind/perspective';

// Times are shown in the firm's zone (the one each slot was published in), whatever the browser's zone, with the
// zone named: "10:00–11:00 GMT".

type Timed = Pick<Slot | Appointment, 'starts_at' | 'ends_at' | 'time_zone'>;

export function dayOf(item: Timed): string {
  return formatDay(item.time_zone, new Date(item.starts_at));
}

export function timeRangeOf(item: Timed): string {
  const start = new Date(item.starts_at);
  const from = toWallTime(item.time_zone, start).time;
  const to = toWallTime(item.time_zone, new Date(item.ends_at)).time;
  return `${from}–${to} ${zoneAbbreviation(item.time_zone, start)}`;
}

export function whenOf(item: Timed): string {
  return `${dayOf(item)}, ${timeRangeOf(item)}`;
}

// Slots by the firm's local day, in time order.
export function groupByDay<T extends Timed>(items: readonly T[]): { day: string; key: string; items: T[] }[] {
  const groups = new Map<string, { day: string; key: string; items: T[] }>();
  for (const item of [...items].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const key = toWallTime(item.time_zone, new Date(item.starts_at)).date;
    const group = groups.get(key) ?? { day: dayOf(item), key, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function zoneLabel(zone: string): string {
  const now = new Date();
  return `${zone.replace('_', ' ')} time (${zoneAbbreviation(zone, now)} now)`;
}

// A calendar page's two lists: the booked appointments still to end, in order, and the rest (held or cancelled),
// newest first.
export function splitUpcoming(appointments: readonly Appointment[]): {
  upcoming: Appointment[];
  rest: Appointment[];
} {
  const now = new Date().toISOString();
  const isUpcoming = (a: Appointment) => a.status === 'booked' && a.ends_at > now;
  return {
    upcoming: appointments.filter(isUpcoming),
    rest: appointments.filter((a) => !isUpcoming(a)).reverse(),
  };
}

// Who wrote an appointment's notes or reason, as the reader says it: "you" for themselves, else the person's name
// (a partner of the household or someone at the firm; perspective.ts youOr). Null when nobody is known.
export function writerOf(person: PersonRef | null, readerId: number | null): string | null {
  return person ? youOr(person.id, readerId ?? 0, person.name) : null;
}
