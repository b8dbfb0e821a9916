import { z } from 'zod';
import type { ForecastAssumptions } from '../forecast/plan.ts';
import {
  dataOf,
  filledText,
  isoDateTime,
  listOf,
  pathId,
  personRefSchema,
  timestamps,
  wholeNumberIn,
} from './fields.ts';

// The lifetime cashflow forecast's server side (docs/forecast.md): the firm's assumptions, drafted and
// published as numbered versions like the fact-find template (contract/templates.ts), and the scenarios an adviser
// saves for a client and shares to the client's portal. The assumptions schema is the one check of their values:
// the admin's draft, the stored versions and the engine (forecast/projection.ts) all use this shape.

export const forecastMessages = {
  adminOnly: "Only an admin can change the firm's forecast assumptions.",
  noDraft: 'There is no draft to publish. Save a change first.',
  drawdownOrder: 'List cash, ISAs, general investments and pensions, each once.',
  nameRequired: 'Give the scenario a name.',
  nameTooLong: 'The name may not be longer than 80 characters.',
  nameTaken: 'This client already has a scenario with this name.',
  retireYears: 'Choose between 15 years earlier and 15 years later.',
  partnerRetireYears: 'Choose between 15 years earlier and 15 years later for the partner.',
  spendingPercent: 'Choose a change between −90 % and +200 %.',
  lumpSumYear: 'Choose a year from 2000 to 2200.',
  lumpSumAmount: 'Enter an amount above 0 and up to 100,000,000.',
  marketFallYear: 'Choose a year from 2000 to 2200.',
  nothingToChange: 'Give a new name or say whether the scenario is shared.',
  clientOnly: 'Only clients see the scenarios shared with them; the firm uses the adviser pages.',
} as const;

// A share as a fraction (0.025 = 2.5 %), refused outside [min, max] with the range in percent.
const percent = (label: string, min: number, max: number) => {
  const message = `${label} must be between ${Math.round(min * 1000) / 10} % and ${Math.round(max * 1000) / 10} %.`;
  return z.number({ error: message }).min(min, message).max(max, message);
};

const distribution = (label: string, mean: [number, number], volatility: [number, number]) =>
  z.object({
    mean: percent(`The ${label} return`, ...mean),
    volatility: percent(`The ${label} volatility`, ...volatility),
  });

const yearlyAmount = (label: string) => {
  const message = `${label} must be between 0 and 100,000 a year.`;
  return z.number({ error: message }).min(0, message).max(100_000, message);
};

export const forecastPotSchema = z.enum(['cash', 'isa', 'gia', 'pensions']);

// The firm's assumptions (forecast/projection.ts ForecastAssumptions, defaultAssumptions): every value a fraction
// a year unless named otherwise; State Pension full rates a year in today's money.
export const forecastAssumptionsSchema = z.object({
  inflation: z.object({
    mean: percent('Inflation', -0.05, 0.2),
    volatility: percent('The inflation volatility', 0, 0.2),
  }),
  returns: z.object({
    cash: distribution('cash', [-0.1, 0.2], [0, 0.5]),
    investments: distribution('investments', [-0.1, 0.2], [0, 0.5]),
    pensions: distribution('pensions', [-0.1, 0.2], [0, 0.5]),
  }),
  charges: z.object({
    investments: percent('The investment charge', 0, 0.05),
    pensions: percent('The pension charge', 0, 0.05),
  }),
  thresholds: z.enum(['frozen', 'indexed'], { error: 'Choose frozen or indexed.' }),
  statePension: z.object({
    uk: yearlyAmount('The UK State Pension'),
    ie: yearlyAmount('The Irish State Pension'),
    realGrowth: percent('State Pension growth above inflation', -0.05, 0.05),
  }),
  laterLife: z.object({
    fromAge: z
      .number({ error: 'Choose an age from 55 to 100.' })
      .int('Choose an age from 55 to 100.')
      .min(55, 'Choose an age from 55 to 100.')
      .max(100, 'Choose an age from 55 to 100.'),
    lifestyleReduction: percent('The later-life fall in lifestyle spending', 0, 1),
  }),
  drawdownOrder: z
    .array(forecastPotSchema, { error: forecastMessages.drawdownOrder })
    .length(4, forecastMessages.drawdownOrder)
    .refine((pots) => new Set(pots).size === 4, forecastMessages.drawdownOrder)
    .readonly(),
}) satisfies z.ZodType<ForecastAssumptions>;
export type ForecastAssumptionsBody = z.infer<typeof forecastAssumptionsSchema>;

// ---- assumptions, versioned ----

// GET api/forecast/assumptions (anyone signed in to the firm: its clients, partners, advisers and admins): the
// firm's newest published version; a firm that never published gets defaultAssumptions as version 0
// (is_default true, published_at null).
export const forecastAssumptionsVersionSchema = z.object({
  version: z.number().int().min(0),
  is_default: z.boolean(),
  published_at: isoDateTime.nullable(),
  assumptions: forecastAssumptionsSchema,
});
export type ForecastAssumptionsVersion = z.infer<typeof forecastAssumptionsVersionSchema>;
export const forecastAssumptionsResponseSchema = dataOf(forecastAssumptionsVersionSchema);
export type ForecastAssumptionsResponse = z.infer<typeof forecastAssumptionsResponseSchema>;

