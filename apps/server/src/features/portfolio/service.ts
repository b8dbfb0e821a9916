import {
  type AccountInput,
  type AccountType,
  type AssetClass,
  accountInputSchema,
  type HoldingInput,
  holdingInputSchema,
  type Portfolio,
  type PortfolioAccount,
  type PortfolioCurrency,
  type PortfolioImportResponse,
  type PortfolioResponse,
  portfolioMessages,
} from '@atrium/domain/contract/portfolio';
import { holdingValue, summarise } from '@atrium/domain/portfolio/valuation';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidField, notFound, validationFailed } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access, ScopedClient } from '../access/access.ts';
import { readPortfolioCsv } from './csv.ts';
import type { AccountRow, HoldingRow, PortfolioQueries, PortfolioRepo, SnapshotRow } from './repo.ts';

type Deps = { repo: PortfolioRepo; access: Access; audit: AuditLog; clock: Clock };

// Today in the UK and Ireland (both on GMT/BST or GMT/IST), for "not in the future".
const todayOf = (clock: Clock) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(clock.now());

function toAccount(row: AccountRow, holdings: HoldingRow[]): PortfolioAccount {
  const own = holdings.filter((holding) => holding.accountId === row.id);
  const summary = summarise(
    [{ id: row.id, currency: row.currency as PortfolioCurrency }],
    own.map((holding) => ({ ...holding, assetClass: holding.assetClass as AssetClass })),
  )[0];
  return {
    id: row.id,
    provider: row.provider,
    account_type: row.accountType as AccountType,
    reference: row.reference,
    currency: row.currency as PortfolioCurrency,
    value: summary?.value ?? 0,
    valuation_date: summary?.asAt ?? null,
    holdings: own.map(toHolding),
  };
}

function toHolding(row: HoldingRow) {
  return {
    id: row.id,
    account_id: row.accountId,
    fund_name: row.fundName,
    isin: row.isin,
    asset_class: row.assetClass as AssetClass,
    units: row.units,
    price: row.price,
    value: row.value,
    valuation_date: row.valuationDate,
  };
}

function toPortfolio(accounts: AccountRow[], holdings: HoldingRow[], snapshots: SnapshotRow[]): Portfolio {
  const summaries = summarise(
    accounts.map((account) => ({ id: account.id, currency: account.currency as PortfolioCurrency })),
    holdings.map((holding) => ({ ...holding, assetClass: holding.assetClass as AssetClass })),
  );
  return {
    accounts: accounts.map((account) => toAccount(account, holdings)),
    totals: summaries.map((summary) => ({
      currency: summary.currency,
      value: summary.value,
      valuation_date: summary.asAt || null,
      by_asset_class: Object.entries(summary.byAssetClass).map(([assetClass, value]) => ({
        asset_class: assetClass as AssetClass,
        value: value ?? 0,
      })),
    })),
    history: snapshots.map((snapshot) => ({
      as_at: snapshot.asAt,
      currency: snapshot.currency as PortfolioCurrency,
      value: snapshot.value,
    })),
  };
}

const holdingValues = (input: ReturnType<typeof holdingInputSchema.parse>) => ({
  fundName: input.fund_name,
  isin: input.isin,
  assetClass: input.asset_class,
  units: input.units,
  price: input.price,
  value: holdingValue(input.units, input.price),
  valuationDate: input.valuation_date,
});

const accountValues = (input: ReturnType<typeof accountInputSchema.parse>) => ({
  provider: input.provider,
  accountType: input.account_type,
  reference: input.reference,
  currency: input.currency,
});

