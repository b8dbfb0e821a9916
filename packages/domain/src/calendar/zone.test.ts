import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  firmTimeZones,
  formatWhen,
  fromWallTime,
  isoWeekday,
  offsetMinutes,
  toWallTime,
  zoneAbbreviation,
} from './zone.ts';

const hh = (n: number) => String(n).padStart(2, '0');
// Last Sunday of a month: where the firm's zones change their clocks.
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  const day = last.getUTCDay();
  return new Date(Date.UTC(year, month - 1, last.getUTCDate() - day)).toISOString().slice(0, 10);
}

describe('the firm zones across clock changes', () => {
  it('knows 2026: BST from 29 March 01:00 UTC to 25 October 01:00 UTC', () => {
    expect(offsetMinutes('Europe/London', new Date('2026-03-29T00:59:59Z'))).toBe(0);
    expect(offsetMinutes('Europe/London', new Date('2026-03-29T01:00:00Z'))).toBe(60);
    expect(offsetMinutes('Europe/London', new Date('2026-10-25T00:59:59Z'))).toBe(60);
    expect(offsetMinutes('Europe/London', new Date('2026-10-25T01:00:00Z'))).toBe(0);
    expect(zoneAbbreviation('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('BST');
    expect(zoneAbbreviation('Europe/Dublin', new Date('2026-07-01T12:00:00Z'))).toBe('IST');
    expect(zoneAbbreviation('Europe/Dublin', new Date('2026-01-01T12:00:00Z'))).toBe('GMT');
  });

  it('puts 09:00 local at 09:00Z in winter and 08:00Z in summer', () => {
    expect(fromWallTime('Europe/London', { date: '2026-03-27', time: '09:00' }).toISOString()).toBe(
      '2026-03-27T09:00:00.000Z',
    );
    expect(fromWallTime('Europe/London', { date: '2026-03-30', time: '09:00' }).toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    expect(fromWallTime('Europe/Dublin', { date: '2026-10-26', time: '09:00' }).toISOString()).toBe(
      '2026-10-26T09:00:00.000Z',
    );
  });

  it('moves a skipped spring time forward and reads a repeated autumn time as the earlier', () => {
    expect(fromWallTime('Europe/London', { date: '2026-03-29', time: '01:30' }).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(toWallTime('Europe/London', new Date('2026-03-29T01:30:00Z'))).toEqual({
      date: '2026-03-29',
      time: '02:30',
    });
    expect(fromWallTime('Europe/London', { date: '2026-10-25', time: '01:30' }).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  const zone = fc.constantFrom(...firmTimeZones);
  const year = fc.integer({ min: 2000, max: 2037 });

  it('round-trips every wall time that exists, on and around change days', () => {
    fc.assert(
      fc.property(
        zone,
        year,
        fc.constantFrom(3, 10),
        fc.integer({ min: -1, max: 1 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (z, y, month, shift, h, m) => {
          const date = addDays(lastSunday(y, month), shift);
          const wall = { date, time: `${hh(h)}:${hh(m)}` };
          const instant = fromWallTime(z, wall);
          const back = toWallTime(z, instant);
          const inSpringGap = month === 3 && shift === 0 && h === 1;
          if (inSpringGap) {
            // 01:xx does not exist that night; it becomes 02:xx summer time.
            expect(back).toEqual({ date, time: `02:${hh(m)}` });
          } else {
            expect(back).toEqual(wall);
          }
          // The autumn hour that happens twice resolves to its first (summer time) occurrence.
          if (month === 10 && shift === 0 && h === 1) expect(offsetMinutes(z, instant)).toBe(60);
        },
      ),
    );
  });

  it('agrees with the offset in force: local = UTC + offset, for any instant', () => {
    fc.assert(
      fc.property(zone, fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) }), (z, ms) => {
        const instant = new Date(Math.floor(ms / 60_000) * 60_000);
        const offset = offsetMinutes(z, instant);
        expect([0, 60]).toContain(offset);
        const wall = toWallTime(z, instant);
        const shifted = new Date(instant.getTime() + offset * 60_000).toISOString();
        expect(`${wall.date}T${wall.time}`).toBe(shifted.slice(0, 16));
      }),
    );
  });

  it('adds days and names weekdays on the calendar, not in hours', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
  });
});

describe('formatted times', () => {
  it('names the day, the local time and the zone in force', () => {
    expect(formatWhen('Europe/London', new Date('2026-03-30T08:00:00Z'))).toBe(
      'Monday 30 March 2026, 09:00 BST',
    );
    expect(formatWhen('Europe/Dublin', new Date('2026-12-01T14:30:00Z'))).toBe(
      'Tuesday 1 December 2026, 14:30 GMT',
    );
  });
});
