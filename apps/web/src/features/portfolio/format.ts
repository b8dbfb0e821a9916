import {
  accountTypeLabels,
  type PortfolioAccount,
  type PortfolioCurrency,
} from '@atrium/domain/contract/portfolio';

const money = new Map<string, Intl.NumberFormat>();

// "£12,345.67" / "€1,200.00".
export function formatMoney(value: number, currency: PortfolioCurrency): string {
  const key = currency;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    money.set(key, format);
  }
  return format.format(value);
}

// "£12,346" for chart axes, where pennies are noise.
export function formatMoneyShort(value: number, currency: PortfolioCurrency): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    value,
  );
}

// "30 Sep 2026" from "2026-09-30" (a calendar date, so read and shown in UTC: no time zone can move it).
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatUnits(units: number): string {
  return units.toLocaleString('en-GB', { maximumFractionDigits: 6 });
}

// "Aviva Stocks and Shares ISA".
export const accountName = (account: Pick<PortfolioAccount, 'provider' | 'account_type'>) =>
  `${account.provider} ${accountTypeLabels[account.account_type]}`;
