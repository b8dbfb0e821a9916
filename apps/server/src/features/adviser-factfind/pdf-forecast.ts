import type { Region } from '@atrium/domain/contract/auth';
import type { ForecastAssumptionsVersion } from '@atrium/domain/contract/forecast';
import type { ClientRecord } from '@atrium/domain/factfind/age';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { readPath } from '@atrium/domain/factfind/visibility';
import { maxAge } from '@atrium/domain/forecast/compile';
import { explainForecast, longDate, outcomeOf, yearFigures } from '@atrium/domain/forecast/explain';
import { planFromFactFind } from '@atrium/domain/forecast/from-fact-find';
import { type MonteCarloResult, runMonteCarlo } from '@atrium/domain/forecast/monte-carlo';
import type {
  ForecastAssumptions,
  ForecastPlan,
  ForecastRegion,
  Pot,
  Projection,
} from '@atrium/domain/forecast/plan';
import { projectCashflow } from '@atrium/domain/forecast/projection';
import { formatMoney } from '@atrium/domain/money/format';
import type { Row } from './pdf-rows.ts';

// The fact-find PDF's forecast page (docs/forecast.md): the household's lifetime cashflow from its
// fact-find with the firm's published assumptions, worked out by the same domain functions the /forecast page and
// the adviser's Forecast tab call (planFromFactFind, projectCashflow, runMonteCarlo): the deterministic summary,
// a compact table every five years, the Monte Carlo probability and percentiles, and the assumptions used with
// their version: the same words as the /forecast page (forecast/explain.ts) and the firm's figures. The outcome leads
// with the chance the money lasts and the median future's run-out year, the steady run after them. Figures in today's
// money, rounded to the pound or euro, each amount in its own currency.

// The PDF's Monte Carlo run: the 1 000 paths, and a fixed seed so the same fact-find and assumptions give
// the same figures in every copy of the PDF.
export const pdfMonteCarlo = { paths: 1000, seed: 1 } as const;
// The year table: every fifth year from this one, and the last.
export const pdfYearStep = 5;

export type ForecastSection = {
  // Set when the fact-find lacks figures the forecast needs: what is still needed, and nothing else is shown.
  missing: string[] | null;
  summary: Row[];
  header: string[];
  years: Row[];
  assumptions: Row[];
  notes: string[];
};

export type ForecastFigures = { plan: ForecastPlan; projection: Projection; monteCarlo: MonteCarloResult };

// The one computation: the projection and the Monte Carlo run of the plan the fact-find gives.
export function forecastFigures(plan: ForecastPlan, assumptions: ForecastAssumptions): ForecastFigures {
  return {
    plan,
    projection: projectCashflow(plan, assumptions),
    monteCarlo: runMonteCarlo(plan, assumptions, pdfMonteCarlo),
  };
}

// The year the last person paid a salary stops (salary is paid before the year they reach their retirement age);
// with no one paid a salary, this year.
export function retirementYearOf(plan: ForecastPlan): number {
  const startYear = Number(plan.today.slice(0, 4));
  const years = plan.people
    .filter((person) => person.salary > 0)
    .map((person) => Number(person.dateOfBirth.slice(0, 4)) + person.retirementAge);
  return Math.max(startYear, ...years);
}

