import type { TaxBand } from './uk-tax-rules.ts';

// Irish employee take-home rules as data, one table per tax year (the calendar year). Amounts are cents; rates
// are basis points (1 % = 100 bp).
// Sources (public; each checked against the others where they overlap):
// - income tax bands and credits: revenue.ie "Tax rates, bands and reliefs"; KPMG Ireland Budget 2026 tables
//   (unchanged for 2026);
// - USC: revenue.ie "USC rates and thresholds"; the 2 % band's ceiling rises from €27,382 to €28,700 in 2026
//   (Budget 2026, 7 October 2025; Sage Ireland "Legislation changes for the 2026 tax year");
// - PRSI class A1: gov.ie "PRSI contribution rates"; 4.1 % then 4.2 % from 1 October 2025, 4.35 % from
//   1 October 2026 (Social Welfare Act 2024 schedule); the tapered PRSI credit from Finance Act 2015;
// - pension relief: revenue.ie "Tax relief for pension contributions" (age-related limits, €115,000 cap);
// - from 65: revenue.ie "Age tax credit" (€245 single, €490 married, since 2015) and "Exemption limits" (€18,000
//   single, €36,000 married, since 2008; marginal relief at 40 % above the limit);
// - the earned income credit (self-employed profits): €2,000 from 2025, and with the employee credit at most €2,000
//   together (revenue.ie "Earned Income Tax Credit"; citizensinformation.ie "Introduction to income tax credits");
// - married couples and civil partners assessed jointly: the married person's credit €4,000, a 20 % band of €53,000
//   raised by the lower of €35,000 and the second income (revenue.ie "Tax rates, bands and reliefs");
// - USC: an extra 3 % on non-PAYE income (self-employed profits, rent) above €100,000 (revenue.ie "USC rates and
//   thresholds");
// - PRSI on self-employed profits and on rent, investment or maintenance income of €5,000 or more a year: class S
//   at the class A rate (minimum €650 a year), or class K for an employee whose other income is unearned (gov.ie
//   "PRSI Class S Rates"; citizensinformation.ie "Class S PRSI").

export type IeTaxYear = '2025' | '2026';
export const ieTaxYears: readonly IeTaxYear[] = ['2025', '2026'];

export type PrsiPeriod = { from: string; to: string; rateBp: number };

export type IeTaxRules = {
  taxYear: IeTaxYear;
  // A single person without a qualifying child: 20 % to €44,000, 40 % above.
  incomeTaxBands: TaxBand[];
  personalCredit: number;
  // The employee (PAYE) credit is the lower of this and 20 % of PAYE income (pay, occupational pensions, taxable
  // social welfare such as the State Pension (Contributory)); the earned income credit the lower of its amount and
  // 20 % of self-employed profit; both together at most employeeCredit.
  employeeCredit: number;
  employeeCreditIncomeCapBp: number;
  earnedIncomeCredit: number;
  // Joint assessment of a married couple or civil partners.
  married: {
    personalCredit: number;
    band: number;
    secondIncomeIncrease: number;
    ageCredit: number;
    exemptionLimit: number;
  };
  usc: {
    // Total income at or below this pays no USC at all; above it every band applies from the first euro.
    exemptUpTo: number;
    bands: TaxBand[];
    // From 70 (reached in the year), income at or below incomeUpTo pays these bands instead.
    reduced: { fromAge: number; incomeUpTo: number; bands: TaxBand[] };
    // Non-PAYE income above this pays this much more.
    surcharge: { over: number; rateBp: number };
  };
  prsi: {
    // Weekly earnings at or below this pay no class A1 employee PRSI.
    weeklyExemptUpTo: number;
    // Above the exemption, a weekly credit of up to €12, reduced by one sixth of the earnings above it.
    weeklyCreditMax: number;
    // The rate in force over each part of the year, in whole months: a change on 1 October splits it 9 + 3.
    periods: PrsiPeriod[];
    // Self-employed profits and unearned income (rent): at the period's rate from this much a year; class S at
    // least classSMinimum a year.
    otherIncomeFrom: number;
    classSMinimum: number;
  };
  pensionRelief: {
    // Contributions are relieved up to this share of earnings, by age reached in the year; income tax only.
    limitsByAge: { fromAge: number; limitBp: number }[];
    earningsCap: number;
  };
  // Aged fromAge or over at any time in the year: an age tax credit, and no income tax at all on total income at or
  // below the exemption limit; above it, the lower of the ordinary tax and marginalReliefBp of the excess.
  over65: { fromAge: number; ageCredit: number; exemptionLimit: number; marginalReliefBp: number };
};

