import { type FactFindTotals, factFindTotals } from '@atrium/domain/factfind/totals';
import { salaryTakeHomeParams } from '@atrium/domain/money/salary-take-home';
import { useQueries } from '@tanstack/react-query';
import { itemsAt } from '../cache.ts';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { netSalaryQueryOptions } from '../lookups-api.ts';

export type HouseholdTotals = {
  totals: FactFindTotals;
  // Take-home pay is still being worked out for some salary.
  isPending: boolean;
  // Each salary's take-home pay a month, by its position in income.items.
  takeHomeMonthly: Map<number, number>;
};

// The household's totals, each salary counted at the take-home pay GET …/calculate-net-salary gives (the
// same answer, from the same cache, as the questionnaire showed beside it).
export function useHouseholdTotals(): HouseholdTotals {
  const { target } = useFactFindContext();
  const data = useFactFindData();
  const clientId = target.isPreview ? null : target.clientId;
  const salaries = itemsAt(data, 'income', 'items').flatMap((item, index) => {
    const params = item.type === 'salary' ? salaryTakeHomeParams(item) : null;
    return params && clientId !== null ? [{ index, params }] : [];
  });
  const results = useQueries({
    queries: salaries.map(({ params }) => netSalaryQueryOptions(clientId ?? 0, params)),
  });
  const netByIndex = new Map(salaries.map(({ index }, i) => [index, results[i]?.data?.data.net ?? null]));
  const takeHomeMonthly = new Map(
    salaries.flatMap(({ index }, i) => {
      const monthly = results[i]?.data?.data.net_monthly;
      return monthly === undefined ? [] : [[index, monthly] as const];
    }),
  );
  return {
    totals: factFindTotals(data.factFind, { salaryNet: (_, index) => netByIndex.get(index) ?? null }),
    isPending: results.some((result) => result.isPending),
    takeHomeMonthly,
  };
}
