import type { ForecastPlan, ProjectionYear, YearMoney } from '@atrium/domain/forecast/projection';
import { projectCashflow } from '@atrium/domain/forecast/projection';
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

export function forecastView(plan: ForecastPlan, scenario: Scenario): ForecastView {
  const tried = applyScenario(plan, scenario);
  const projection = projectCashflow(tried);
  return {
    todaysMoney: projection.years.map((year) => rowOf(year, year.todaysMoney)),
    nominal: projection.years.map((year) => rowOf(year, year)),
    runsOutIn: projection.runsOutIn,
    retirementAges: tried.people.map((person) => person.retirementAge),
  };
}

export type ForecastRequest = { id: number; plan: ForecastPlan; scenario: Scenario };
export type ForecastResponse = { id: number; view: ForecastView } | { id: number; error: string };

// Whole pounds or euros: a forecast decades ahead has no meaningful pennies. "−£1,200" for a shortfall.
export function formatWhole(amount: number, symbol: string): string {
  const text = Math.round(Math.abs(amount)).toLocaleString('en-GB');
  return `${Math.round(amount) < 0 ? '−' : ''}${symbol}${text}`;
}
