import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, clientAge, personDateOfBirth } from './age.ts';
import { parseIsoDate } from './dates.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dateArb = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map(iso);

describe('ageInYears', () => {
  it('counts whole years, turning older on the birthday', () => {
    expect(ageInYears('1978-04-12', '2026-04-11')).toBe(47);
    expect(ageInYears('1978-04-12', '2026-04-12')).toBe(48);
    expect(ageInYears('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageInYears('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageInYears('2026-03-02', '2026-03-02')).toBe(0);
  });

  it('is null for invalid dates and births after today', () => {
    expect(ageInYears('1978-02-30', '2026-01-01')).toBeNull();
    expect(ageInYears('12/04/1978', '2026-01-01')).toBeNull();
    expect(ageInYears(null, '2026-01-01')).toBeNull();
    expect(ageInYears('2026-01-02', '2026-01-01')).toBeNull();
  });

  it('never decreases as today moves on, and agrees with a year-by-year count', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (a, b) => {
        const [born, today] = a <= b ? [a, b] : [b, a];
        const age = ageInYears(born, today);
        expect(age).not.toBeNull();
        const bd = parseIsoDate(born);
        const td = parseIsoDate(today);
        if (!bd || !td || age === null) return;
        expect(age).toBeGreaterThanOrEqual(td.year - bd.year - 1);
        expect(age).toBeLessThanOrEqual(td.year - bd.year);
        const next = new Date(`${today}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        expect(ageInYears(born, iso(next))).toBeGreaterThanOrEqual(age);
      }),
    );
  });
});

describe('clientAge', () => {
  const client = { name: 'A', joint_name: 'B', dob: '1978-04-12', joint_dob: '1980-09-03' };

  it('prefers the fact-find date of birth and falls back to the client record', () => {
    const doc = { personal_details_client1: { date_of_birth: '1990-01-01' } };
    expect(clientAge(1, doc, client, '2026-03-02')).toBe(36);
    expect(clientAge(2, doc, client, '2026-03-02')).toBe(45);
    expect(clientAge(1, { personal_details_client1: { date_of_birth: '' } }, client, '2026-03-02')).toBe(47);
    expect(personDateOfBirth(2, {}, { ...client, joint_dob: null })).toBeNull();
    expect(clientAge(1, {}, null, '2026-03-02')).toBeNull();
  });
});
