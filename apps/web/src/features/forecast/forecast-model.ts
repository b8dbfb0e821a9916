import { runMonteCarlo } from '@atrium/domain/forecast/monte-carlo';
import type {
  ForecastAssumptions,
  ForecastPlan,
  ProjectionYear,
  YearMoney,
} from '@atrium/domain/forecast/projection';
import { defaultAssumptions, projectCashflow } from '@atrium/domain/forecast/projection';
import { applyScenario, type Scenario } from '@atrium/domain/forecast/scenario';

// What the page shows of a projection (packages/domain/src/forecast/projection.ts), worked out in the Web Worker
// (forecast.worker.ts) or, where there is none, on the main thread: both call forecastView.

export type ForecastRow = {
  year: number;
  ages: number[];
  incomeAfterTax: number; // everyone's net income, plus pension drawings after tax
  spending: number; // essential + lifestyle spending, debt payments and goals
  totalWealth: number;
};

export type ForecastView = {
  todaysMoney: ForecastRow[];
  nominal: ForecastRow[];
  runsOutIn: number | null;
  retirementAges: number[]; // of the scenario's people
};

function rowOf(year: ProjectionYear, money: YearMoney & { people: ProjectionYear['people'] }): ForecastRow {
  return {
    year: year.year,
    ages: money.people.map((person) => person.age),
    incomeAfterTax:
      money.people.reduce((total, person) => total + person.netIncome, 0) + money.withdrawals.pensions,
    spending: money.essentialSpending + money.lifestyleSpending + money.debtPayments + money.goals,
    totalWealth: money.totalWealth,
  };
}

export function forecastView(
  plan: ForecastPlan,
  scenario: Scenario,
  assumptions: ForecastAssumptions = defaultAssumptions,
): ForecastView {
  const tried = applyScenario(plan, scenario);
  const projection = projectCashflow(tried, assumptions);
  return {
    todaysMoney: projection.years.map((year) => rowOf(year, year.todaysMoney)),
    nominal: projection.years.map((year) => rowOf(year, year)),
    runsOutIn: projection.runsOutIn,
    retirementAges: tried.people.map((person) => person.retirementAge),
  };
}

// The uncertainty (docs/forecast.md, "Uncertainty"): 1 000 seeded paths, so the same figures give the same
// answer on every screen and in the PDF. Total wealth at the 10th, 50th and 90th percentile of each year.
export const monteCarloPaths = 1000;
export const monteCarloSeed = 1;

export type WealthBand = { p10: number[]; p50: number[]; p90: number[] };

export type MonteCarloView = {
  paths: number;
  probabilityMoneyLasts: number; // 0–1
  years: number[];
  todaysMoney: WealthBand;
  nominal: WealthBand;
};

export function monteCarloView(
  plan: ForecastPlan,
  scenario: Scenario,
  assumptions: ForecastAssumptions = defaultAssumptions,
): MonteCarloView {
  const result = runMonteCarlo(applyScenario(plan, scenario), assumptions, {
    paths: monteCarloPaths,
    seed: monteCarloSeed,
  });
  const band = (figures: MonteCarloResultBand): WealthBand => ({
    p10: Array.from(figures.p10),
    p50: Array.from(figures.p50),
    p90: Array.from(figures.p90),
  });
  return {
    paths: result.paths,
    probabilityMoneyLasts: result.probabilityMoneyLasts,
    years: result.years,
    todaysMoney: band(result.percentiles.todaysMoney),
    nominal: band(result.percentiles.nominal),
  };
}
type MonteCarloResultBand = { p10: Float64Array; p50: Float64Array; p90: Float64Array };

// The worker answers each request twice: the deterministic run first (a few milliseconds, so the line and the
// run-out year follow typing at once), then the Monte Carlo run; an answer to an older request is dropped.
export type ForecastRequest = {
  id: number;
  plan: ForecastPlan;
  scenario: Scenario;
  assumptions: ForecastAssumptions;
};
export type ForecastResponse =
  | { id: number; view: ForecastView }
  | { id: number; monteCarlo: MonteCarloView }
  | { id: number; error: string };

// "82%": the share of market paths in which the money lasts, in whole percent (never 100 or 0 when some path
// differs: "over 99%", "under 1%").
export function chanceText(probability: number): string {
  const percent = probability * 100;
  if (percent > 99 && percent < 100) return 'over 99%';
  if (percent > 0 && percent < 1) return 'under 1%';
  return `${Math.round(percent)}%`;
}
