import { describe, expect, it } from 'vitest';
import {
  calculateHouseholdTax,
  calculateIncomeTax,
  noIncome,
  type PersonTaxYear,
  type YearIncomes,
} from './income-tax.ts';
import { calculateTakeHome } from './take-home.ts';

const money = (value: number) => Math.round(value * 100);

function person(
  region: PersonTaxYear['region'],
  incomes: Partial<YearIncomes>,
  dateOfBirth = '1981-05-01',
  taxYear: PersonTaxYear['taxYear'] = region === 'ie' ? '2026' : '2026/27',
): PersonTaxYear {
  const inMinor = Object.fromEntries(
    Object.entries(incomes).map(([key, value]) => [key, typeof value === 'number' ? money(value) : value]),
  );
  return { region, taxYear, dateOfBirth, incomes: { ...noIncome, ...inMinor } };
}

// UK 2026/27 (gov.uk "Income Tax rates and Personal Allowances", "Self-employed National Insurance rates"):
// allowance £12,570, 20 % to £50,270, 40 % above; Class 1 8 % from £12,570 to £50,270, 2 % above; Class 4 6 % on
// profits from £12,570 to £50,270, 2 % above; Class 2 no longer due (voluntary only, from 6 April 2024).
describe('UK: a self-employed profit pays Class 4, not Class 1', () => {
  it('£40,000 of profit: income tax £5,486, Class 4 £1,645.80, no Class 1', () => {
    // (40,000 − 12,570) × 20 % = 5,486; × 6 % = 1,645.80.
    expect(calculateIncomeTax(person('uk', { selfEmployed: 40_000 }))).toMatchObject({
      gross: money(40_000),
      incomeTax: money(5_486),
      class4: money(1_645.8),
      nationalInsurance: 0,
      net: money(40_000 - 5_486 - 1_645.8),
    });
  });

  it('£60,000 of salary and £20,000 of profit: one allowance, Class 1 on pay and Class 4 on profit', () => {
    // Income tax on £80,000: 37,700 × 20 % + (80,000 − 50,270) × 40 % = 7,540 + 11,892 = 19,432.
    // Class 1 on £60,000: 37,700 × 8 % + 9,730 × 2 % = 3,016 + 194.60. Class 4 on £20,000: 7,430 × 6 % = 445.80.
    expect(calculateIncomeTax(person('uk', { employment: 60_000, selfEmployed: 20_000 }))).toMatchObject({
      incomeTax: money(19_432),
      nationalInsurance: money(3_210.6),
      class4: money(445.8),
    });
  });

  it('over State Pension age on 6 April: no Class 4 for that tax year', () => {
    // Born 1 March 1958: 66 on 1 March 2024, so over it on 6 April 2026.
    expect(calculateIncomeTax(person('uk', { selfEmployed: 40_000 }, '1958-03-01')).class4).toBe(0);
  });

  it('rent is taxed as income with no NI; the salary alone pays NI', () => {
    // (30,000 + 12,000 − 12,570) × 20 % = 5,886; NI (30,000 − 12,570) × 8 % = 1,394.40.
    expect(calculateIncomeTax(person('uk', { employment: 30_000, rental: 12_000 }))).toMatchObject({
      incomeTax: money(5_886),
      nationalInsurance: money(1_394.4),
      class4: 0,
    });
  });

  it('a salary alone is exactly the take-home engine’s answer', () => {
    const alone = calculateIncomeTax(
      person('scotland', {
        employment: 48_123.45,
        pensionContribution: 2_406.17,
        pensionMethod: 'salary_sacrifice',
        studentLoans: ['plan4'],
      }),
    );
    const takeHome = calculateTakeHome({
      region: 'scotland',
      taxYear: '2026/27',
      gross: money(48_123.45),
      pensionPercent: 5,
      pensionMethod: 'salary_sacrifice',
      studentLoans: ['plan4'],
      statePensionDate: '2048-05-01',
    });
    expect(alone).toMatchObject({
      incomeTax: takeHome.incomeTax,
      nationalInsurance: takeHome.nationalInsurance,
      pension: takeHome.pension,
      studentLoan: takeHome.studentLoan,
      net: takeHome.net,
    });
  });
});

