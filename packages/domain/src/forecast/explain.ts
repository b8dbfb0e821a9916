import { maxAge } from './compile.ts';
import { ieMinimumPensionAge, ukMinimumPensionAge } from './pension-age.ts';
import type {
  ForecastAssumptions,
  ForecastPlan,
  ForecastRegion,
  PersonYear,
  PlanNote,
  Pot,
  Projection,
  YearMoney,
} from './plan.ts';
import { taxFreeCashLimit } from './run-path.ts';
import { newestTableYear } from './tax.ts';

// What a reader needs to judge the forecast, in words a client understands: the one list the /forecast page, the
// adviser's tab and the fact-find PDF all show (so they cannot disagree), and the outcome led by its chance.

export type ExplainInput = {
  plan: ForecastPlan;
  projection: Pick<Projection, 'statePensionDates' | 'notes'>;
  assumptions: ForecastAssumptions;
  version: number | null; // the firm's published version; 0 or null: the standard assumptions
  // Each person as the reader calls them in a sentence: "you" and "your partner", or their names.
  names: readonly [string, string];
  // An amount in a region's own currency (pounds in the UK, euros in Ireland), whole.
  money: (amount: number, region: ForecastRegion) => string;
};

export type AssumptionLine = { topic: string; text: string };

export type Explanation = {
  assumptions: AssumptionLine[];
  // Where the forecast does something other than the figures given ask (the minimum pension age).
  adjustments: string[];
  notIncluded: string[];
};

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// "6 June 2046".
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

const percent = (share: number) => `${Math.round(share * 10_000) / 100}%`;

const potNames: Record<Pot, string> = {
  cash: 'cash',
  isa: 'ISAs',
  gia: 'other investments',
  pensions: 'pensions',
};

const joinAnd = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

// What comes off income, in the terms of the people's own tax systems.
function deductionsIn(plan: ForecastPlan): string {
  const irish = plan.people.some((person) => person.region === 'ie');
  const british = plan.people.some((person) => person.region !== 'ie');
  if (irish && british) return 'income tax, National Insurance or USC and PRSI, student loan repayments';
  return irish ? 'income tax, USC, PRSI' : 'income tax, National Insurance, student loan repayments';
}

function statePensionLine(input: ExplainInput): string {
  const { plan, projection, assumptions, names, money } = input;
  const starts = plan.people.map((person, p) => {
    const date = projection.statePensionDates[p] ?? '';
    const rate =
      person.statePension ??
      (person.region === 'ie' ? assumptions.statePension.ie : assumptions.statePension.uk);
    return `${rate > 0 ? `${money(rate, person.region)} a year` : 'none'} for ${names[p]} from ${longDate(date)}`;
  });
  const growth = assumptions.statePension.realGrowth;
  return (
    `The State Pension in today’s money (the full rate unless a forecast was given): ${joinAnd(starts)}, ` +
    `the date the law sets. In the year it starts, only the part of the year from that date is paid. It rises with ` +
    `prices${growth > 0 ? ` and ${percent(growth)} a year more` : growth < 0 ? ` less ${percent(-growth)} a year` : ''}.`
  );
}

function taxLine(input: ExplainInput): string {
  const { plan, assumptions } = input;
  const regions = new Set(plan.people.map((person) => (person.region === 'ie' ? 'ie' : 'uk')));
  const after =
    assumptions.thresholds === 'frozen' ? 'we assume they stay frozen' : 'we assume they rise with prices';
  const parts: string[] = [];
  if (regions.has('uk'))
    parts.push(
      `UK income tax and National Insurance thresholds are frozen by law to 5 April 2031; after that ${after}.`,
    );
  if (regions.has('ie'))
    parts.push(
      `Irish tax bands, credits and USC bands are ${newestTableYear('ie')}’s; for later years ${after === 'we assume they stay frozen' ? 'we assume they stay the same' : after}.`,
    );
  if (plan.jointAssessment)
    parts.push(
      'As a married couple (or civil partners) you are taxed together (joint assessment), as Revenue does unless you choose otherwise: one band of €53,000 raised by up to €35,000 for a second income, and from 65 the married age credit of €490 and exemption limit of €36,000. USC and PRSI stay each person’s own.',
    );
  else if (plan.people.length === 2)
    parts.push(
      regions.has('ie')
        ? 'Each of you is taxed as a single person (joint assessment applies only to married couples and civil partners).'
        : 'Each of you is taxed on your own income, as UK law does; the marriage allowance is not included.',
    );
  return parts.join(' ');
}

function pensionLine(input: ExplainInput): string {
  const regions = new Set(input.plan.people.map((person) => (person.region === 'ie' ? 'ie' : 'uk')));
  const parts: string[] = [];
  if (regions.has('uk'))
    parts.push(
      `A pension is drawn no earlier than the minimum pension age: ${ukMinimumPensionAge.before2028}, or ${ukMinimumPensionAge.from2028} from 6 April 2028 (UK). A quarter of it is taken tax-free at the age given, up to ${input.money(taxFreeCashLimit.uk, 'uk')} in all.`,
    );
  if (regions.has('ie'))
    parts.push(
      `A pension is drawn no earlier than ${ieMinimumPensionAge.personal} for a personal pension or PRSA, or from ${ieMinimumPensionAge.onRetiring} on retiring from the job for a workplace scheme (Ireland). A quarter of it is taken tax-free at the age given, up to ${input.money(taxFreeCashLimit.ie, 'ie')}; the rest stays invested (an ARF).`,
    );
  return parts.join(' ');
}

