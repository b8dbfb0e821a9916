import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { annualAmount } from '@atrium/domain/factfind/amounts';
import type { FactFindTotals } from '@atrium/domain/factfind/totals';
import { type NetSalaryParams, salaryTakeHomeParams } from '@atrium/domain/money/salary-take-home';
import { itemsAt } from '../cache.ts';

export type Person = 'client1' | 'client2';

// One salary of the fact-find, with the calculate-net-salary query that gives its take-home pay.
export type SalaryQuery = { index: number; owner: Person; grossYearly: number; params: NetSalaryParams };

// Each salary with an amount; a salary of a single client, or with no owner chosen, is client 1's.
export function salaryQueries(data: PortalChangesResponse): SalaryQuery[] {
  const isJoint = data.factFind.joint === true;
  return itemsAt(data, 'income', 'items').flatMap((item, index) => {
    if (item.type !== 'salary') return [];
    const params = salaryTakeHomeParams(item);
    if (!params) return [];
    const owner: Person = isJoint && item.owner === 'client2' ? 'client2' : 'client1';
    const grossYearly = annualAmount(item.gross_amount, item.gross_amount_frequency, 'annually');
    return [{ index, owner, grossYearly, params }];
  });
}

export type PersonPay = {
  person: Person;
  salaries: number;
  grossYearly: number;
  // Null while any of their salaries' take-home pay is unknown (loading or refused).
  netMonthly: number | null;
};

// Take-home pay a month per person, summed over their salaries in whole pence.
export function takeHomeByPerson(
  salaries: readonly SalaryQuery[],
  netMonthly: ReadonlyMap<number, number | null>,
): PersonPay[] {
  const people: Person[] = ['client1', 'client2'];
  return people.flatMap((person) => {
    const own = salaries.filter((salary) => salary.owner === person);
    if (own.length === 0) return [];
    const nets = own.map((salary) => netMonthly.get(salary.index) ?? null);
    const known = nets.every((net) => net !== null);
    const pence = (values: (number | null)[]) =>
      values.reduce<number>((total, value) => total + Math.round((value ?? 0) * 100), 0);
    return [
      {
        person,
        salaries: own.length,
        grossYearly: pence(own.map((salary) => salary.grossYearly)) / 100,
        netMonthly: known ? pence(nets) / 100 : null,
      },
    ];
  });
}

export type ChartRow = { key: string; label: string; value: number; step: string };

// Assets by type, largest first, leaving out types with nothing in them; each names the fact-find step
// where it is recorded.
export function assetRows(totals: FactFindTotals): ChartRow[] {
  const rows: ChartRow[] = [
    { key: 'home', label: 'Your home', value: totals.assets.home, step: 'address' },
    { key: 'property', label: 'Other property', value: totals.assets.property, step: 'property' },
    {
      key: 'cashAndInvestments',
      label: 'Savings and investments',
      value: totals.assets.cashAndInvestments,
      step: 'savings-investments',
    },
    // The portfolio the adviser records; updated by the adviser, so its link goes to where the rest are held.
    {
      key: 'managed',
      label: 'Investments we look after',
      value: totals.assets.managed,
      step: 'savings-investments',
    },
    { key: 'pensions', label: 'Pensions', value: totals.assets.pensions, step: 'pensions' },
  ];
  return rows.filter((row) => row.value > 0).sort((a, b) => b.value - a.value);
}

export function liabilityRows(totals: FactFindTotals): ChartRow[] {
  const rows: ChartRow[] = [
    { key: 'mortgages', label: 'Mortgages', value: totals.liabilities.mortgages, step: 'liabilities' },
    { key: 'loans', label: 'Loans', value: totals.liabilities.loans, step: 'liabilities' },
    { key: 'creditCards', label: 'Credit cards', value: totals.liabilities.creditCards, step: 'liabilities' },
  ];
  return rows.filter((row) => row.value > 0).sort((a, b) => b.value - a.value);
}
