import type { NetSalary } from '@atrium/domain/contract/net-salary';
import { annualAmount } from '@atrium/domain/factfind/totals';
import type { NetSalaryParams } from './lookups-api.ts';

type Item = Record<string, unknown>;

// The calculate-net-salary query for one salary income: its amount a year, whose it is (their tax region and
// age), and the pension and student loan taken from it. Null when there is no amount yet.
export function takeHomeParams(item: Item): NetSalaryParams | null {
  const salary = annualAmount(item.gross_amount, item.gross_amount_frequency, 'annually');
  if (salary <= 0 || salary > 10_000_000) return null;
  const params: NetSalaryParams = { salary: salary.toFixed(2) };
  if (item.owner === 'client1' || item.owner === 'client2') params.owner = item.owner;
  const percent = item.pension_percent;
  if (typeof percent === 'number' && percent > 0) {
    params.pension_percent = String(percent);
    if (typeof item.pension_method === 'string') params.pension_method = item.pension_method;
  }
  if (typeof item.student_loan === 'string') params.student_loan = item.student_loan;
  return params;
}

// The deductions a take-home figure is after, in the API's order, those that apply (non-zero).
const deductionLabels: [keyof NetSalary, string][] = [
  ['income_tax', 'Income tax'],
  ['national_insurance', 'National Insurance'],
  ['usc', 'USC'],
  ['prsi', 'PRSI'],
  ['pension', 'Pension'],
  ['student_loan', 'Student loan'],
];

export function deductionsOf(result: NetSalary): { label: string; amount: number }[] {
  return deductionLabels.flatMap(([key, label]) => {
    const amount = result[key];
    return typeof amount === 'number' && amount > 0 ? [{ label, amount }] : [];
  });
}

// Pounds or euros with pence: '£2,845.12'; a negative amount with a minus sign.
export function formatMoney(amount: number, symbol: string): string {
  const text = Math.abs(amount).toLocaleString('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '−' : ''}${symbol}${text}`;
}
