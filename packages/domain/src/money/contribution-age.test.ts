import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { irishPrsiEndDate, monthsLiable, ukStatePensionDate } from './contribution-age.ts';
import { calculateTakeHome } from './take-home.ts';

const money = (value: number) => Math.round(value * 100);

describe('UK State Pension age (Pensions Acts 2011 and 2014)', () => {
  it.each([
    ['1954-10-06', '2020-10-06'],
    ['1959-07-20', '2025-07-20'],
    // Schedule 12: born 6 April – 5 May 1960, 66 years and 1 month; each later month one more.
    ['1960-04-06', '2026-05-06'],
    ['1960-05-05', '2026-06-05'],
    ['1960-05-06', '2026-07-06'],
    ['1960-08-31', '2027-01-31'],
    ['1961-03-05', '2028-02-05'],
    // From 6 March 1961: 67.
    ['1961-03-06', '2028-03-06'],
    // 29 February: the 28th in a year without it.
    ['1976-02-29', '2043-02-28'],
    // Born after 5 April 1978: 68 (Pensions Act 2007), not 67 as this case once expected.
    ['1980-02-29', '2048-02-29'],
  ])('born %s: %s', (born, date) => {
    expect(ukStatePensionDate(born)).toBe(date);
  });

  it('is unknown without a valid date of birth', () => {
    expect(ukStatePensionDate(null)).toBeNull();
    expect(ukStatePensionDate('1960-02-30')).toBeNull();
  });

  it('is always between 66 and 67 years after birth, and never earlier for a later birth', () => {
    const day = fc.date({
      min: new Date('1954-10-06T00:00:00Z'),
      max: new Date('1977-04-05T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [first, second] = a <= b ? [a, b] : [b, a];
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        const x = ukStatePensionDate(iso(first)) as string;
        const y = ukStatePensionDate(iso(second)) as string;
        expect(x <= y).toBe(true);
        const years = Number(x.slice(0, 4)) - first.getUTCFullYear();
        expect(years).toBeGreaterThanOrEqual(66);
        expect(years).toBeLessThanOrEqual(67);
      }),
    );
  });
});

// Pensions Act 1995 Schedule 4 paragraph 1 as amended by the Pensions Act 2007 (Schedule 3): born 6 April 1977 –
// 5 April 1978, a fixed day from 6 May 2044 (born 6 April – 5 May 1977), two months later for each later month of
// birth, to 6 March 2046 (born 6 March – 5 April 1978); born from 6 April 1978, 68. The same table as gov.uk's
// "Check your State Pension age" (alphagov smart-answers, StatePensionDateQuery).
describe('UK State Pension age 67 to 68 (Pensions Act 2007)', () => {
  it.each([
    // The last births at 67.
    ['1977-04-05', '2044-04-05'],
    ['1977-04-06', '2044-05-06'],
    ['1977-05-05', '2044-05-06'],
    ['1977-05-06', '2044-07-06'],
    ['1977-08-31', '2045-01-06'],
    ['1977-12-10', '2045-09-06'],
    ['1978-02-05', '2045-11-06'],
    ['1978-03-06', '2046-03-06'],
    ['1978-04-05', '2046-03-06'],
    // From 6 April 1978: the 68th birthday.
    ['1978-04-06', '2046-04-06'],
    ['1985-07-14', '2053-07-14'],
    ['1996-02-29', '2064-02-29'],
  ])('born %s: %s', (born, date) => {
    expect(ukStatePensionDate(born)).toBe(date);
  });

  it('is between 67 and 68 years after birth through the phasing, and never earlier for a later birth', () => {
    const day = fc.date({
      min: new Date('1977-04-06T00:00:00Z'),
      max: new Date('1990-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [first, second] = a <= b ? [a, b] : [b, a];
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        const x = ukStatePensionDate(iso(first)) as string;
        const y = ukStatePensionDate(iso(second)) as string;
        expect(x <= y).toBe(true);
        expect(x > `${first.getUTCFullYear() + 67}${iso(first).slice(4)}`).toBe(true);
        expect(x <= `${first.getUTCFullYear() + 68}${iso(first).slice(4)}`).toBe(true);
      }),
    );
  });
});

describe('monthly pay days still liable', () => {
  it('counts the pay days (each month’s last day) before the end date', () => {
    // UK 2026/27 from April; State Pension age on 3 June: April's and May's pay days carry NI, June's does not.
    expect(monthsLiable({ year: 2026, month: 4 }, '2026-06-03').filter(Boolean)).toHaveLength(2);
    // Reached on a pay day: that pay day is after it.
    expect(monthsLiable({ year: 2026, month: 4 }, '2026-04-30').filter(Boolean)).toHaveLength(0);
    expect(monthsLiable({ year: 2026, month: 4 }, '2020-01-01').filter(Boolean)).toHaveLength(0);
    expect(monthsLiable({ year: 2026, month: 4 }, '2040-01-01').filter(Boolean)).toHaveLength(12);
    expect(monthsLiable({ year: 2026, month: 4 }, null).filter(Boolean)).toHaveLength(12);
  });
});

describe('take-home pay around pension age', () => {
  const uk = (statePensionDate: string | null) =>
    calculateTakeHome({
      region: 'uk',
      taxYear: '2026/27',
      gross: money(30_000),
      pensionPercent: 0,
      pensionMethod: 'net_pay',
      studentLoans: [],
      statePensionDate,
    });

  it('UK: no employee NI after State Pension age; a part of the year in the year it is reached', () => {
    const full = uk(null);
    // 17,430 × 8 %.
    expect(full.nationalInsurance).toBe(money(1_394.4));
    expect(uk('2025-07-20').nationalInsurance).toBe(0);
    // Reached on 3 June 2026: April and May only.
    expect(uk('2026-06-03').nationalInsurance).toBe(money(1_394.4 * (2 / 12)));
    // Income tax is unchanged.
    expect(uk('2025-07-20').incomeTax).toBe(full.incomeTax);
  });

  const ie = (salary: number, age: number | null, prsiEndsOn: string | null = null) =>
    calculateTakeHome({
      region: 'ie',
      taxYear: '2026',
      gross: money(salary),
      pensionPercent: 0,
      pensionMethod: 'net_pay',
      age,
      prsiEndsOn,
    });

  it('Ireland: the reduced USC from 70 with income up to €60,000', () => {
    // 12,012 × 0.5 % + 37,988 × 2 %.
    expect(ie(50_000, 70).usc).toBe(money(60.06 + 759.76));
    expect(ie(50_000, 69).usc).toBe(ie(50_000, null).usc);
    expect(ie(60_000, 75).usc).toBe(money(60.06 + 959.76));
    // Over the limit, the ordinary bands from the first euro.
    expect(ie(60_001, 75).usc).toBe(ie(60_001, 40).usc);
    // The exemption still comes first.
    expect(ie(12_000, 80).usc).toBe(0);
  });

  it('Ireland: no employee PRSI from the 66th birthday', () => {
    expect(irishPrsiEndDate('1960-03-15')).toBe('2026-03-15');
    const full = ie(36_000, 65);
    expect(full.prsi).toBe(money(1_525.5));
    // January's and February's pay days only, at 4.2 %: 36,000 × 4.2 % × 2/12.
    expect(ie(36_000, 66, '2026-03-15').prsi).toBe(money(252));
    expect(ie(36_000, 67, '2025-03-15').prsi).toBe(0);
  });
});
