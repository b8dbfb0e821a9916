import type { Region } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { ClientRecord } from '@atrium/domain/factfind/age';
import { todayIso } from '@atrium/domain/factfind/dates';
import { type FactFindTotals, factFindTotals, type ManagedAccount } from '@atrium/domain/factfind/totals';
import { householdTaxBasis, salaryTakeHomeParams } from '@atrium/domain/money/salary-take-home';
import { useQueries, useQuery } from '@tanstack/react-query';
import { itemsAt } from '../cache.ts';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { financesSummaryQueryOptions } from '../finances/api.ts';
import { netSalaryQueryOptions } from '../lookups-api.ts';

export type HouseholdTotals = {
  totals: FactFindTotals;
  // The adviser-recorded portfolio the totals count (an account the fact-find lists too counts once, here).
  portfolio: readonly ManagedAccount[];
  // Take-home pay or the portfolio's valuation is still being fetched (net worth and income not final).
  isPending: boolean;
  // Take-home pay alone is (income and the surplus not final; net worth may be).
  isTakeHomePending: boolean;
  // Each salary's take-home pay a year and a month, by its position in income.items (null: not known).
  netYearly: Map<number, number | null>;
  takeHomeMonthly: Map<number, number>;
};

// Whose tax rules count the household's other incomes: the client user's region and the client record's dates of
// birth, as the server's take-home answers use them.
export type TaxPeople = { region: Region; client: ClientRecord | null };

// The household's totals of a fact-find as shown (packages/domain/src/factfind/totals.ts), worked out live so
// they follow what the client types: each salary at the take-home pay GET …/calculate-net-salary gives (the same
// rule, from the same cache, as the questionnaire showed beside it), every other income through the same engine in
// the browser, and the adviser-recorded portfolio from GET …/finances/summary. The server's summary and the PDF
// count the same way, so every screen agrees with them. `clientId` null: a preview, with no client to ask about.
export function useTotalsOf(
  clientId: number | null,
  data: PortalChangesResponse,
  people: TaxPeople,
): HouseholdTotals {
  const salaries = itemsAt(data, 'income', 'items').flatMap((item, index) => {
    const params = item.type === 'salary' ? salaryTakeHomeParams(item) : null;
    return params && clientId !== null ? [{ index, params }] : [];
  });
  const results = useQueries({
    queries: salaries.map(({ params }) => netSalaryQueryOptions(clientId ?? 0, params)),
  });
  const summary = useQuery({ ...financesSummaryQueryOptions(clientId ?? 0), enabled: clientId !== null });
  const isTakeHomePending = results.some((result) => result.isPending);
  const netYearly = new Map(salaries.map(({ index }, i) => [index, results[i]?.data?.data.net ?? null]));
  const takeHomeMonthly = new Map(
    salaries.flatMap(({ index }, i) => {
      const monthly = results[i]?.data?.data.net_monthly;
      return monthly === undefined ? [] : [[index, monthly] as const];
    }),
  );
  const portfolio = summary.data?.data.portfolio ?? [];
  return {
    totals: factFindTotals(data.factFind, {
      salaryNet: (_, index) => netYearly.get(index) ?? null,
      portfolio,
      taxBasis: householdTaxBasis({
        factFind: data.factFind,
        userRegion: people.region,
        client: people.client,
        today: todayIso(),
      }),
    }),
    portfolio,
    isPending: isTakeHomePending || (clientId !== null && summary.isPending),
    isTakeHomePending,
    netYearly,
    takeHomeMonthly,
  };
}

// The totals of the fact-find being filled in or reviewed.
export function useHouseholdTotals(): HouseholdTotals {
  const { target, region, client } = useFactFindContext();
  const data = useFactFindData();
  return useTotalsOf(target.isPreview ? null : target.clientId, data, { region, client });
}
