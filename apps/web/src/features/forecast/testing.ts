import type { ForecastAssumptionsDraft } from '@atrium/domain/contract/forecast';
import type { ClientRecord } from '@atrium/domain/factfind/age';
import { planFromFactFind } from '@atrium/domain/forecast/from-fact-find';
import { defaultAssumptions, projectCashflow } from '@atrium/domain/forecast/projection';
import { applyScenario } from '@atrium/domain/forecast/scenario';
import { answer } from '../../test/fake-api.ts';

// Test helpers shared by the client's Forecast page test (components/forecast-page.test.tsx) and the adviser's
// Forecast tab test (routes/adviser-client-forecast.test.tsx).

// The firm never published assumptions: version 0, the engine's defaults (GET api/forecast/assumptions).
export const standardAssumptions = {
  data: { version: 0, is_default: true, published_at: null, assumptions: defaultAssumptions },
};

export function answerStandardAssumptions() {
  answer('GET /api/forecast/assumptions', { status: 200, body: standardAssumptions });
}

// The admin's assumptions page with no draft yet: version 1 to be, from the engine's defaults (GET
// api/adviser/forecast/assumptions/draft), for the page's form test and its route test.
export const noAssumptionsDraft: ForecastAssumptionsDraft = {
  id: null,
  version: 1,
  based_on: 0,
  updated_at: null,
  assumptions: defaultAssumptions as ForecastAssumptionsDraft['assumptions'],
};

// The assumptions page (features/forecast/components/assumptions-page.tsx) and its API, and what they answer
// before anything was saved: no draft, no published version.
export const assumptionsPagePath = '/adviser/settings/forecast';
export const assumptionsApi = '/api/adviser/forecast/assumptions';

export function answerNoAssumptionsYet() {
  answer(`GET ${assumptionsApi}/draft`, { status: 200, body: { data: noAssumptionsDraft } });
  answer(`GET ${assumptionsApi}/versions`, { status: 200, body: { data: [] } });
}

// A joint household's figures: one salary to 60, no partner's income, spending that the savings cannot carry for
// ever. The dates of birth come from the fact-find or the client record, as each test says.
export const householdFigures = {
  joint: true,
  employment_client1: { employment_status: 'Employed', desired_retirement_age: 60 },
  employment_client2: { employment_status: 'Not Working' },
  income: {
    items: [{ type: 'salary', owner: 'client1', gross_amount: 60000, gross_amount_frequency: 'annually' }],
  },
  investments: { items: [{ type: 'savings', value: 40000 }] },
  pensions: {
    items: [{ type: 'workplace_dc', owner: 'client1', current_value: 150000, employee_contribution: 5 }],
  },
  expenditure: { food: 3000 },
};

// The engine's plan for a fact-find today (the screens' figures must be the engine's, not their own).
export function planOf(factFind: Record<string, unknown>, client?: ClientRecord) {
  const today = new Date().toISOString().slice(0, 10);
  const result = planFromFactFind(factFind, { today, region: 'uk', ...(client ? { client } : {}) });
  if (!('plan' in result)) throw new Error('the household should have every figure');
  return result.plan;
}

// The year the money runs out, per the engine, retiring `retireYears` later (earlier when negative).
export function runsOutIn(
  factFind: Record<string, unknown>,
  retireYears: number,
  client?: ClientRecord,
): number | null {
  return projectCashflow(applyScenario(planOf(factFind, client), { retireYears, spendingPercent: 0 }))
    .runsOutIn;
}
