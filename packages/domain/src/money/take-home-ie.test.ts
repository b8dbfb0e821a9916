import { describe, expect, it } from 'vitest';
import { ieIncomeTaxOver65, ieReliefLimitBp } from './ie-income-tax.ts';
import { type IeTaxYear, ieTaxRules } from './ie-tax-rules.ts';
import { calculateTakeHome } from './take-home.ts';

const euros = (value: number) => Math.round(value * 100);

function ie(
  salary: number,
  options: { taxYear?: IeTaxYear; pensionPercent?: number; age?: number | null } = {},
) {
  return calculateTakeHome({
    region: 'ie',
    taxYear: options.taxYear ?? '2026',
    gross: euros(salary),
    pensionPercent: options.pensionPercent ?? 0,
    pensionMethod: 'net_pay',
    age: options.age ?? null,
  });
}

// Grant Thornton Ireland, "How will Budget 2026 affect you", single person on the average wage of €36,000
// (post-Budget 2026: income tax €3,200, USC €613, PRSI €1,526, take-home €30,662; pre-Budget, i.e. 2025's USC
// bands and PRSI at 4.1 %/4.2 %: USC €626, PRSI €1,485). Revenue's rates: 20 % to €44,000, personal and employee
// credits €2,000 each; USC 0.5 % to €12,012, 2 % to €28,700 (2025: €27,382), 3 % to €70,044, 8 % above.
describe('Ireland 2026 (Revenue rates; Grant Thornton Budget 2026 example)', () => {
  it('€36,000 single: the published figures, to the euro', () => {
    const result = ie(36_000);
    expect(result).toMatchObject({
      incomeTax: euros(3_200),
      nationalInsurance: 0,
      usc: euros(612.82),
      // 36,000 × 4.2 % for nine months and 4.35 % for three: 1,134 + 391.50.
      prsi: euros(1_525.5),
      pension: 0,
      studentLoan: 0,
      net: euros(30_661.68),
      taxYear: '2026',
      region: 'ie',
    });
    expect(Math.round(result.usc / 100)).toBe(613);
    expect(Math.round(result.prsi / 100)).toBe(1_526);
    expect(Math.round(result.net / 100)).toBe(30_662);
  });

  it('€80,000: 40 % above €44,000 and USC at 8 % above €70,044', () => {
    expect(ie(80_000)).toMatchObject({
      incomeTax: euros(8_800 + 14_400 - 4_000),
      usc: euros(60.06 + 333.76 + 1_240.32 + 796.48),
      prsi: euros(3_390),
      net: euros(54_979.38),
    });
  });
});

describe('Ireland 2025', () => {
  it('€36,000 single: USC €626 and PRSI €1,485 (4.1 % to September, 4.2 % from October)', () => {
    expect(ie(36_000, { taxYear: '2025' })).toMatchObject({
      incomeTax: euros(3_200),
      usc: euros(626),
      prsi: euros(1_485),
      taxYear: '2025',
    });
  });
});

describe('PRSI on a rate change within the year', () => {
  it('holds the rates for nine months and three months', () => {
    for (const taxYear of ['2025', '2026'] as const) {
      const [before, after] = ieTaxRules[taxYear].prsi.periods;
      expect(before).toMatchObject({ from: `${taxYear}-01-01`, to: `${taxYear}-09-30` });
      expect(after).toMatchObject({ from: `${taxYear}-10-01`, to: `${taxYear}-12-31` });
    }
    expect(ieTaxRules['2026'].prsi.periods.map((period) => period.rateBp)).toEqual([420, 435]);
  });
});

describe('the steps Irish law has', () => {
  it('exempts total income up to €13,000 from USC, then charges it from the first euro', () => {
    expect(ie(13_000).usc).toBe(0);
    // 0.5 % of €12,012 and 2 % of the rest, in cents, to within the penny the rounding may move.
    expect(Math.abs(ie(13_000.01).usc - (6_006 + (1_300_001 - 1_201_200) * 0.02))).toBeLessThanOrEqual(1);
    expect(ie(13_000.01).net).toBeLessThan(ie(13_000).net);
  });

  it('charges no PRSI up to €352 a week, then PRSI less the tapered credit (€12 less a sixth of the excess)', () => {
    expect(ie(352 * 52).prsi).toBe(0);
    // €20,000: €384.62 a week; credit 12 − 32.62 / 6.
    const weekly = 20_000 / 52;
    const credit = 12 - (weekly - 352) / 6;
    const exact = 52 * (0.75 * (weekly * 0.042 - credit) + 0.25 * (weekly * 0.0435 - credit));
    expect(Math.abs(ie(20_000).prsi - exact * 100)).toBeLessThanOrEqual(1);
    // From €424 a week the credit is gone.
    expect(Math.abs(ie(424 * 52).prsi - 424 * 52 * 4.2375)).toBeLessThanOrEqual(1);
  });

  it('takes no income tax when the credits cover it, and caps the employee credit at 20 % of pay', () => {
    expect(ie(20_000).incomeTax).toBe(0);
    // €12,000 × 20 % = 2,400 of tax; credits 2,000 + min(2,000, 2,400).
    expect(ie(12_000).incomeTax).toBe(0);
  });
});

