import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandSlotPattern, hasOverlap, isReminderDue, isWithinNotice } from './slots.ts';
import { toWallTime } from './zone.ts';

describe('slot patterns', () => {
  it('keeps a weekly 09:00 at 09:00 local across the spring change (a different UTC hour)', () => {
    const slots = expandSlotPattern({
      zone: 'Europe/London',
      dateFrom: '2026-03-23',
      dateTo: '2026-04-05',
      weekdays: [1, 3],
      times: ['09:00'],
      durationMinutes: 60,
    });
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-25T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-04-01T08:00:00.000Z',
    ]);
    expect(slots.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === 3_600_000)).toBe(true);
  });

  it('names one slot for one date and one time, and every day when no weekdays are given', () => {
    const one = { zone: 'Europe/Dublin', dateFrom: '2026-06-01', dateTo: '2026-06-01', times: ['14:30'] };
    expect(expandSlotPattern({ ...one, weekdays: [], durationMinutes: 30 })).toHaveLength(1);
    expect(
      expandSlotPattern({ ...one, dateTo: '2026-06-07', weekdays: [], durationMinutes: 30 }),
    ).toHaveLength(7);
  });

  it('puts every slot at its local time on an allowed weekday, whatever the zone and dates', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Europe/London', 'Europe/Dublin'),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 8, max: 18 }),
        (zone, startOffset, length, weekdays, hour) => {
          const from = new Date(Date.UTC(2024, 0, 1) + startOffset * 86_400_000).toISOString().slice(0, 10);
          const to = new Date(Date.UTC(2024, 0, 1) + (startOffset + length) * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const time = `${String(hour).padStart(2, '0')}:00`;
          const slots = expandSlotPattern({
            zone,
            dateFrom: from,
            dateTo: to,
            weekdays,
            times: [time],
            durationMinutes: 45,
          });
          for (const slot of slots) {
            const wall = toWallTime(zone, slot.startsAt);
            expect(wall.time).toBe(time);
            expect(wall.date >= from && wall.date <= to).toBe(true);
          }
          expect(hasOverlap(slots)).toBe(false);
        },
      ),
    );
  });

  it('finds overlapping times', () => {
    const slots = expandSlotPattern({
      zone: 'Europe/London',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-01',
      weekdays: [],
      times: ['09:00', '09:30'],
      durationMinutes: 60,
    });
    expect(hasOverlap(slots)).toBe(true);
  });
});

describe('notice and reminders', () => {
  const start = new Date('2026-06-10T09:00:00Z');
  it('refuses changes within 24 hours of the start', () => {
    expect(isWithinNotice(start, new Date('2026-06-09T09:00:00Z'))).toBe(false);
    expect(isWithinNotice(start, new Date('2026-06-09T09:00:01Z'))).toBe(true);
  });
  it('makes the reminder due from a day before until the start', () => {
    expect(isReminderDue(start, new Date('2026-06-09T08:59:59Z'))).toBe(false);
    expect(isReminderDue(start, new Date('2026-06-09T09:00:00Z'))).toBe(true);
    expect(isReminderDue(start, start)).toBe(false);
  });
});
