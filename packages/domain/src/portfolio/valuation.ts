import type { AssetClass, PortfolioCurrency } from '../contract/portfolio.ts';

// Money is added in whole pennies/cents, so sums of many holdings do not drift.
const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

// A holding's value: units × price, to the penny/cent.
export function holdingValue(units: number, price: number): number {
  return fromCents(Math.round(units * price * 100));
}

type Account = { id: number; currency: PortfolioCurrency };
type Holding = { accountId: number; assetClass: AssetClass; value: number; valuationDate: string };

export type CurrencySummary = {
  currency: PortfolioCurrency;
  value: number;
  // The latest valuation date of the currency's holdings: what the total is "as at".
  asAt: string;
  byAccount: Record<string, number>;
  byAssetClass: Partial<Record<AssetClass, number>>;
};

// What the portfolio is worth now, per currency (a GBP and a EUR account are never added together).
export function summarise(accounts: Account[], holdings: Holding[]): CurrencySummary[] {
  const currencyOf = new Map(accounts.map((account) => [account.id, account.currency]));
  const sums = new Map<
    PortfolioCurrency,
    { total: number; asAt: string; byAccount: Map<number, number>; byAssetClass: Map<AssetClass, number> }
  >();
  for (const holding of holdings) {
    const currency = currencyOf.get(holding.accountId);
    if (!currency) continue;
    const sum = sums.get(currency) ?? { total: 0, asAt: '', byAccount: new Map(), byAssetClass: new Map() };
    const value = cents(holding.value);
    sum.total += value;
    if (holding.valuationDate > sum.asAt) sum.asAt = holding.valuationDate;
    sum.byAccount.set(holding.accountId, (sum.byAccount.get(holding.accountId) ?? 0) + value);
    sum.byAssetClass.set(holding.assetClass, (sum.byAssetClass.get(holding.assetClass) ?? 0) + value);
    sums.set(currency, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      value: fromCents(sum.total),
      asAt: sum.asAt,
      byAccount: Object.fromEntries([...sum.byAccount].map(([id, value]) => [String(id), fromCents(value)])),
      byAssetClass: Object.fromEntries(
        [...sum.byAssetClass]
          .sort(([, a], [, b]) => b - a)
          .map(([assetClass, value]) => [assetClass, fromCents(value)]),
      ),
    }));
}
