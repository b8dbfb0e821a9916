// UK employee take-home rules as data, one table per tax year (6 April to 5 April). Amounts are pence; rates are
// basis points (1 % = 100 bp) so every multiplication stays in whole numbers.
// Sources (public; each checked against the others where they overlap):
// - income tax and personal allowance: gov.uk/income-tax-rates; the allowance is frozen at £12,570 to
//   5 April 2031 (HM Treasury policy paper, 26 November 2025);
// - Scottish bands: gov.scot "Scottish income tax rates and bands 2025 to 2026"; 2026/27 from the Scottish
//   Budget of 13 January 2026 (ICAEW Tax Faculty, 14 January 2026; SPICe table 8);
// - Class 1 employee NI: gov.uk/national-insurance-rates-letters (8 % from the primary threshold to the upper
//   earnings limit, 2 % above);
// - Class 4 NI (self-employed profits): gov.uk "Self-employed National Insurance rates" (6 % from the lower to
//   the upper profits limit, 2 % above, from 6 April 2024; Class 2 is no longer due, only voluntary);
// - student loans: gov.uk/repaying-your-student-loan/what-you-pay (9 % above the plan's threshold, 6 % for the
//   postgraduate loan); 2026/27 thresholds as announced at the Autumn Budget 2025 (Which?, December 2025).

export type UkTaxYear = '2025/26' | '2026/27';
export const ukTaxYears: readonly UkTaxYear[] = ['2025/26', '2026/27'];

export type UkRegion = 'uk' | 'scotland';

// A band applies to taxable income (after the personal allowance) up to `upTo`; null is "and above".
export type TaxBand = { upTo: number | null; rateBp: number };

export type StudentLoanPlan = 'plan1' | 'plan2' | 'plan4' | 'plan5' | 'postgraduate';
export const studentLoanPlans: readonly StudentLoanPlan[] = [
  'plan1',
  'plan2',
  'plan4',
  'plan5',
  'postgraduate',
];

export type UkTaxRules = {
  taxYear: UkTaxYear;
  personalAllowance: number;
  // Above this adjusted net income the allowance falls by half of the excess (ITA 2007 s.35), so it is nil at
  // £125,140.
  allowanceTaperFrom: number;
  bands: Record<UkRegion, TaxBand[]>;
  nationalInsurance: {
    primaryThreshold: number;
    upperEarningsLimit: number;
    mainRateBp: number;
    upperRateBp: number;
  };
  // Self-employed profits: no Class 4 for a tax year that starts after State Pension age.
  class4: { lowerProfitsLimit: number; upperProfitsLimit: number; mainRateBp: number; upperRateBp: number };
  // null: the plan takes no repayments in that year.
  studentLoans: Record<StudentLoanPlan, { threshold: number; rateBp: number } | null>;
  // Relief at source: the scheme claims basic-rate relief, so the member pays 80 % of the gross contribution.
  reliefAtSourceRateBp: number;
};

const pounds = (value: number) => Math.round(value * 100);

// rUK: basic 20 % to £37,700 of taxable income (£50,270 with the full allowance), higher 40 %, additional 45 %
// above £125,140. Unchanged between the two years.
const restOfUkBands: TaxBand[] = [
  { upTo: pounds(37_700), rateBp: 2000 },
  { upTo: pounds(125_140), rateBp: 4000 },
  { upTo: null, rateBp: 4500 },
];

// Scottish bands are published including the £12,570 allowance (starter £12,571–£15,397 …); stored here as
// taxable income, as payroll software applies them: 15,397 − 12,570 = 2,827, and so on.
// Intermediate (21 %) to £43,662, higher (42 %), advanced (45 %) and top (48 %): the same in both years.
const scottishUpperBands: TaxBand[] = [
  { upTo: pounds(31_092), rateBp: 2100 },
  { upTo: pounds(62_430), rateBp: 4200 },
  { upTo: pounds(125_140), rateBp: 4500 },
  { upTo: null, rateBp: 4800 },
];

const scottishBands2025: TaxBand[] = [
  { upTo: pounds(2_827), rateBp: 1900 },
  { upTo: pounds(14_921), rateBp: 2000 },
  ...scottishUpperBands,
];

// 2026/27: starter to £16,537, basic to £29,526; the bands above them unchanged.
const scottishBands2026: TaxBand[] = [
  { upTo: pounds(3_967), rateBp: 1900 },
  { upTo: pounds(16_956), rateBp: 2000 },
  ...scottishUpperBands,
];

// Frozen to 2031: primary threshold £12,570 (£242 a week), upper earnings limit £50,270 (£967 a week).
const nationalInsurance = {
  primaryThreshold: pounds(12_570),
  upperEarningsLimit: pounds(50_270),
  mainRateBp: 800,
  upperRateBp: 200,
};

// Frozen with the NI thresholds: £12,570 and £50,270.
const class4 = {
  lowerProfitsLimit: pounds(12_570),
  upperProfitsLimit: pounds(50_270),
  mainRateBp: 600,
  upperRateBp: 200,
};

export const ukTaxRules: Record<UkTaxYear, UkTaxRules> = {
  '2025/26': {
    taxYear: '2025/26',
    personalAllowance: pounds(12_570),
    allowanceTaperFrom: pounds(100_000),
    bands: { uk: restOfUkBands, scotland: scottishBands2025 },
    nationalInsurance,
    class4,
    studentLoans: {
      plan1: { threshold: pounds(26_065), rateBp: 900 },
      plan2: { threshold: pounds(28_470), rateBp: 900 },
      plan4: { threshold: pounds(32_745), rateBp: 900 },
      // Plan 5's threshold is set at £25,000, but its first repayments are due from 6 April 2026.
      plan5: null,
      postgraduate: { threshold: pounds(21_000), rateBp: 600 },
    },
    reliefAtSourceRateBp: 2000,
  },
  '2026/27': {
    taxYear: '2026/27',
    personalAllowance: pounds(12_570),
    allowanceTaperFrom: pounds(100_000),
    bands: { uk: restOfUkBands, scotland: scottishBands2026 },
    nationalInsurance,
    class4,
    studentLoans: {
      plan1: { threshold: pounds(26_900), rateBp: 900 },
      // Frozen at this figure from April 2027 to 2030 (Autumn Budget 2025).
      plan2: { threshold: pounds(29_385), rateBp: 900 },
      plan4: { threshold: pounds(33_795), rateBp: 900 },
      plan5: { threshold: pounds(25_000), rateBp: 900 },
      postgraduate: { threshold: pounds(21_000), rateBp: 600 },
    },
    reliefAtSourceRateBp: 2000,
  },
};
