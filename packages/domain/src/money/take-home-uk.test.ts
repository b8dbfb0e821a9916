import { describe, expect, it } from 'vitest';
import type { PensionMethod } from './pension-method.ts';
import { calculateTakeHome } from './take-home.ts';
import type { StudentLoanPlan, UkRegion, UkTaxYear } from './uk-tax-rules.ts';

const pounds = (value: number) => Math.round(value * 100);

function uk(
  salary: number,
  options: {
    region?: UkRegion;
    taxYear?: UkTaxYear;
    pensionPercent?: number;
    pensionMethod?: PensionMethod;
    studentLoans?: StudentLoanPlan[];
  } = {},
) {
  return calculateTakeHome({
    region: options.region ?? 'uk',
    taxYear: options.taxYear ?? '2026/27',
    gross: pounds(salary),
    pensionPercent: options.pensionPercent ?? 0,
    pensionMethod: options.pensionMethod ?? 'net_pay',
    studentLoans: options.studentLoans ?? [],
  });
}

// Worked by hand from gov.uk/income-tax-rates (personal allowance £12,570; 20 % to £50,270, 40 % to £125,140,
// 45 % above) and gov.uk/national-insurance-rates-letters (8 % from £12,570 to £50,270, 2 % above).
describe('rest of the UK, 2026/27 (gov.uk rates)', () => {
  it('£30,000: tax 17,430 × 20 %, NI 17,430 × 8 %', () => {
    expect(uk(30_000)).toEqual({
      gross: pounds(30_000),
      incomeTax: pounds(3_486),
      nationalInsurance: pounds(1_394.4),
      usc: 0,
      prsi: 0,
      pension: 0,
      studentLoan: 0,
      net: pounds(25_119.6),
      netMonthly: pounds(2_093.3),
      taxYear: '2026/27',
      region: 'uk',
    });
  });

  it('£60,000: higher rate above £50,270, NI at 2 % above the upper earnings limit', () => {
    const result = uk(60_000);
    expect(result.incomeTax).toBe(pounds(7_540 + 3_892));
    expect(result.nationalInsurance).toBe(pounds(3_016 + 194.6));
    expect(result.net).toBe(pounds(45_357.4));
  });

  it('£110,000: the allowance falls by £1 for every £2 above £100,000 (to £7,570)', () => {
    const result = uk(110_000);
    expect(result.incomeTax).toBe(pounds(7_540 + 25_892));
    expect(result.nationalInsurance).toBe(pounds(3_016 + 1_194.6));
    expect(result.net).toBe(pounds(72_357.4));
  });

  it('£125,140: no allowance left; £150,000: 45 % above £125,140', () => {
    expect(uk(125_140).incomeTax).toBe(pounds(7_540 + 34_976));
    expect(uk(150_000).incomeTax).toBe(pounds(7_540 + 34_976 + 11_187));
    expect(uk(150_000).nationalInsurance).toBe(pounds(3_016 + 1_994.6));
  });

  it('pays nothing up to the personal allowance and primary threshold', () => {
    expect(uk(12_570)).toMatchObject({ incomeTax: 0, nationalInsurance: 0, net: pounds(12_570) });
    expect(uk(0)).toMatchObject({ incomeTax: 0, net: 0, netMonthly: 0 });
  });

  it('uses the same rules in 2025/26', () => {
    expect(uk(60_000, { taxYear: '2025/26' })).toMatchObject({ net: pounds(45_357.4), taxYear: '2025/26' });
  });
});

// SPICe (Scottish Parliament Information Centre), table 8: Scottish income tax payable in 2026/27 under the
// Scottish Government's proposals, in whole pounds.
describe('Scotland, 2026/27 (SPICe table 8)', () => {
  it.each([
    [20_000, 1_446],
    [25_000, 2_446],
    [30_000, 3_451],
    [50_000, 8_982],
    [100_000, 30_732],
    [150_000, 59_634],
  ])('£%i pays £%i income tax', (salary, tax) => {
    expect(Math.round(uk(salary, { region: 'scotland' }).incomeTax / 100)).toBe(tax);
  });

  // Deloitte's examples in "Scottish Budget 2026/27: what could you be paying in tax?" (BBC News, January 2026).
  it('£16,000: starter rate only, take-home £15,073.90', () => {
    expect(uk(16_000, { region: 'scotland' })).toMatchObject({
      incomeTax: pounds(651.7),
      nationalInsurance: pounds(274.4),
      net: pounds(15_073.9),
      region: 'scotland',
    });
  });

  it('£33,000: starter, basic and intermediate, take-home £27,284.53', () => {
    expect(uk(33_000, { region: 'scotland' })).toMatchObject({
      incomeTax: pounds(4_081.07),
      nationalInsurance: pounds(1_634.4),
      net: pounds(27_284.53),
    });
  });
});

// gov.scot "Scottish income tax rates and bands 2025 to 2026"; Deloitte's comparison above gives the 2025/26
// figures as £6.03 and £31.75 more than 2026/27's.
describe('Scotland, 2025/26 (gov.scot bands)', () => {
  it('£16,000 pays £657.73 and £33,000 pays £4,112.82', () => {
    expect(uk(16_000, { region: 'scotland', taxYear: '2025/26' }).incomeTax).toBe(pounds(651.7 + 6.03));
    expect(uk(33_000, { region: 'scotland', taxYear: '2025/26' }).incomeTax).toBe(pounds(4_081.07 + 31.75));
  });
});

