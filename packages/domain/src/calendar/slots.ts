import { addDays, daysBetween, fromWallTime, isoWeekday } from './zone.ts';

// The rules of the firm's calendar, shared by the server (which enforces them) and the web app (which says them).

// A client may book, move or cancel an appointment only up to this many hours before it starts; within that, they
// message their adviser (who can still cancel). It also keeps the adviser a day to prepare.
export const changeNoticeHours = 24;
// The reminder (notification and mail) goes out this long before the start: "the day before".
export const reminderLeadHours = 24;
// A pattern publishes at most this many slots over at most this many days, so one request cannot flood the table.
export const maxSlotsPerPattern = 200;
export const maxPatternDays = 92;
export const minDurationMinutes = 10;
export const maxDurationMinutes = 240;

const hour = 3_600_000;

export function isWithinNotice(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < changeNoticeHours * hour;
}

export function isReminderDue(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() <= reminderLeadHours * hour && startsAt.getTime() > now.getTime();
}

export type SlotPattern = {
  zone: string;
  // Inclusive, 'YYYY-MM-DD' in the zone; the same date twice for a single slot.
  dateFrom: string;
  dateTo: string;
  // ISO weekdays (1 Monday … 7 Sunday) the pattern repeats on; every day of the range when empty.
  weekdays: readonly number[];
  // Local start times 'HH:MM' on each of those days.
  times: readonly string[];
  durationMinutes: number;
};

export type SlotTime = { startsAt: Date; endsAt: Date };

// Every slot a weekly pattern names, in start order, each at its wall-clock time in the zone on its day (so a
// 09:00 slot stays at 09:00 local across a clock change, a different UTC hour). Durations are elapsed minutes.
export function expandSlotPattern(pattern: SlotPattern): SlotTime[] {
  const days = daysBetween(pattern.dateFrom, pattern.dateTo);
  const slots: SlotTime[] = [];
  const times = [...new Set(pattern.times)].sort();
  for (let i = 0; i <= days; i++) {
    const date = addDays(pattern.dateFrom, i);
    if (pattern.weekdays.length > 0 && !pattern.weekdays.includes(isoWeekday(date))) continue;
    for (const time of times) {
      const startsAt = fromWallTime(pattern.zone, { date, time });
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + pattern.durationMinutes * 60_000) });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

// Slots of one pattern that overlap one another (two times closer together than the duration).
export function hasOverlap(slots: readonly SlotTime[]): boolean {
  for (let i = 1; i < slots.length; i++) {
    const previous = slots[i - 1];
    const current = slots[i];
    if (previous && current && current.startsAt < previous.endsAt) return true;
  }
  return false;
}
