import type { Region } from '@atrium/domain/contract/auth';
import { financeSections } from '@atrium/domain/contract/finances';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  clients,
  factFindChanges,
  factFinds,
  portfolioAccounts,
  portfolioHoldings,
  users,
} from '../../db/schema.ts';
import { findClientInFirm } from '../factfind/repo.ts';
import { latestFactFindData } from '../net-salary/repo.ts';

export function createFinancesRepo(db: Db) {
  return {
    findClient: (clientId: number, firmId: number) => findClientInFirm(db, clientId, firmId),

    // The newest change under each category ('income.items.0.gross_amount' is income's) of the client's
    // fact-finds; categories never changed are absent.
    async lastChangedByCategory(clientId: number): Promise<Map<string, Date>> {
      const category = sql<string>`split_part(${factFindChanges.path}, '.', 1)`;
      const rows = await db
        .select({ category, at: max(factFindChanges.createdAt) })
        .from(factFindChanges)
        .innerJoin(factFinds, eq(factFinds.id, factFindChanges.factFindId))
        .where(and(eq(factFinds.clientId, clientId), inArray(category, [...financeSections])))
        .groupBy(category);
      return new Map(rows.flatMap((row) => (row.at ? [[row.category, new Date(row.at)] as const] : [])));
    },

    // What a salary's take-home pay depends on beyond the fact-find shown, as GET …/calculate-net-salary reads
    // it (features/net-salary/repo.ts): the client user's region and their current (newest) fact-find; and the
    // client's currency, which portfolio accounts count.
    async findTakeHomeBasis(
      clientId: number,
    ): Promise<{ userRegion: Region; currencySymbol: string; factFind: FactFindData }> {
      const [[client], latest] = await Promise.all([
        db
          .select({ region: users.region, currencySymbol: clients.currencySymbol })
          .from(clients)
          .innerJoin(users, eq(users.id, clients.userId))
          .where(eq(clients.id, clientId)),
        latestFactFindData(db, clientId),
      ]);
      return {
        userRegion: client?.region ?? 'uk',
        currencySymbol: client?.currencySymbol ?? '£',
        factFind: latest ?? {},
      };
    },

    // The adviser-recorded accounts with their holdings' values and dates (each account's latest valuation is
    // the sum of its holdings, as the portfolio page shows it).
    async listPortfolio(clientId: number) {
      const [accounts, holdings] = await Promise.all([
        db
          .select({
            id: portfolioAccounts.id,
            provider: portfolioAccounts.provider,
            reference: portfolioAccounts.reference,
            currency: portfolioAccounts.currency,
          })
          .from(portfolioAccounts)
          .where(eq(portfolioAccounts.clientId, clientId))
          .orderBy(asc(portfolioAccounts.provider), asc(portfolioAccounts.id)),
        db
          .select({
            accountId: portfolioHoldings.accountId,
            assetClass: portfolioHoldings.assetClass,
            value: portfolioHoldings.value,
            valuationDate: portfolioHoldings.valuationDate,
          })
          .from(portfolioHoldings)
          .innerJoin(portfolioAccounts, eq(portfolioAccounts.id, portfolioHoldings.accountId))
          .where(eq(portfolioAccounts.clientId, clientId)),
      ]);
      return { accounts, holdings };
    },
  };
}

export type FinancesRepo = ReturnType<typeof createFinancesRepo>;