const euros = (value: number) => Math.round(value * 100);

const incomeTaxBands: TaxBand[] = [
  { upTo: euros(44_000), rateBp: 2000 },
  { upTo: null, rateBp: 4000 },
];

const uscBands = (twoPercentCeiling: number): TaxBand[] => [
  { upTo: euros(12_012), rateBp: 50 },
  { upTo: euros(twoPercentCeiling), rateBp: 200 },
  { upTo: euros(70_044), rateBp: 300 },
  { upTo: null, rateBp: 800 },
];

const pensionRelief = {
  limitsByAge: [
    { fromAge: 0, limitBp: 1500 },
    { fromAge: 30, limitBp: 2000 },
    { fromAge: 40, limitBp: 2500 },
    { fromAge: 50, limitBp: 3000 },
    { fromAge: 55, limitBp: 3500 },
    { fromAge: 60, limitBp: 4000 },
  ],
  earningsCap: euros(115_000),
};

// revenue.ie "USC rates and thresholds": aged 70 or over (or a full medical card holder, which the fact-find does
// not record) with aggregate income of €60,000 or less: 0.5 % to €12,012 and 2 % on the rest.
const reducedUsc = {
  fromAge: 70,
  incomeUpTo: euros(60_000),
  bands: [
    { upTo: euros(12_012), rateBp: 50 },
    { upTo: null, rateBp: 200 },
  ],
};

const over65 = { fromAge: 65, ageCredit: euros(245), exemptionLimit: euros(18_000), marginalReliefBp: 4000 };

const prsiThresholds = {
  weeklyExemptUpTo: euros(352),
  weeklyCreditMax: euros(12),
  otherIncomeFrom: euros(5_000),
  classSMinimum: euros(650),
};

const married = {
  personalCredit: euros(4_000),
  band: euros(53_000),
  secondIncomeIncrease: euros(35_000),
  ageCredit: euros(490),
  exemptionLimit: euros(36_000),
};

const uscSurcharge = { over: euros(100_000), rateBp: 300 };

export const ieTaxRules: Record<IeTaxYear, IeTaxRules> = {
  '2025': {
    taxYear: '2025',
    incomeTaxBands,
    personalCredit: euros(2_000),
    employeeCredit: euros(2_000),
    employeeCreditIncomeCapBp: 2000,
    earnedIncomeCredit: euros(2_000),
    married,
    usc: {
      exemptUpTo: euros(13_000),
      bands: uscBands(27_382),
      reduced: reducedUsc,
      surcharge: uscSurcharge,
    },
    prsi: {
      ...prsiThresholds,
      periods: [
        { from: '2025-01-01', to: '2025-09-30', rateBp: 410 },
        { from: '2025-10-01', to: '2025-12-31', rateBp: 420 },
      ],
    },
    pensionRelief,
    over65,
  },
  '2026': {
    taxYear: '2026',
    incomeTaxBands,
    personalCredit: euros(2_000),
    employeeCredit: euros(2_000),
    employeeCreditIncomeCapBp: 2000,
    earnedIncomeCredit: euros(2_000),
    married,
    usc: {
      exemptUpTo: euros(13_000),
      bands: uscBands(28_700),
      reduced: reducedUsc,
      surcharge: uscSurcharge,
    },
    prsi: {
      ...prsiThresholds,
      periods: [
        { from: '2026-01-01', to: '2026-09-30', rateBp: 420 },
        { from: '2026-10-01', to: '2026-12-31', rateBp: 435 },
      ],
    },
    pensionRelief,
    over65,
  },
};
