import { yearFigures } from '@atrium/domain/forecast/explain';
import { runMonteCarlo } from '@atrium/domain/forecast/monte-carlo';
import type {
  ForecastAssumptions,
  ForecastPlan,
  PlanNote,
  ProjectionYear,
  YearMoney,
} from '@atrium/domain/forecast/plan';
import { defaultAssumptions, projectCashflow } from '@atrium/domain/forecast/projection';
import { applyScenario, type Scenario } from '@atrium/domain/forecast/scenario';

// What the page shows of a projection (packages/domain/src/forecast/projection.ts), worked out in the Web Worker
// (forecast.worker.ts) or, where there is none, on the main thread: both call forecastView.

export type ForecastRow = {
  year: number;
  ages: number[];
  incomeAfterTax: number; // everyone's income after tax and pension contributions, plus pension drawings after tax
  spending: number; // essential + lifestyle spending, debt payments and goals
  totalWealth: number;
};

export type ForecastView = {
  todaysMoney: ForecastRow[];
  nominal: ForecastRow[];
  runsOutIn: number | null;
  retirementAges: number[]; // of the scenario's people
  plan: ForecastPlan; // the plan as tried (the scenario applied), for the words about it (explain.ts)
  statePensionDates: string[];
  notes: PlanNote[];
};

// The page and the PDF show the same year's figures (packages/domain/src/forecast/explain.ts yearFigures).
function rowOf(year: ProjectionYear, money: YearMoney & { people: ProjectionYear['people'] }): ForecastRow {
  return {
    year: year.year,
    ages: money.people.map((person) => person.age),
    ...yearFigures(money),
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
    plan: tried,
    statePensionDates: projection.statePensionDates,
    notes: projection.notes,
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
  medianRunsOutIn: number | null; // the middle path's run-out year, null when it lasts
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
    medianRunsOutIn: result.medianRunsOutIn,
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
