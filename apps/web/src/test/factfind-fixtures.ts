import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { NetSalary } from '@atrium/domain/contract/net-salary';
import { emptyFactFind } from '@atrium/domain/factfind/empty-fact-find';
import { jointClient } from './fixtures.ts';

// The fact-find as GET …/portal/changes returns it for a client who has not started one: the empty fact-find
// the adviser's preview builds (packages/domain/src/factfind/empty-fact-find.ts), with the client's adviser.
export const notStartedFactFind: PortalChangesResponse = {
  ...emptyFactFind(),
  adviser: { id: 1, name: 'Olivia Bennett' },
};

// What GET …/calculate-net-salary answers (its `data`) for a £60,000 salary in the UK.
export const ukTakeHomeOf60000: NetSalary = {
  gross: 60000,
  income_tax: 11432,
  national_insurance: 3210.6,
  usc: 0,
  prsi: 0,
  pension: 0,
  student_loan: 0,
  net: 45357.4,
  net_monthly: 3779.78,
  tax_year: '2026/27',
  region: 'uk',
};

// An ISA the fact-find lists that the adviser's portfolio also holds, at a newer value, beside a cash ISA only in
// the fact-find and a GIA only in the portfolio: the household's summary counts the ISA once, at the adviser's value.
export function accountInBoth() {
  return {
    investments: {
      items: [
        { type: 'stocks_isa', provider: 'Aviva', reference: 'ISA-204817', value: 50000 },
        { type: 'cash_isa', value: 15000 },
      ],
    },
    portfolio: [
      { provider: 'Aviva', reference: 'ISA-204817', value: 61250.4, valuation_date: '2026-09-30' },
      { provider: 'Fidelity', reference: 'GIA-7781', value: 170000, valuation_date: '2026-09-30' },
    ],
  };
}

export const factFindPath = `/api/clients/${jointClient.client?.id}/portal/changes`;
