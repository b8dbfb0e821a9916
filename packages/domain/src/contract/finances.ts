import { z } from 'zod';

// Issue 9, /finances: the fact-find categories its figures come from, each with when it last changed.
export const financeSections = [
  'current_address',
  'property',
  'investments',
  'pensions',
  'liabilities',
  'income',
  'expenditure',
  'protection',
] as const;
export type FinanceSection = (typeof financeSections)[number];

// GET /api/clients/{clientId}/finances/updated: the newest recorded change (fact_find_changes) under each
// category across the client's fact-finds; null when none was ever recorded.
export const financesUpdatedResponseSchema = z.object({
  data: z.object(
    Object.fromEntries(
      financeSections.map((section) => [section, z.iso.datetime({ offset: true }).nullable()]),
    ) as Record<FinanceSection, z.ZodNullable<z.ZodISODateTime>>,
  ),
});
export type FinancesUpdatedResponse = z.infer<typeof financesUpdatedResponseSchema>;
