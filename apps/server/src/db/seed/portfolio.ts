import { holdingValue, summarise } from '@atrium/domain/portfolio/valuation';
import { eq } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { portfolioAccounts, portfolioHoldings, portfolioSnapshots } from '../schema.ts';
import { findDemoClient } from './demo-client.ts';

type DemoHolding = {
  fundName: string;
  isin: string;
  assetClass: 'equity' | 'fixed-income' | 'multi-asset' | 'property' | 'cash';
  units: number;
  price: number;
};

// James Carter's investments: an ISA, a SIPP and a general account at three providers, valued at the
// last quarter end, and ten quarterly snapshots before and including it so /portfolio has a history to chart.
const demoAccounts: {
  provider: string;
  accountType: string;
  reference: string;
  holdings: DemoHolding[];
}[] = [
  {
    provider: 'Aviva',
    accountType: 'isa',
    reference: 'ISA-204817',
    holdings: [
      {
        fundName: 'Vanguard FTSE U.K. All Share Index',
        isin: 'GB00B3X7QG63',
        assetClass: 'equity',
        units: 182.4312,
        price: 245.18,
      },
      {
        fundName: 'iShares Core MSCI World UCITS ETF',
        isin: 'IE00B4L5Y983',
        assetClass: 'equity',
        units: 410,
        price: 88.62,
      },
      {
        fundName: 'Example Sterling Corporate Bond',
        isin: 'GB00B4PQW151',
        assetClass: 'fixed-income',
        units: 9120.5,
        price: 1.1834,
      },
    ],
  },
  {
    provider: 'Royal London',
    accountType: 'sipp',
    reference: 'SIPP-55012',
    holdings: [
      {
        fundName: 'Vanguard LifeStrategy 60% Equity',
        isin: 'GB00B3TYHH97',
        assetClass: 'multi-asset',
        units: 402.118,
        price: 231.77,
      },
      {
        fundName: 'Example UK Property Trust',
        isin: 'GB00BPN5P782',
        assetClass: 'property',
        units: 15800,
        price: 1.0421,
      },
      {
        fundName: 'Example Sterling Liquidity',
        isin: 'GB00B8XYYQ86',
        assetClass: 'cash',
        units: 6250,
        price: 1,
      },
    ],
  },
  {
    provider: 'Fidelity',
    accountType: 'gia',
    reference: 'GIA-7781',
    holdings: [
      {
        fundName: 'Example Global Government Bond Index',
        isin: 'IE00B1S74906',
        assetClass: 'fixed-income',
        units: 1300,
        price: 10.87,
      },
      {
        fundName: 'Example Emerging Markets Equity',
        isin: 'IE00B3XXRP09',
        assetClass: 'equity',
        units: 2210,
        price: 4.312,
      },
    ],
  },
];

// Growth of the whole portfolio in each of the nine quarters before the latest valuation (oldest first).
const quarterlyGrowth = [0.021, -0.034, 0.046, 0.018, 0.027, -0.012, 0.039, 0.015, 0.024];

// The last day of the quarter before the one `now` is in, and the nine quarter ends before it.
function quarterEnds(now: Date): string[] {
  const ends: string[] = [];
  let year = now.getUTCFullYear();
  let quarter = Math.floor(now.getUTCMonth() / 3);
  for (let i = 0; i < 10; i++) {
    quarter -= 1;
    if (quarter < 0) {
      quarter = 3;
      year -= 1;
    }
    ends.unshift(new Date(Date.UTC(year, quarter * 3 + 3, 0)).toISOString().slice(0, 10));
  }
  return ends;
}

// Idempotent: does nothing once the demo client has any account (so a demo database seeded before portfolios
// existed gets them on its next start, and later starts change nothing).
export async function seedDemoPortfolio(tx: Tx, demo: { email: string }, now = new Date()): Promise<void> {
  const client = await findDemoClient(tx, demo.email);
  if (!client) return;
  const [existing] = await tx
    .select({ id: portfolioAccounts.id })
    .from(portfolioAccounts)
    .where(eq(portfolioAccounts.clientId, client.clientId))
    .limit(1);
  if (existing) return;

  const ends = quarterEnds(now);
  const latest = ends.at(-1) ?? '';
  const accountIds: number[] = [];
  const holdings: {
    accountId: number;
    assetClass: DemoHolding['assetClass'];
    value: number;
    valuationDate: string;
  }[] = [];
  for (const account of demoAccounts) {
    const [row] = await tx
      .insert(portfolioAccounts)
      .values({
        firmId: client.firmId,
        clientId: client.clientId,
        provider: account.provider,
        accountType: account.accountType,
        reference: account.reference,
        currency: 'GBP',
        createdBy: client.adviserId,
      })
      .returning({ id: portfolioAccounts.id });
    if (!row) throw new Error('Demo account was not created');
    accountIds.push(row.id);
    const values = account.holdings.map((holding) => ({
      accountId: row.id,
      fundName: holding.fundName,
      isin: holding.isin,
      assetClass: holding.assetClass,
      units: holding.units,
      price: holding.price,
      value: holdingValue(holding.units, holding.price),
      valuationDate: latest,
    }));
    await tx.insert(portfolioHoldings).values(values);
    holdings.push(...values);
  }
  const [current] = summarise(
    accountIds.map((id) => ({ id, currency: 'GBP' as const })),
    holdings,
  );
  if (!current) return;
  // Walk back from today's value through the growth of each quarter.
  let factor = 1;
  const factors = [1];
  for (const growth of [...quarterlyGrowth].reverse()) {
    factor /= 1 + growth;
    factors.unshift(factor);
  }
  const scale = (record: Record<string, number | undefined>, by: number) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, Math.round((value ?? 0) * by * 100) / 100]),
    );
  await tx.insert(portfolioSnapshots).values(
    ends.map((asAt, index) => {
      const by = factors[index] ?? 1;
      const byAccount = scale(current.byAccount, by);
      return {
        firmId: client.firmId,
        clientId: client.clientId,
        asAt,
        currency: 'GBP',
        value: Object.values(byAccount).reduce((sum, value) => Math.round((sum + value) * 100) / 100, 0),
        byAccount,
        byAssetClass: scale(current.byAssetClass, by),
        source: 'seed',
      };
    }),
  );
}