export function explainForecast(input: ExplainInput): Explanation {
  const { plan, assumptions, names, version } = input;
  const { inflation, returns, charges, laterLife, drawdownOrder } = assumptions;
  const joint = plan.people.length === 2;
  const today = longDate(plan.today);
  const assumptionsList: AssumptionLine[] = [
    {
      topic: 'Prices and returns',
      text: `Prices rise by ${percent(inflation.mean)} a year; savings earn ${percent(returns.cash.mean)}; investments grow by ${percent(returns.investments.mean)} and pensions by ${percent(returns.pensions.mean)} a year before charges of ${percent(charges.investments)} and ${percent(charges.pensions)}. Amounts are in today’s money unless marked. Real markets go up and down: the chance comes from 1,000 simulated futures around these figures.`,
    },
    {
      topic: 'This year',
      text: `The first year runs from today, ${today}, to 31 December: its income, spending and growth are for that part of the year.`,
    },
    {
      topic: 'Work',
      text: 'Pay and profit rise with prices, not more, and stop at the start of the calendar year in which the retirement age given is reached.',
    },
    { topic: 'State Pension', text: statePensionLine(input) },
    { topic: 'Tax', text: taxLine(input) },
    {
      topic: 'Income after tax',
      text: `Income after tax is after ${deductionsIn(plan)} and pension contributions, and includes what is drawn from pensions, after its tax. It leaves out interest and dividends (counted as growth of savings) and money taken from cash, ISAs and other investments.`,
    },
    { topic: 'Pensions', text: pensionLine(input) },
    {
      topic: 'Drawing money',
      text: `When income does not cover spending, savings are used in this order: ${drawdownOrder.map((pot) => potNames[pot]).join(', then ')}.${joint ? ' When both of you have pensions to draw, we draw from them so that your taxable incomes stay as even as we can, so both of you use your allowances and lower tax bands first.' : ''}`,
    },
    {
      topic: 'Spending',
      text: `Spending rises with prices; lifestyle spending falls by ${percent(laterLife.lifestyleReduction)} from age ${laterLife.fromAge}${joint ? ' (of the younger of you)' : ''}. Mortgages and loans are paid to their end.`,
    },
    {
      topic: 'Wealth',
      text: `Total wealth is savings, investments and pensions, less any shortfall. It is not net worth: it leaves out your home, other property and what you owe on them.`,
    },
    {
      topic: 'Version',
      text: version
        ? `These are the firm’s assumptions, version ${version}.`
        : 'These are the standard assumptions.',
    },
  ];
  return {
    assumptions: assumptionsList,
    adjustments: adjustmentsOf(input.projection.notes, names),
    notIncluded: [
      `anyone dying before ${maxAge}, survivors’ pensions, or care costs`,
      'capital gains tax, dividend tax, inheritance tax, or pension and ISA allowances',
      'pay rises above prices, or pay for the part of a year before retiring',
      'interest on debts beyond the payments given, house prices or downsizing',
      ...(plan.people.some((person) => person.region !== 'ie')
        ? ['the cap on National Insurance saved by salary sacrifice planned from April 2029']
        : ['PRSI on drawings from an ARF before 66, and the deemed drawings from an ARF after 61']),
    ],
  };
}

// Where the forecast does something other than the figures given ask, in words (the minimum pension age).
export function adjustmentsOf(notes: readonly PlanNote[], names: readonly [string, string]): string[] {
  return notes.map((note) => {
    const what = note.label ? `The pension with ${note.label}` : 'A pension';
    return `${what} (${names[note.owner]}) was to be drawn from age ${note.askedAge}; the minimum pension age allows it from ${note.fromAge}, so the forecast draws it from then.`;
  });
}

// The outcome, led by its chance: the share of simulated futures in which the money lasts, when it runs out in the
// middle one (the median), and only then the single line at the assumed returns, so "lasts to 2086" beside a low
// chance is never read as a promise.
export type Outcome = {
  chance: string; // "38%"
  headline: string;
  median: string;
  steady: string;
};

// "82%": whole percent, never 100 or 0 when some future differs ("over 99%", "under 1%").
export function chanceText(probability: number): string {
  const share = probability * 100;
  if (share > 99 && share < 100) return 'over 99%';
  if (share > 0 && share < 1) return 'under 1%';
  return `${Math.round(share)}%`;
}

export function outcomeOf(input: {
  probabilityMoneyLasts: number;
  medianRunsOutIn: number | null;
  steadyRunsOutIn: number | null;
  lastYear: number;
  whose: string; // "your", "the"
}): Outcome {
  const chance = chanceText(input.probabilityMoneyLasts);
  return {
    chance,
    headline: `Chance ${input.whose} money lasts to age ${maxAge}: ${chance}`,
    median:
      input.medianRunsOutIn === null
        ? `In the middle of the simulated futures (the median), it lasts to ${input.lastYear}.`
        : `In the middle of the simulated futures (the median), it runs out in ${input.medianRunsOutIn}.`,
    steady:
      input.steadyRunsOutIn === null
        ? `If markets returned exactly the assumed figures every year, it would last to ${input.lastYear}.`
        : `If markets returned exactly the assumed figures every year, it would run out in ${input.steadyRunsOutIn}.`,
  };
}

// A year's "income after tax" and "spending" as every screen and the PDF show them: everyone's income after tax
// and pension contributions, with pension drawings after their tax; spending with debt payments and goals.
export function yearFigures(money: YearMoney & { people: PersonYear[] }): {
  incomeAfterTax: number;
  spending: number;
} {
  return {
    incomeAfterTax:
      money.people.reduce((total, person) => total + person.netIncome, 0) + money.withdrawals.pensions,
    spending: money.essentialSpending + money.lifestyleSpending + money.debtPayments + money.goals,
  };
}