// GET / PUT api/adviser/forecast/assumptions/draft (admins). Without a draft, GET shows the newest published
// version (or the defaults) as the starting point: id null, version the number publishing would give.
export const forecastAssumptionsDraftSchema = z.object({
  id: z.number().int().nullable(),
  version: z.number().int().min(1),
  based_on: z.number().int().min(0), // the published version it started from (0: the defaults)
  updated_at: isoDateTime.nullable(),
  assumptions: forecastAssumptionsSchema,
});
export type ForecastAssumptionsDraft = z.infer<typeof forecastAssumptionsDraftSchema>;
export const forecastAssumptionsDraftResponseSchema = dataOf(forecastAssumptionsDraftSchema);
export type ForecastAssumptionsDraftResponse = z.infer<typeof forecastAssumptionsDraftResponseSchema>;

// PUT api/adviser/forecast/assumptions/draft: the whole set; a value out of range is a 422 beside its field
// (e.g. errors["assumptions.returns.pensions.volatility"]).
export const saveForecastAssumptionsRequestSchema = z.object({ assumptions: forecastAssumptionsSchema });
export type SaveForecastAssumptionsRequest = z.infer<typeof saveForecastAssumptionsRequestSchema>;

// POST api/adviser/forecast/assumptions/publish → 201 { data: the new version }.
// GET api/adviser/forecast/assumptions/versions (admins): every published version, newest first.
export const forecastAssumptionsVersionsResponseSchema = listOf(forecastAssumptionsVersionSchema);
export type ForecastAssumptionsVersionsResponse = z.infer<typeof forecastAssumptionsVersionsResponseSchema>;

// ---- saved scenarios ----

const calendarYear = (message: string) =>
  z.number({ error: message }).int(message).min(2000, message).max(2200, message);

// What a saved scenario changes (forecast/scenario.ts Scenario, plus a lump-sum goal and a market fall): the client
// retires retireYears later (earlier when negative) and the partner partnerRetireYears later (absent or null: as
// many as the client, the one lever of scenarios saved before each person had their own); spending changes by
// spendingPercent; lumpSum is one more goal (today's money, in its year); marketFallYear: investments and pensions
// fall 20 % that year.
export const forecastScenarioSchema = z.object({
  retireYears: wholeNumberIn(-15, 15, forecastMessages.retireYears),
  partnerRetireYears: wholeNumberIn(-15, 15, forecastMessages.partnerRetireYears).nullable().optional(),
  spendingPercent: z
    .number({ error: forecastMessages.spendingPercent })
    .min(-90, forecastMessages.spendingPercent)
    .max(200, forecastMessages.spendingPercent),
  lumpSum: z
    .object({
      year: calendarYear(forecastMessages.lumpSumYear),
      amount: z
        .number({ error: forecastMessages.lumpSumAmount })
        .gt(0, forecastMessages.lumpSumAmount)
        .max(100_000_000, forecastMessages.lumpSumAmount),
    })
    .nullable(),
  marketFallYear: calendarYear(forecastMessages.marketFallYear).nullable(),
});
export type ForecastScenario = z.infer<typeof forecastScenarioSchema>;

const scenarioName = filledText(80, {
  required: forecastMessages.nameRequired,
  tooLong: forecastMessages.nameTooLong,
});

export const savedScenarioSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  name: z.string(),
  scenario: forecastScenarioSchema,
  shared: z.boolean(),
  shared_at: isoDateTime.nullable(),
  // What it was made with: the firm's assumptions version (0: the defaults) and the client's fact-find and its
  // version at the time (null: no fact-find yet).
  assumptions_version: z.number().int().min(0),
  fact_find_id: z.number().int().nullable(),
  fact_find_version: z.number().int().nullable(),
  created_by: personRefSchema,
  ...timestamps,
});
export type SavedScenario = z.infer<typeof savedScenarioSchema>;

// GET api/adviser/clients/{clientId}/forecast/scenarios (all of the client's, newest first) and
// GET api/forecast/scenarios (the signed-in client's household: the shared ones only).
export const savedScenariosResponseSchema = listOf(savedScenarioSchema);
export type SavedScenariosResponse = z.infer<typeof savedScenariosResponseSchema>;
export const savedScenarioResponseSchema = dataOf(savedScenarioSchema);
export type SavedScenarioResponse = z.infer<typeof savedScenarioResponseSchema>;

// POST api/adviser/clients/{clientId}/forecast/scenarios → 201. The assumptions and fact-find versions are the
// ones current when it is saved (the server records them).
export const createScenarioRequestSchema = z.object({
  name: scenarioName,
  scenario: forecastScenarioSchema,
  shared: z.boolean().optional(),
});
export type CreateScenarioRequest = z.infer<typeof createScenarioRequestSchema>;

// PATCH api/adviser/clients/{clientId}/forecast/scenarios/{scenarioId}: rename, share (notifies the client) or
// unshare. DELETE on the same path → 204.
export const updateScenarioRequestSchema = z
  .object({ name: scenarioName.optional(), shared: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.shared !== undefined, {
    message: forecastMessages.nothingToChange,
    path: ['name'],
  });
export type UpdateScenarioRequest = z.infer<typeof updateScenarioRequestSchema>;

export const scenarioParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
  scenarioId: pathId('Not a scenario id.'),
});