const potNames: Record<Pot, string> = {
  cash: 'cash',
  isa: 'ISAs',
  gia: 'general investments',
  pensions: 'pensions',
};

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))} %`;
const day = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

// Each region's State Pension in its own money: the Irish one in euros, whatever the firm's country.
const currencyOf = (region: ForecastRegion) => (region === 'ie' ? '€' : '£');
const regionMoney = (amount: number, region: ForecastRegion) =>
  formatMoney(Math.round(amount), currencyOf(region));

function assumptionRows(
  version: ForecastAssumptionsVersion,
  regions: ReadonlySet<ForecastRegion>,
  timeZone: string,
): Row[] {
  const a = version.assumptions;
  const spread = (label: string, d: { mean: number; volatility: number }) => ({
    label,
    values: [`${percent(d.mean)} a year, volatility ${percent(d.volatility)}`],
  });
  const statePensions = [
    ...(regions.has('uk') || regions.has('scotland') ? [`UK ${regionMoney(a.statePension.uk, 'uk')}`] : []),
    ...(regions.has('ie') ? [`Ireland ${regionMoney(a.statePension.ie, 'ie')}`] : []),
  ];
  return [
    {
      label: 'Assumptions version',
      values: [
        version.is_default || !version.published_at
          ? `Version 0: Atrium's standard assumptions (the firm has published none of its own)`
          : `Version ${version.version} of the firm's assumptions, published ${day(version.published_at, timeZone)}`,
      ],
    },
    spread('Inflation', a.inflation),
    spread('Cash return', a.returns.cash),
    spread('Investment return (ISAs, general)', a.returns.investments),
    spread('Pension return', a.returns.pensions),
    {
      label: 'Charges',
      values: [
        `Investments ${percent(a.charges.investments)}, pensions ${percent(a.charges.pensions)} a year`,
      ],
    },
    {
      label: 'Tax thresholds',
      values: [
        a.thresholds === 'frozen'
          ? 'Frozen (UK by law to 5 April 2031), and frozen after'
          : 'Frozen (UK by law to 5 April 2031), then rising with inflation',
      ],
    },
    {
      label: 'State Pension (full rate)',
      values: [
        `${statePensions.join(', ')} a year; growth above inflation ${percent(a.statePension.realGrowth)}`,
      ],
    },
    {
      label: 'Later-life spending',
      values: [
        `Lifestyle spending ${percent(a.laterLife.lifestyleReduction)} lower from age ${a.laterLife.fromAge}`,
      ],
    },
    {
      label: 'Drawdown order',
      values: [a.drawdownOrder.map((pot) => potNames[pot]).join(', then ')],
    },
    {
      label: 'Monte Carlo',
      values: [`${pdfMonteCarlo.paths.toLocaleString('en-GB')} paths, seed ${pdfMonteCarlo.seed}`],
    },
  ];
}

// Each person as the adviser reads about them: their first name, else "the client" and "the partner".
function namesOf(factFind: FactFindData): [string, string] {
  const first = (person: 1 | 2, fallback: string) => {
    const name = readPath(factFind, `personal_details_client${person}.first_name`);
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : fallback;
  };
  return [first(1, 'the client'), first(2, 'the partner')];
}

const illustration =
  'An illustration from the figures in this fact-find and the assumptions above, not financial advice. Amounts are in today’s money.';

