import { compilePlan, meanMarket } from './compile.ts';
import type { ForecastAssumptions, ForecastPlan, Projection, ProjectionYear } from './plan.ts';
import { runPath } from './run-path.ts';

// A deterministic, year-by-year cashflow projection of a household from this calendar year to the year the
// younger person reaches 100. Pure: no clock, no I/O ("today" is an input). Money is in pounds or euros (not
// minor units); inputs are in today's money unless a field says otherwise. The first row runs from today to
// 31 December. The method, the drawdown order and what is not modelled are in docs/forecast.md; the plan is made
// ready in compile.ts and each year worked out in run-path.ts.

// Full rates a year for the tax year 2026/27 (UK: £241.30 a week, gov.uk "The new State Pension"; Ireland:
// €299.30 a week from January 2026, gov.ie Budget 2026 social welfare measures), rising with prices (realGrowth
// 0: the triple lock's extra is not assumed).
export const defaultAssumptions: ForecastAssumptions = {
  inflation: { mean: 0.025, volatility: 0.01 },
  returns: {
    cash: { mean: 0.03, volatility: 0.005 },
    investments: { mean: 0.06, volatility: 0.12 },
    pensions: { mean: 0.06, volatility: 0.12 },
  },
  charges: { investments: 0.005, pensions: 0.0075 },
  thresholds: 'frozen',
  statePension: { uk: 241.3 * 52, ie: 299.3 * 52, realGrowth: 0 },
  laterLife: { fromAge: 75, lifestyleReduction: 0.2 },
  drawdownOrder: ['cash', 'isa', 'gia', 'pensions'],
};

// The deterministic projection: every year at the assumptions' mean inflation and returns.
export function projectCashflow(
  plan: ForecastPlan,
  assumptions: ForecastAssumptions = defaultAssumptions,
): Projection {
  const compiled = compilePlan(plan, assumptions);
  const rows: ProjectionYear[] = [];
  const runsOutIn = runPath(compiled, meanMarket(compiled.years, assumptions), null, null, 0, rows);
  return {
    years: rows,
    runsOutIn: runsOutIn < 0 ? null : runsOutIn,
    statePensionDates: compiled.people.map((person) => person.statePensionDate),
    notes: compiled.notes,
  };
}
