import { z } from 'zod';
import type { FactFindTotals } from '../factfind/totals.ts';

// /finances: the fact-find categories its figures come from, each with when it last changed.
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

// GET /api/clients/{clientId}/finances/summary: the household's totals of the client's current fact-find
// (packages/domain/src/factfind/totals.ts, the figures every screen and the PDF show) with the adviser-recorded
// portfolio counted in; `portfolio` lists those accounts (in the client's currency) at their latest valuation, so
// a screen working the totals out live as the client types counts them the same way.
const money = z.number();
export const householdTotalsSchema = z.object({
  assets: z.object({
    home: money,
    property: money,
    cashAndInvestments: money,
    managed: money,
    pensions: money,
    total: money,
  }),
  liabilities: z.object({ mortgages: money, loans: money, creditCards: money, total: money }),
  netWorth: money,
  monthlyIncome: z.object({ gross: money, net: money, grossOnlyCount: z.number().int() }),
  monthlyOutgoings: z.object({ essential: money, discretionary: money, total: money }),
  monthlySurplus: money,
}) satisfies z.ZodType<FactFindTotals>;

export const managedAccountSchema = z.object({
  provider: z.string(),
  reference: z.string(),
  value: money,
  valuation_date: z.string().nullable(),
});
export type ManagedAccountSummary = z.infer<typeof managedAccountSchema>;

export const financesSummaryResponseSchema = z.object({
  data: z.object({ totals: householdTotalsSchema, portfolio: z.array(managedAccountSchema) }),
});
export type FinancesSummaryResponse = z.infer<typeof financesSummaryResponseSchema>;
