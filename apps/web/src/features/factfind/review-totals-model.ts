import type { FactFindTotals } from '@atrium/domain/factfind/totals';
import { formatMoney } from '@atrium/domain/money/format';

export type TotalRow = { label: string; value: string };

// The total under each section of the review page that holds money, by section key.
export function sectionTotals(totals: FactFindTotals, symbol: string): Record<string, TotalRow[]> {
  const row = (label: string, amount: number): TotalRow => ({ label, value: formatMoney(amount, symbol) });
  return {
    ...(totals.assets.home > 0
      ? { current_address: [row('Counted in your net worth', totals.assets.home)] }
      : {}),
    income_items: [
      row('Monthly income before tax', totals.monthlyIncome.gross),
      row('Monthly income after tax', totals.monthlyIncome.net),
    ],
    expenditure_essential: [row('Essential spending a month', totals.monthlyOutgoings.essential)],
    expenditure_discretionary: [row('Lifestyle spending a month', totals.monthlyOutgoings.discretionary)],
    property_items: [row('Your share of their value', totals.assets.property)],
    investment_items: [
      row('Total value', totals.assets.cashAndInvestments),
      // The adviser-recorded portfolio, counted once beside these (an account in both counts at its value).
      ...(totals.assets.managed > 0 ? [row('Investments we look after', totals.assets.managed)] : []),
    ],
    pension_items: [row('Total value of pension pots', totals.assets.pensions)],
    mortgage_items: [row('Total outstanding', totals.liabilities.mortgages)],
    loan_items: [row('Total outstanding', totals.liabilities.loans)],
    credit_card_items: [row('Total outstanding', totals.liabilities.creditCards)],
  };
}
