import type { ForecastPerson, ForecastPlan } from './plan.ts';

// A "what if" the client tries without saving: each person retires some years earlier or later, the household
// spends some percent more or less, and (optionally) one more goal: a lump sum in a year, today's money, and a 20 %
// market fall in a year (contract/forecast.ts, what an adviser's saved scenario may hold). Pure: returns a new plan,
// the one given is unchanged.
export type Scenario = {
  // Years later (earlier when negative) for the first person (the client), and for the partner: absent or null,
  // the same as the client's (a scenario saved before each person had their own).
  retireYears: number;
  partnerRetireYears?: number | null;
  spendingPercent: number;
  lumpSum?: { year: number; amount: number } | null;
  // Markets fall 20 % in this year (projection.ts marketFallYear).
  marketFallYear?: number | null;
};

export const noScenario: Scenario = { retireYears: 0, spendingPercent: 0 };

// Each person's shift in years: the client's, then the partner's.
export function retireShifts(scenario: Scenario): [number, number] {
  return [scenario.retireYears, scenario.partnerRetireYears ?? scenario.retireYears];
}

const earns = (person: ForecastPerson) =>
  person.salary + (person.bonus ?? 0) + (person.selfEmployed ?? 0) > 0;

// Each person who earns retires their own number of years later (earlier when negative, never before 0), and a
// pension that was to be drawn from its owner's retirement age moves with it (never before the minimum pension age:
// the projection's notes say so); spending (essential and lifestyle) changes by `spendingPercent` (never below
// nothing). Debts and goals are commitments, not spending, so they do not change; a lump sum is added to the goals.
export function applyScenario(plan: ForecastPlan, scenario: Scenario): ForecastPlan {
  const factor = Math.max(0, 1 + scenario.spendingPercent / 100);
  const shifts = retireShifts(scenario);
  const shift = (owner: number, age: number) => Math.max(0, age + (shifts[owner] ?? 0));
  const people = plan.people.map((person, owner) =>
    earns(person) ? { ...person, retirementAge: shift(owner, person.retirementAge) } : person,
  );
  const pensions = plan.pensions.map((pension) => {
    const owner = plan.people[pension.owner];
    if (!owner || !earns(owner) || pension.drawdownAge !== owner.retirementAge) return pension;
    const age = shift(pension.owner, pension.drawdownAge);
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
