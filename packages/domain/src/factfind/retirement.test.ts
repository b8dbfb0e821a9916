import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmployed, isRetired } from './employment.ts';
import { regionFromCountry } from './region.ts';
import { retirementDate } from './retirement.ts';

describe('retirementDate', () => {
  it('adds the desired retirement age to the date of birth as YYYY-MM', () => {
    expect(retirementDate('1978-04-12', 67, 'Employed')).toBe('2045-04');
    expect(retirementDate('1980-09-03', '60')).toBe('2040-09');
  });

  it('is empty for retired people and missing or invalid inputs', () => {
    expect(retirementDate('1978-04-12', 67, 'Retired')).toBe('');
    expect(retirementDate('', 67)).toBe('');
    expect(retirementDate('1978-04-12', null)).toBe('');
    expect(retirementDate('1978-04-12', '')).toBe('');
    expect(retirementDate('1978-04-12', 65.5)).toBe('');
    expect(retirementDate('1978-13-12', 65)).toBe('');
  });

  it('keeps the birth month and adds exactly the age to the year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2030 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 100 }),
        (year, month, day, age) => {
          const mm = String(month).padStart(2, '0');
          const dob = `${year}-${mm}-${String(day).padStart(2, '0')}`;
          expect(retirementDate(dob, age, 'Employed')).toBe(`${year + age}-${mm}`);
          expect(retirementDate(dob, age, 'Retired')).toBe('');
        },
      ),
    );
  });
});

describe('employment status', () => {
  it('counts Not Working and Retired as not employed, and only Retired as retired', () => {
    for (const status of ['Employed', 'Self-employed', 'Company director', 'Student', 'Homemaker']) {
      expect(isEmployed(status), status).toBe(true);
      expect(isRetired(status), status).toBe(false);
    }
    expect(isEmployed('Not Working')).toBe(false);
    expect(isRetired('Not Working')).toBe(false);
    expect(isEmployed('Retired')).toBe(false);
    expect(isRetired('Retired')).toBe(true);
    expect(isEmployed(undefined)).toBe(false);
    expect(isEmployed('')).toBe(false);
  });
});

describe('regionFromCountry', () => {
  it('maps United Kingdom and Ireland and keeps the default otherwise', () => {
    expect(regionFromCountry('United Kingdom', 'ie')).toBe('uk');
    expect(regionFromCountry('Ireland', 'uk')).toBe('ie');
    expect(regionFromCountry('Other', 'ie')).toBe('ie');
    expect(regionFromCountry(undefined, 'uk')).toBe('uk');
    expect(regionFromCountry('ireland', 'uk')).toBe('uk');
  });
});