// gov.uk/repaying-your-student-loan/what-you-pay: 9 % above the plan's threshold, 6 % above £21,000 for the
// postgraduate loan; thresholds from the reference's table (Which?, December 2025).
describe('student loans', () => {
  it.each([
    ['plan1', '2026/27', 729],
    ['plan2', '2026/27', 505.35],
    ['plan4', '2026/27', 108.45],
    ['plan5', '2026/27', 900],
    ['postgraduate', '2026/27', 840],
    ['plan1', '2025/26', 804.15],
    ['plan2', '2025/26', 587.7],
    ['plan4', '2025/26', 202.95],
    ['postgraduate', '2025/26', 840],
  ] as const)('%s in %s on £35,000 is £%d', (plan, taxYear, repayment) => {
    expect(uk(35_000, { taxYear, studentLoans: [plan] }).studentLoan).toBe(pounds(repayment));
  });

  it('takes nothing for plan 5 in 2025/26: its repayments start in April 2026', () => {
    expect(uk(35_000, { taxYear: '2025/26', studentLoans: ['plan5'] }).studentLoan).toBe(0);
  });

  it('repays the postgraduate loan alongside an undergraduate plan', () => {
    expect(uk(35_000, { studentLoans: ['plan2', 'postgraduate'] }).studentLoan).toBe(pounds(505.35 + 840));
  });

  it('takes nothing below the threshold', () => {
    expect(uk(25_000, { studentLoans: ['plan2'] }).studentLoan).toBe(0);
  });
});

// payslipiq.co.uk "Salary sacrifice vs net pay vs relief at source" (reference T9): what each method relieves.
describe('pension methods on £50,000 with 5 % (2026/27)', () => {
  it.each<
    [string, PensionMethod, { pension: number; incomeTax: number; nationalInsurance: number; net: number }]
  >([
    [
      'salary sacrifice lowers pay before income tax and NI',
      'salary_sacrifice',
      { pension: 2_500, incomeTax: 6_986, nationalInsurance: 2_794.4, net: 37_719.6 },
    ],
    [
      'net pay lowers pay before income tax only',
      'net_pay',
      { pension: 2_500, incomeTax: 6_986, nationalInsurance: 2_994.4, net: 37_519.6 },
    ],
    [
      'relief at source takes 80 % of the contribution from net pay; a basic-rate payer ends up as under net pay',
      'relief_at_source',
      { pension: 2_000, incomeTax: 7_486, nationalInsurance: 2_994.4, net: 37_519.6 },
    ],
  ])('%s', (_what, method, expected) => {
    expect(uk(50_000, { pensionPercent: 5, pensionMethod: method })).toMatchObject({
      pension: pounds(expected.pension),
      incomeTax: pounds(expected.incomeTax),
      nationalInsurance: pounds(expected.nationalInsurance),
      net: pounds(expected.net),
    });
  });

  it('salary sacrifice also lowers the pay student loans are repaid from', () => {
    const sacrifice = uk(40_000, {
      pensionPercent: 10,
      pensionMethod: 'salary_sacrifice',
      studentLoans: ['plan2'],
    });
    expect(sacrifice.studentLoan).toBe(pounds((36_000 - 29_385) * 0.09));
    const netPay = uk(40_000, { pensionPercent: 10, pensionMethod: 'net_pay', studentLoans: ['plan2'] });
    expect(netPay.studentLoan).toBe(pounds((40_000 - 29_385) * 0.09));
  });

  it('net pay contributions restore the allowance lost to the taper', () => {
    // £110,000 with 10 % under net pay: taxable pay £99,000, below the taper.
    const result = uk(110_000, { pensionPercent: 10, pensionMethod: 'net_pay' });
    expect(result.incomeTax).toBe(pounds(7_540 + (99_000 - 12_570 - 37_700) * 0.4));
  });
});

describe('rounding', () => {
  it('keeps every deduction within a penny of exact and adds up to gross − net', () => {
    const result = uk(33_333.33, { region: 'scotland', pensionPercent: 3.7, studentLoans: ['plan1'] });
    const deductions =
      result.incomeTax +
      result.nationalInsurance +
      result.pension +
      result.studentLoan +
      result.usc +
      result.prsi;
    expect(deductions).toBe(result.gross - result.net);
  });

  it('refuses amounts that are not whole minor units and percentages outside 0–100', () => {
    const base = { region: 'uk', taxYear: '2026/27', pensionMethod: 'net_pay', studentLoans: [] } as const;
    expect(() => calculateTakeHome({ ...base, gross: 1_000.5, pensionPercent: 0 })).toThrow(RangeError);
    expect(() => calculateTakeHome({ ...base, gross: -1, pensionPercent: 0 })).toThrow(RangeError);
    expect(() => uk(10_000, { pensionPercent: 101 })).toThrow(RangeError);
  });
});
