import type { NetSalary } from '@atrium/domain/contract/net-salary';

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