export function forecastSection(input: {
  factFind: FactFindData;
  region: Region;
  today: string;
  client: ClientRecord | null;
  assumptions: ForecastAssumptionsVersion;
  currencySymbol: string;
  timeZone?: string;
}): ForecastSection {
  const tz = input.timeZone ?? 'Europe/London';
  const symbol = input.currencySymbol;
  const [client1, client2] = namesOf(input.factFind);
  const fromFactFind = planFromFactFind(input.factFind, {
    today: input.today,
    region: input.region,
    client: input.client,
    // What is missing, about each person by name: the firm reads it, never "your".
    reader: { client1, client2 },
  });
  if ('missing' in fromFactFind) {
    return {
      missing: fromFactFind.missing.map((figure) => figure.label),
      summary: [],
      header: [],
      years: [],
      assumptions: assumptionRows(input.assumptions, new Set([input.region]), tz),
      notes: [illustration],
    };
  }
  const { plan, projection, monteCarlo } = forecastFigures(fromFactFind.plan, input.assumptions.assumptions);
  const money = (value: number) => formatMoney(Math.round(value), symbol);
  const rows = projection.years;
  const last = rows[rows.length - 1];
  const ages = (index: number) => (rows[index]?.people ?? []).map((person) => person.age).join(' / ');
  const indexOf = (year: number) => Math.min(rows.length - 1, Math.max(0, year - (rows[0]?.year ?? year)));
  const retirement = indexOf(retirementYearOf(plan));
  const end = rows.length - 1;
  const band = monteCarlo.percentiles.todaysMoney;
  const spread = (index: number) =>
    `${money(band.p10[index] ?? 0)} / ${money(band.p50[index] ?? 0)} / ${money(band.p90[index] ?? 0)}`;
  const runsOut = projection.runsOutIn;
  const outcome = outcomeOf({
    probabilityMoneyLasts: monteCarlo.probabilityMoneyLasts,
    medianRunsOutIn: monteCarlo.medianRunsOutIn,
    steadyRunsOutIn: runsOut,
    lastYear: last?.year ?? 0,
    whose: 'the',
  });
  const median = monteCarlo.medianRunsOutIn;
  // The chance first, then the middle future, and only then the run at the assumed returns: a "lasts to age 100"
  // beside a low chance must not read as a promise.
  const summary: Row[] = [
    {
      label: `Chance the money lasts to age ${maxAge} (${pdfMonteCarlo.paths.toLocaleString('en-GB')} simulated futures)`,
      values: [outcome.chance],
    },
    {
      label: 'In the middle future (the median)',
      values: [
        median === null ? `Lasts to ${last?.year}` : `Runs out in ${median} (age ${ages(indexOf(median))})`,
      ],
    },
    {
      label: 'At the assumed returns every year',
      values: [
        runsOut === null
          ? `Lasts to age ${maxAge}`
          : `Runs out in ${runsOut} (age ${ages(indexOf(runsOut))})`,
      ],
    },
    {
      label: `Wealth at retirement (${rows[retirement]?.year}, age ${ages(retirement)})`,
      values: [money(rows[retirement]?.todaysMoney.totalWealth ?? 0)],
    },
    {
      label: `Wealth at the end (${last?.year}, age ${ages(end)})`,
      values: [money(last?.todaysMoney.totalWealth ?? 0)],
    },
    { label: `Wealth at retirement: 10th / 50th / 90th percentile`, values: [spread(retirement)] },
    { label: `Wealth at the end: 10th / 50th / 90th percentile`, values: [spread(end)] },
  ];
  const picked = rows.flatMap((_row, index) => (index % pdfYearStep === 0 || index === end ? [index] : []));
  const years = picked.map((index) => {
    const row = rows[index];
    const today = row?.todaysMoney;
    const { incomeAfterTax, spending } = today ? yearFigures(today) : { incomeAfterTax: 0, spending: 0 };
    return {
      label:
        index === 0 ? `${row?.year} (from ${longDate(input.today).replace(/ \d+$/, '')})` : String(row?.year),
      values: [
        ages(index),
        money(incomeAfterTax),
        money(spending),
        money(today?.totalWealth ?? 0),
        money(band.p50[index] ?? 0),
      ],
    };
  });
  const explained = explainForecast({
    plan,
    projection,
    assumptions: input.assumptions.assumptions,
    version: input.assumptions.is_default ? 0 : input.assumptions.version,
    names: namesOf(input.factFind),
    money: regionMoney,
  });
  const technical = assumptionRows(
    input.assumptions,
    new Set(plan.people.map((person) => person.region)),
    tz,
  );
  return {
    missing: null,
    summary,
    header: ['Year', 'Age', 'Income after tax', 'Spending', 'Wealth', 'Wealth, median future'],
    years,
    assumptions: [
      ...(technical.slice(0, 1) as Row[]),
      ...explained.assumptions.map((line) => ({ label: line.topic, values: [line.text] })),
      ...technical.slice(1),
    ],
    notes: [illustration, ...explained.adjustments, `Not included: ${explained.notIncluded.join('; ')}.`],
  };
}
