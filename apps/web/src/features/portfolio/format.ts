import { accountTypeLabels, type PortfolioAccount } from '@atrium/domain/contract/portfolio';

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
