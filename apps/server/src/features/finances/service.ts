import {
  type FinancesSummaryResponse,
  type FinancesUpdatedResponse,
  financeSections,
  type ManagedAccountSummary,
} from '@atrium/domain/contract/finances';
import type { AssetClass, PortfolioCurrency } from '@atrium/domain/contract/portfolio';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { type FactFindTotals, factFindTotals } from '@atrium/domain/factfind/totals';
import { totalsTaxOptions } from '@atrium/domain/money/salary-take-home';
import { summarise } from '@atrium/domain/portfolio/valuation';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { resolveClientAccess } from '../factfind/access.ts';
import type { ClientAccessRow } from '../factfind/repo.ts';
import type { FactFindService } from '../factfind/service.ts';
import { takeHomeBasisOf } from '../net-salary/service.ts';
import type { FinancesRepo } from './repo.ts';

type Deps = { repo: FinancesRepo; factFinds: Pick<FactFindService, 'getChanges'>; clock: Clock };

// A client's currency symbol to the portfolio's currency: a EUR account is never added to a sterling total.
const currencyOf = (symbol: string): PortfolioCurrency => (symbol === '€' ? 'EUR' : 'GBP');

export function createFinancesService({ repo, factFinds, clock }: Deps) {
  function portfolioOf(
    { accounts, holdings }: Awaited<ReturnType<FinancesRepo['listPortfolio']>>,
    currency: PortfolioCurrency,
  ): ManagedAccountSummary[] {
    return accounts
      .filter((account) => account.currency === currency)
      .map((account) => {
        const [summary] = summarise(
          [{ id: account.id, currency }],
          holdings
            .filter((holding) => holding.accountId === account.id)
            .map((holding) => ({ ...holding, assetClass: holding.assetClass as AssetClass })),
        );
        return {
          provider: account.provider,
          reference: account.reference,
          value: summary?.value ?? 0,
          valuation_date: summary?.asAt || null,
        };
      });
  }

  // The household's totals of a fact-find (the data a screen shows of it), each salary after tax as
  // GET …/calculate-net-salary gives it and every other income through the same engine, with the adviser-recorded
  // portfolio counted in.
  async function totalsOf(
    client: ClientAccessRow,
    factFind: FactFindData,
  ): Promise<{ totals: FactFindTotals; portfolio: ManagedAccountSummary[] }> {
    const [basis, listing] = await Promise.all([
      repo.findTakeHomeBasis(client.id),
      repo.listPortfolio(client.id),
    ]);
    const portfolio = portfolioOf(listing, currencyOf(basis.currencySymbol));
    const totals = factFindTotals(factFind, {
      ...totalsTaxOptions(takeHomeBasisOf(client, basis.factFind, basis.userRegion, clock.now())),
      portfolio,
    });
    return { totals, portfolio };
  }

  return {
    // The client themself, their adviser and the firm's admins; anyone else is told the client does not exist.
    async lastUpdated(auth: AuthContext, clientId: number): Promise<FinancesUpdatedResponse> {
      const { client } = await resolveClientAccess(repo, auth, clientId);
      const changed = await repo.lastChangedByCategory(client.id);
      const data = Object.fromEntries(
        financeSections.map((section) => [section, changed.get(section)?.toISOString() ?? null]),
      ) as FinancesUpdatedResponse['data'];
      return { data };
    },

    // The totals of the client's current fact-find as the caller reads it (the same response their screen
    // renders, so a category they may not read counts for nothing), under the same access rule.
    async summary(auth: AuthContext, clientId: number): Promise<FinancesSummaryResponse> {
      const { client } = await resolveClientAccess(repo, auth, clientId);
      const view = await factFinds.getChanges(auth, client.id);
      return { data: await totalsOf(client, view.factFind) };
    },

    // The same totals of one fact-find the caller has already been allowed to read (the PDF of it), with the
    // portfolio they count.
    async householdTotals(auth: AuthContext, clientId: number, factFind: FactFindData) {
      const { client } = await resolveClientAccess(repo, auth, clientId);
      return totalsOf(client, factFind);
    },
  };
}

export type FinancesService = ReturnType<typeof createFinancesService>;