// revenue.ie "Tax relief for pension contributions": relief at the marginal rate, income tax only, up to an
// age-related share of earnings capped at €115,000.
describe('pension contributions', () => {
  it('relieves income tax but not USC or PRSI', () => {
    const withPension = ie(60_000, { pensionPercent: 10, age: 45 });
    const without = ie(60_000);
    expect(withPension.pension).toBe(euros(6_000));
    expect(without.incomeTax - withPension.incomeTax).toBe(euros(6_000 * 0.4));
    expect(withPension.usc).toBe(without.usc);
    expect(withPension.prsi).toBe(without.prsi);
  });

  it('relieves only up to the age-related limit: 20 % at 35', () => {
    expect(ie(60_000, { pensionPercent: 25, age: 35 })).toMatchObject({
      pension: euros(15_000),
      incomeTax: euros(8_800 + 1_600 - 4_000),
      usc: euros(1_332.82),
      prsi: euros(2_542.5),
      net: euros(34_724.68),
    });
  });

  it('caps relievable earnings at €115,000', () => {
    const result = ie(200_000, { pensionPercent: 40, age: 61 });
    const reliefCapped = ie(200_000, { pensionPercent: 23, age: 61 });
    expect(result.incomeTax).toBe(reliefCapped.incomeTax);
  });

  it.each([
    [25, 1500],
    [30, 2000],
    [45, 2500],
    [52, 3000],
    [57, 3500],
    [66, 4000],
    [null, 4000],
  ])('age %s relieves up to %i bp of earnings', (age, limit) => {
    expect(ieReliefLimitBp(age, ieTaxRules['2026'].pensionRelief)).toBe(limit);
  });
});

// revenue.ie "Age tax credit": €245 for a single person aged 65 or over at any time in the year (since 2015);
// "Exemption limits": no income tax on total income up to €18,000 from 65 (since 2008), marginal relief at 40 %
// on the excess above it.
describe('Ireland from 65: the age tax credit and the exemption limit', () => {
  it.each(['2025', '2026'] as const)(
    '%s: the €245 age credit from 65 reached in the year, not at 64',
    (taxYear) => {
      const at64 = ie(36_000, { taxYear, age: 64 });
      const at65 = ie(36_000, { taxYear, age: 65 });
      expect(at64.incomeTax).toBe(euros(3_200));
      expect(at65.incomeTax).toBe(euros(2_955));
      expect(at65.net - at64.net).toBe(euros(245));
      expect(ie(36_000, { taxYear, age: null }).incomeTax).toBe(euros(3_200));
      expect(ie(36_000, { taxYear, age: 80 }).incomeTax).toBe(euros(2_955));
    },
  );

  it('no income tax at or below €18,000; just above, the lower of the ordinary tax and 40 % of the excess', () => {
    const { over65 } = ieTaxRules['2026'];
    expect(over65).toEqual({
      fromAge: 65,
      ageCredit: euros(245),
      exemptionLimit: euros(18_000),
      marginalReliefBp: 4000,
    });
    expect(ieIncomeTaxOver65(euros(18_000), euros(500), over65)).toBe(0);
    expect(ieIncomeTaxOver65(euros(17_999.99), euros(500), over65)).toBe(0);
    expect(ieIncomeTaxOver65(euros(18_001), euros(500), over65)).toBe(euros(0.4));
    expect(ieIncomeTaxOver65(euros(19_000), euros(500), over65)).toBe(euros(400));
    expect(ieIncomeTaxOver65(euros(20_000), euros(500), over65)).toBe(euros(500));
    expect(ieIncomeTaxOver65(euros(30_000), -euros(100), over65)).toBe(0);
  });

  it('never taxes an employee of 65 or over more than 40 % of income above the limit', () => {
    for (const salary of [15_000, 18_000, 18_001, 21_000, 21_300, 25_000, 60_000]) {
      const result = ie(salary, { age: 66 });
      expect(result.incomeTax, String(salary)).toBeLessThanOrEqual(
        Math.max(0, Math.ceil(((euros(salary) - euros(18_000)) * 40) / 100)),
      );
    }
    // The personal, employee and age credits already clear the tax up to €21,225: 20 % on the rest.
    expect(ie(21_225, { age: 65 }).incomeTax).toBe(0);
    expect(ie(22_225, { age: 65 }).incomeTax).toBe(euros(200));
  });
});