// Ireland 2026 (revenue.ie "Tax rates, bands and reliefs", "USC rates and thresholds"): 20 % to €44,000 single,
// personal credit €2,000, employee credit €2,000 (at most 20 % of PAYE income), earned income credit €2,000 (with
// the employee credit at most €2,000); USC 0.5 % to €12,012, 2 % to €28,700, 3 % to €70,044, 8 % above.
describe('Ireland: the employee credit follows the kind of income', () => {
  it('an ARF distribution gets no employee credit: €30,000 at 62 pays €4,000, not €2,000', () => {
    // 30,000 × 20 % = 6,000 − personal credit 2,000 = 4,000 (revenue.ie "Employee Tax Credit" lists pay, occupational
    // pensions and Department of Social Protection income; an ARF distribution is none of them).
    // USC on 30,000: 60.06 + 333.76 + (30,000 − 28,700) × 3 % = 432.82.
    expect(calculateIncomeTax(person('ie', { pensionDrawdown: 30_000 }, '1964-06-01'))).toMatchObject({
      incomeTax: money(4_000),
      usc: money(432.82),
      prsi: 0,
    });
  });

  it('an occupational pension of €30,000 at 62 does get it: €2,000', () => {
    expect(calculateIncomeTax(person('ie', { occupationalPension: 30_000 }, '1964-06-01')).incomeTax).toBe(
      money(2_000),
    );
  });

  it('the State Pension (Contributory) gets it too, and pays no USC', () => {
    // 67 in 2026: State Pension €15,563.60 and ARF €14,436.40 = €30,000, over the €18,000 exemption. Ordinary tax
    // 6,000 − (2,000 + employee credit min(2,000, 20 % × 15,563.60) + age credit 245) = 1,755, below marginal relief
    // (40 % × 12,000 = 4,800). citizensinformation.ie "Taxation of social welfare payments": with a taxable social
    // welfare payment "you also get an Employee Tax Credit". USC on the ARF alone: 60.06 + 2,424.40 × 2 % = 108.55.
    expect(
      calculateIncomeTax(person('ie', { statePension: 15_563.6, pensionDrawdown: 14_436.4 }, '1959-02-01')),
    ).toMatchObject({ incomeTax: money(1_755), usc: money(108.55) });
  });

  it('self-employed profit of €120,000: the earned income credit, the USC surcharge and class S PRSI', () => {
    // Income tax 8,800 + 76,000 × 40 % − (2,000 + 2,000) = 35,200. USC 60.06 + 333.76 + 1,240.32 + 49,956 × 8 %
    // = 5,630.62, plus 3 % of the 20,000 of non-PAYE income above 100,000 = 600. PRSI 120,000 × (9 × 4.2 % + 3 ×
    // 4.35 %) / 12 = 5,085.
    expect(calculateIncomeTax(person('ie', { selfEmployed: 120_000 }))).toMatchObject({
      incomeTax: money(35_200),
      usc: money(6_230.62),
      prsi: money(5_085),
    });
  });

  it('class S PRSI is at least €650 a year; rent under €5,000 pays none', () => {
    expect(calculateIncomeTax(person('ie', { selfEmployed: 8_000 })).prsi).toBe(money(650));
    expect(calculateIncomeTax(person('ie', { employment: 40_000, rental: 4_800 })).prsi).toBe(
      calculateIncomeTax(person('ie', { employment: 40_000 })).prsi,
    );
  });
});

// Joint assessment (revenue.ie "Tax rates, bands and reliefs", married or in a civil partnership): personal credit
// €4,000, 20 % band €53,000 raised by the lower of €35,000 and the second income; from 65 (either), age credit €490
// and exemption limit €36,000.
describe('Ireland: a married couple assessed jointly', () => {
  const tax = (people: PersonTaxYear[], jointAssessment: boolean) =>
    calculateHouseholdTax(people, { jointAssessment }).reduce((sum, year) => sum + year.incomeTax, 0);

  it('€70,000 and €30,000: €15,400 jointly against €17,200 as two single people', () => {
    // Joint: band 53,000 + 30,000 = 83,000; 83,000 × 20 % + 17,000 × 40 % − (4,000 + 2,000 + 2,000) = 15,400.
    // Single: 8,800 + 26,000 × 40 % − 4,000 = 15,200 and 6,000 − 4,000 = 2,000.
    const couple = [person('ie', { employment: 70_000 }), person('ie', { employment: 30_000 })];
    expect(tax(couple, true)).toBe(money(15_400));
    expect(tax(couple, false)).toBe(money(17_200));
  });

  it('one income of €80,000: €15,400 jointly against €19,200', () => {
    // 53,000 × 20 % + 27,000 × 40 % − (4,000 + 2,000) = 15,400; single 8,800 + 14,400 − 4,000 = 19,200.
    const couple = [person('ie', { employment: 80_000 }), person('ie', {})];
    expect(tax(couple, true)).toBe(money(15_400));
    expect(tax(couple, false)).toBe(money(19_200));
  });

  it('both 67: the married exemption limit and age credit', () => {
    // A: State Pension 15,563.60 + occupational pension 12,000; B: State Pension 15,563.60. Total 43,127.20, over
    // 36,000. Band 53,000 + 15,563.60: all at 20 % = 8,625.44 − (4,000 + 2,000 + 2,000 + 490) = 135.44, less than
    // marginal relief 40 % × 7,127.20 (each share is rounded to the cent on its own, so the sum is within 2 cents).
    // Single: A 5,512.72 − 4,245 = 1,267.72; B under €18,000: 0.
    const couple = [
      person('ie', { statePension: 15_563.6, occupationalPension: 12_000 }, '1959-01-10'),
      person('ie', { statePension: 15_563.6 }, '1959-08-20'),
    ];
    expect(Math.abs(tax(couple, true) - money(135.44))).toBeLessThanOrEqual(2);
    expect(tax(couple, false)).toBe(money(1_267.72));
  });

  it('shares the joint tax in proportion to income; USC and PRSI stay each one’s own', () => {
    const couple = [person('ie', { employment: 70_000 }), person('ie', { employment: 30_000 })];
    const [a, b] = calculateHouseholdTax(couple, { jointAssessment: true });
    expect(a?.incomeTax).toBe(money(15_400 * 0.7));
    expect(b?.incomeTax).toBe(money(15_400 * 0.3));
    expect(b?.usc).toBe(calculateIncomeTax(couple[1] as PersonTaxYear).usc);
  });
});