// Holdings and valuations: the client reads their own; their adviser (or an admin) reads and changes them.
// Every change rewrites the valuation snapshot of its date in the same transaction, so value over time follows.
export function createPortfolioService({ repo, access, audit, clock }: Deps) {
  async function read(client: ScopedClient): Promise<PortfolioResponse> {
    const [accounts, holdings, snapshots] = await Promise.all([
      repo.listAccounts(client.clientId),
      repo.listHoldings(client.clientId),
      repo.listSnapshots(client.clientId),
    ]);
    return { data: toPortfolio(accounts, holdings, snapshots) };
  }

  // The portfolio as it now stands, as the snapshot of its latest valuation date (per currency).
  async function snapshot(tx: PortfolioQueries, client: ScopedClient, source: 'adviser' | 'import' | 'seed') {
    const [accounts, holdings] = await Promise.all([
      tx.listAccounts(client.clientId),
      tx.listHoldings(client.clientId),
    ]);
    const summaries = summarise(
      accounts.map((account) => ({ id: account.id, currency: account.currency as PortfolioCurrency })),
      holdings.map((holding) => ({ ...holding, assetClass: holding.assetClass as AssetClass })),
    );
    await tx.upsertSnapshots(
      summaries.map((summary) => ({
        firmId: client.firmId,
        clientId: client.clientId,
        asAt: summary.asAt,
        currency: summary.currency,
        value: summary.value,
        byAccount: summary.byAccount,
        byAssetClass: summary.byAssetClass as Record<string, number>,
        source,
      })),
    );
  }

  function checkDate(valuationDate: string, key = 'valuation_date') {
    if (valuationDate > todayOf(clock)) throw invalidField(key, portfolioMessages.dateInFuture);
  }

  // A holding the adviser entered, checked as one: its schema, then a valuation date not in the future.
  function validHolding(input: HoldingInput) {
    const parsed = holdingInputSchema.parse(input);
    checkDate(parsed.valuation_date);
    return holdingValues(parsed);
  }

  // A change and the snapshot it leads to, in one transaction, so value over time never misses a change.
  function changeAndSnapshot<T>(
    client: ScopedClient,
    source: 'adviser' | 'import',
    change: (tx: PortfolioQueries) => Promise<T>,
  ): Promise<T> {
    return repo.transaction(async (tx) => {
      const result = await change(tx);
      await snapshot(tx, client, source);
      return result;
    });
  }

  async function record(
    auth: AuthContext,
    client: ScopedClient,
    type: string,
    info: ClientInfo,
    data: Record<string, unknown>,
  ) {
    await audit.record(callerEvent(auth, info, type, { clientId: client.clientId, ...data }));
  }

  // An adviser's change to a client's portfolio: the client within the caller's reach (404 otherwise), then its
  // input checked (422), then the change and its snapshot in one transaction, then the audit event.
  async function adviserChange<Values, T>(
    auth: AuthContext,
    clientId: number,
    info: ClientInfo,
    type: string,
    step: {
      check: () => Values;
      change: (tx: PortfolioQueries, client: ScopedClient, values: Values) => Promise<T>;
      data: (result: T) => Record<string, unknown>;
    },
  ): Promise<{ client: ScopedClient; row: T }> {
    const client = await access.clientForStaff(auth, clientId);
    const values = step.check();
    const row = await changeAndSnapshot(client, 'adviser', (tx) => step.change(tx, client, values));
    await record(auth, client, type, info, step.data(row));
    return { client, row };
  }

  async function ensureUniqueAccount(
    tx: PortfolioQueries,
    client: ScopedClient,
    values: ReturnType<typeof accountValues>,
    exceptId: number | null,
  ) {
    const existing = await tx.findAccountByIdentity(client.clientId, values);
    if (existing && existing.id !== exceptId)
      throw invalidField('provider', portfolioMessages.duplicateAccount);
  }

  return {
    async getOwn(auth: AuthContext) {
      // The caller's household: both partners see the one portfolio (features/access).
      return read(
        await access.householdOfCaller(
          auth,
          'Only clients have a portfolio here; the firm uses the adviser pages.',
        ),
      );
    },

    getForClient: async (auth: AuthContext, clientId: number) =>
      read(await access.clientForStaff(auth, clientId)),

    async createAccount(auth: AuthContext, clientId: number, input: AccountInput, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      const values = accountValues(accountInputSchema.parse(input));
      const row = await repo.transaction(async (tx) => {
        await ensureUniqueAccount(tx, client, values, null);
        return tx.insertAccount({
          ...values,
          firmId: client.firmId,
          clientId: client.clientId,
          createdBy: auth.userId,
        });
      });
      await record(auth, client, 'portfolio.account.created', info, { accountId: row.id });
      return { data: toAccount(row, []) };
    },

    async updateAccount(
      auth: AuthContext,
      clientId: number,
      accountId: number,
      input: AccountInput,
      info: ClientInfo,
    ) {
      const { client, row } = await adviserChange(auth, clientId, info, 'portfolio.account.updated', {
        check: () => accountValues(accountInputSchema.parse(input)),
        change: async (tx, client, values) => {
          if (!(await tx.findAccount(client.clientId, accountId))) throw notFound();
          await ensureUniqueAccount(tx, client, values, accountId);
          const updated = await tx.updateAccount(client.clientId, accountId, values);
          if (!updated) throw notFound();
          return updated;
        },
        data: () => ({ accountId }),
      });
      return { data: toAccount(row, await repo.listHoldings(client.clientId)) };
    },

    async deleteAccount(auth: AuthContext, clientId: number, accountId: number, info: ClientInfo) {
      await adviserChange(auth, clientId, info, 'portfolio.account.deleted', {
        check: () => null,
        change: async (tx, client) => {
          if (!(await tx.deleteAccount(client.clientId, accountId))) throw notFound();
        },
        data: () => ({ accountId }),
      });
    },

    async createHolding(
      auth: AuthContext,
      clientId: number,
      accountId: number,
      input: HoldingInput,
      info: ClientInfo,
    ) {
      const { row } = await adviserChange(auth, clientId, info, 'portfolio.holding.created', {
        check: () => validHolding(input),
        change: async (tx, client, values) => {
          if (!(await tx.findAccount(client.clientId, accountId))) throw notFound();
          const [inserted] = await tx.insertHoldings(accountId, [values]);
          if (!inserted) throw new Error('Holding was not stored');
          return inserted;
        },
        data: (inserted) => ({ accountId, holdingId: inserted.id }),
      });
      return { data: toHolding(row) };
    },

    async updateHolding(
      auth: AuthContext,
      clientId: number,
      holdingId: number,
      input: HoldingInput,
      info: ClientInfo,
    ) {
      const { row } = await adviserChange(auth, clientId, info, 'portfolio.holding.updated', {
        check: () => validHolding(input),
        change: async (tx, client, values) => {
          if (!(await tx.findHolding(client.clientId, holdingId))) throw notFound();
          const updated = await tx.updateHolding(holdingId, values);
          if (!updated) throw notFound();
          return updated;
        },
        data: () => ({ holdingId }),
      });
      return { data: toHolding(row) };
    },

    async deleteHolding(auth: AuthContext, clientId: number, holdingId: number, info: ClientInfo) {
      await adviserChange(auth, clientId, info, 'portfolio.holding.deleted', {
        check: () => null,
        change: async (tx, client) => {
          if (!(await tx.findHolding(client.clientId, holdingId))) throw notFound();
          await tx.deleteHolding(holdingId);
        },
        data: () => ({ holdingId }),
      });
    },

    // All or nothing (docs/portfolio-csv.md): every row is checked first; any error answers 422 with each bad
    // row's problems and stores nothing. Each account named in the file has its holdings replaced by the file's.
    async importCsv(
      auth: AuthContext,
      clientId: number,
      csv: string,
      info: ClientInfo,
    ): Promise<PortfolioImportResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const existing = await repo.listAccounts(client.clientId);
      const file = readPortfolioCsv(csv, { today: todayOf(clock), existing });
      if (!file.ok) throw validationFailed({ errors: file.errors, message: portfolioMessages.importFailed });
      const asAt = await changeAndSnapshot(client, 'import', async (tx) => {
        for (const group of file.accounts) {
          const found = await tx.findAccountByIdentity(client.clientId, {
            provider: group.account.provider,
            accountType: group.account.account_type,
            reference: group.account.reference,
          });
          const account =
            found ??
            (await tx.insertAccount({
              ...accountValues(group.account),
              firmId: client.firmId,
              clientId: client.clientId,
              createdBy: auth.userId,
            }));
          await tx.deleteHoldingsOf([account.id]);
          await tx.insertHoldings(account.id, group.holdings.map(holdingValues));
        }
        // ISO dates sort as text.
        const dates = file.accounts.flatMap((group) =>
          group.holdings.map((holding) => holding.valuation_date),
        );
        return dates.sort().at(-1) ?? '';
      });
      const holdings = file.accounts.reduce((sum, group) => sum + group.holdings.length, 0);
      await record(auth, client, 'portfolio.imported', info, {
        accounts: file.accounts.length,
        holdings,
      });
      return { data: { accounts: file.accounts.length, holdings, as_at: asAt } };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
