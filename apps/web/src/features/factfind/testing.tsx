import type { Region } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { notStartedFactFind } from '../../test/factfind-fixtures.ts';
import { jointClient } from '../../test/fixtures.ts';
import { factFindKeys } from './api.ts';
import { preloadStepExtras } from './components/step-extras.tsx';
import { FactFindProvider } from './context.tsx';
import type { FactFindTarget } from './save.ts';

// The parts of a step loaded on demand (components/step-extras.tsx), loaded before any test renders, so a step
// draws them in the same render, as in the app once they are there.
await preloadStepExtras();

// Test helpers: a started joint fact-find, and fact-find components rendered with their context.
export const clientId = jointClient.client?.id ?? 10;
export const netSalaryPath = `/api/clients/${clientId}/calculate-net-salary`;

export function draftFactFind(overrides: Partial<PortalChangesResponse> = {}): PortalChangesResponse {
  return {
    ...notStartedFactFind,
    factFindsCreated: 1,
    lastUpdated: '2026-11-20T10:00:00.000Z',
    factFind: {
      joint: true,
      personal_details_client1: { first_name: 'James', last_name: 'Carter', date_of_birth: '1975-04-12' },
      personal_details_client2: { first_name: 'Emma', last_name: 'Carter', date_of_birth: '1977-09-30' },
    },
    customPages: [
      {
        slug: 'goals',
        title: 'Your goals',
        order: 1,
        sections: [
          {
            title: 'What matters to you',
            questions: [
              {
                id: 'goal_summary',
                type: 'text',
                label: 'What would you like help with?',
                help: null,
                required: true,
                options: { choices: [] },
                answer: { id: 501, value: null },
              },
              {
                id: 'priorities',
                type: 'multiselect',
                label: 'Which are your priorities?',
                help: null,
                required: true,
                options: {
                  min: 2,
                  choices: [
                    { value: 'retire', label: 'Retiring comfortably' },
                    { value: 'family', label: 'Protecting my family' },
                    { value: 'home', label: 'Buying a home' },
                  ],
                },
                answer: { id: 502, value: null },
              },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function renderWithFactFind(
  ui: ReactNode,
  {
    data = draftFactFind(),
    isPreview = false,
    region = 'uk',
  }: { data?: PortalChangesResponse; isPreview?: boolean; region?: Region } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const target: FactFindTarget = isPreview
    ? { clientId: null, isPreview: true }
    : { clientId, isPreview: false };
  queryClient.setQueryData(isPreview ? factFindKeys.preview : factFindKeys.factFind(clientId), data);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <FactFindProvider
        value={{ target, client: jointClient.client, userPermissions: jointClient.permissions, region }}
      >
        {ui}
      </FactFindProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, target };
}

// The Carters' savings, pension and debts, and James's salary (fresh each call): the figures both the review page's
// totals (components/review-totals.test.tsx) and the Finances page (finances/components/finances-page.test.tsx) sum.
export const carterHoldings = () => ({
  investments: { items: [{ type: 'cash_isa', value: 15000 }] },
  pensions: { items: [{ type: 'workplace_dc', owner: 'client1', current_value: 84000 }] },
  liabilities: { mortgages: [{ lender: 'Northgate', balance: 182000 }], credit_cards: [{ balance: 1200 }] },
});
export const jamesSalary = () => ({
  type: 'salary',
  owner: 'client1',
  gross_amount: 60000,
  gross_amount_frequency: 'annually',
});
