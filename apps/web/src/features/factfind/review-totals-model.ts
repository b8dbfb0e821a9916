import { sectionTotals, totalText } from '@atrium/domain/factfind/section-totals';
import type { FactFindData } from '@atrium/domain/factfind/template';
import type { FactFindTotals, ManagedAccount } from '@atrium/domain/factfind/totals';

export type TotalRow = { label: string; value: string; note?: string };

// The totals under each section of the review page that holds money, by section key: the domain's (the PDF shows
// the same, packages/domain/src/factfind/section-totals.ts), each written with its period.
export function sectionTotalRows(
  factFind: FactFindData,
  totals: FactFindTotals,
  portfolio: readonly ManagedAccount[],
  symbol: string,
): Record<string, TotalRow[]> {
  return Object.fromEntries(
    Object.entries(sectionTotals(factFind, totals, portfolio)).map(([key, list]) => [
      key,
      list.map((total) => ({
        label: total.label,
        value: totalText(total, symbol),
        ...(total.note ? { note: total.note } : {}),
      })),
    ]),
  );
}
