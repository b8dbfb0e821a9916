import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { portfolioAccounts, portfolioHoldings, portfolioSnapshots } from '../../db/schema.ts';

type AccountValues = {
  provider: string;
  accountType: string;
  reference: string;
  currency: string;
};
type HoldingValues = {
  fundName: string;
  isin: string;
  assetClass: string;
  units: number;
  price: number;
  value: number;
  valuationDate: string;
};
export type SnapshotValues = typeof portfolioSnapshots.$inferInsert;

// Every query names the client: the service has already decided the caller may reach that client. A holding is
// reached through its account, so a holding id from another client's account is never found.
function createPortfolioQueries(db: Db) {
  return {
    async listAccounts(clientId: number) {
      return db
        .select()
        .from(portfolioAccounts)
        .where(eq(portfolioAccounts.clientId, clientId))
        .orderBy(
          asc(portfolioAccounts.provider),
          asc(portfolioAccounts.accountType),
          asc(portfolioAccounts.id),
        );
    },

    async listHoldings(clientId: number) {
      return db
        .select({ holding: portfolioHoldings })
        .from(portfolioHoldings)
        .innerJoin(portfolioAccounts, eq(portfolioAccounts.id, portfolioHoldings.accountId))
        .where(eq(portfolioAccounts.clientId, clientId))
        .orderBy(asc(portfolioHoldings.fundName), asc(portfolioHoldings.id))
        .then((rows) => rows.map((row) => row.holding));
    },

    async listSnapshots(clientId: number) {
      return db
        .select()
        .from(portfolioSnapshots)
        .where(eq(portfolioSnapshots.clientId, clientId))
        .orderBy(asc(portfolioSnapshots.asAt), asc(portfolioSnapshots.currency));
    },

    async findAccount(clientId: number, accountId: number) {
      const [row] = await db
        .select()
        .from(portfolioAccounts)
        .where(and(eq(portfolioAccounts.id, accountId), eq(portfolioAccounts.clientId, clientId)));
      return row ?? null;
    },

    async findAccountByIdentity(clientId: number, identity: Omit<AccountValues, 'currency'>) {
      const [row] = await db
        .select()
        .from(portfolioAccounts)
        .where(
          and(
            eq(portfolioAccounts.clientId, clientId),
            eq(portfolioAccounts.provider, identity.provider),
            eq(portfolioAccounts.accountType, identity.accountType),
            eq(portfolioAccounts.reference, identity.reference),
          ),
        );
      return row ?? null;
    },

    async insertAccount(values: typeof portfolioAccounts.$inferInsert) {
      const [row] = await db.insert(portfolioAccounts).values(values).returning();
      if (!row) throw new Error('Account was not stored');
      return row;
    },

    async updateAccount(clientId: number, accountId: number, values: AccountValues) {
      const [row] = await db
        .update(portfolioAccounts)
        .set(values)
        .where(and(eq(portfolioAccounts.id, accountId), eq(portfolioAccounts.clientId, clientId)))
        .returning();
      return row ?? null;
    },

    async deleteAccount(clientId: number, accountId: number) {
      const rows = await db
        .delete(portfolioAccounts)
        .where(and(eq(portfolioAccounts.id, accountId), eq(portfolioAccounts.clientId, clientId)))
        .returning({ id: portfolioAccounts.id });
      return rows.length > 0;
    },

    async findHolding(clientId: number, holdingId: number) {
      const [row] = await db
        .select({ holding: portfolioHoldings })
        .from(portfolioHoldings)
        .innerJoin(portfolioAccounts, eq(portfolioAccounts.id, portfolioHoldings.accountId))
        .where(and(eq(portfolioHoldings.id, holdingId), eq(portfolioAccounts.clientId, clientId)));
      return row?.holding ?? null;
    },

    async insertHoldings(accountId: number, values: HoldingValues[]) {
      if (values.length === 0) return [];
      return db
        .insert(portfolioHoldings)
        .values(values.map((value) => ({ ...value, accountId })))
        .returning();
    },

    // The caller has found the holding through findHolding (so it is the client's).
    async updateHolding(holdingId: number, values: HoldingValues) {
      const [row] = await db
        .update(portfolioHoldings)
        .set(values)
        .where(eq(portfolioHoldings.id, holdingId))
        .returning();
      return row ?? null;
    },

    async deleteHolding(holdingId: number) {
      await db.delete(portfolioHoldings).where(eq(portfolioHoldings.id, holdingId));
    },

    async deleteHoldingsOf(accountIds: number[]) {
      if (accountIds.length === 0) return;
      await db.delete(portfolioHoldings).where(inArray(portfolioHoldings.accountId, accountIds));
    },

    // One snapshot per client, date and currency: a later change on the same date replaces it.
    async upsertSnapshots(values: SnapshotValues[]) {
      if (values.length === 0) return;
      await db
        .insert(portfolioSnapshots)
        .values(values)
        .onConflictDoUpdate({
          target: [portfolioSnapshots.clientId, portfolioSnapshots.asAt, portfolioSnapshots.currency],
          set: {
            value: sql`excluded.value`,
            byAccount: sql`excluded.by_account`,
            byAssetClass: sql`excluded.by_asset_class`,
            source: sql`excluded.source`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}

export type PortfolioQueries = ReturnType<typeof createPortfolioQueries>;

export function createPortfolioRepo(db: Db) {
  return {
    ...createPortfolioQueries(db),
    // Runs `work` in one transaction, with the queries bound to it.
    transaction<T>(work: (tx: PortfolioQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createPortfolioQueries(tx)));
    },
  };
}

export type PortfolioRepo = ReturnType<typeof createPortfolioRepo>;
export type AccountRow = Awaited<ReturnType<PortfolioQueries['insertAccount']>>;
export type HoldingRow = Awaited<ReturnType<PortfolioQueries['listHoldings']>>[number];
export type SnapshotRow = Awaited<ReturnType<PortfolioQueries['listSnapshots']>>[number];
