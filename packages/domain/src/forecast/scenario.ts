import type { ForecastPlan } from './projection.ts';

// A "what if" the client tries without saving: retire some years earlier or later, spend some percent more or
// less, and (optionally) one more goal: a lump sum in a year, today's money, and a 20 % market fall in a year
// (contract/forecast.ts lumpSum and marketFallYear, what an adviser's saved scenario may hold). Pure: returns a
// new plan, the one given is unchanged.
export type Scenario = {
  retireYears: number;
  spendingPercent: number;
  lumpSum?: { year: number; amount: number } | null;
  // Markets fall 20 % in this year (projection.ts marketFallYear).
  marketFallYear?: number | null;
};

export const noScenario: Scenario = { retireYears: 0, spendingPercent: 0 };

// Everyone who is paid a salary retires `retireYears` later (earlier when negative, never before 0), and a pension
// that was to be drawn from its owner's retirement age moves with it; spending (essential and lifestyle) changes by
// `spendingPercent` (never below nothing). Debts and goals are commitments, not spending, so they do not change;
// a lump sum is added to the goals.
export function applyScenario(plan: ForecastPlan, scenario: Scenario): ForecastPlan {
  const factor = Math.max(0, 1 + scenario.spendingPercent / 100);
  const shift = (age: number) => Math.max(0, age + scenario.retireYears);
  const people = plan.people.map((person) =>
    person.salary > 0 ? { ...person, retirementAge: shift(person.retirementAge) } : person,
  );
  const pensions = plan.pensions.map((pension) => {
    const owner = plan.people[pension.owner];
    if (!owner || owner.salary === 0 || pension.drawdownAge !== owner.retirementAge) return pension;
    const age = shift(pension.drawdownAge);
    return {
      ...pension,
      drawdownAge: age,
      taxFreeCashAge: pension.taxFreeCashAge === pension.drawdownAge ? age : pension.taxFreeCashAge,
    };
  });
  return {
    ...plan,
    people: people as unknown as ForecastPlan['people'],
    pensions,
    goals: scenario.lumpSum ? [...plan.goals, { ...scenario.lumpSum }] : plan.goals,
    ...(scenario.marketFallYear ? { marketFallYear: scenario.marketFallYear } : {}),
    spending: {
      essential: plan.spending.essential * factor,
      lifestyle: plan.spending.lifestyle * factor,
    },
  };
}
