import { accountTypeLabels, type PortfolioAccount } from '@atrium/domain/contract/portfolio';

export function formatUnits(units: number): string {
  return units.toLocaleString('en-GB', { maximumFractionDigits: 6 });
}

// "Aviva Stocks and Shares ISA".
export const accountName = (account: Pick<PortfolioAccount, 'provider' | 'account_type'>) =>
  `${account.provider} ${accountTypeLabels[account.account_type]}`;
