import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { planFromFactFind } from '@atrium/domain/forecast/from-fact-find';
import { projectCashflow } from '@atrium/domain/forecast/projection';
import { applyScenario } from '@atrium/domain/forecast/scenario';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFindPath, notStartedFactFind } from '../../../test/factfind-fixtures.ts';
import { answer } from '../../../test/fake-api.ts';
import { jointClient, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const firstRender = { timeout: 10_000 };

function signIn() {
  storeSession({ user: jointClient });
  answer('GET /api/user', { status: 200, body: jointClient });
}

function factFindOf(factFind: Record<string, unknown>): PortalChangesResponse {
  return { ...notStartedFactFind, factFindsCreated: 1, lastUpdated: '2026-11-20T10:00:00.000Z', factFind };
}

// One salary to 60, no partner's income, spending that the savings cannot carry for ever.
const household = {
  joint: true,
  personal_details_client1: { first_name: 'James', date_of_birth: '1975-04-12' },
  personal_details_client2: { first_name: 'Emma', date_of_birth: '1977-09-30' },
  employment_client1: { employment_status: 'Employed', desired_retirement_age: 60 },
  employment_client2: { employment_status: 'Not Working' },
  income: {
    items: [{ type: 'salary', owner: 'client1', gross_amount: 60000, gross_amount_frequency: 'annually' }],
  },
  investments: { items: [{ type: 'savings', value: 40000 }] },
  pensions: {
    items: [{ type: 'workplace_dc', owner: 'client1', current_value: 150000, employee_contribution: 5 }],
  },
  expenditure: { food: 3000 },
};

// What the engine says for this household today (the page's figures must be the engine's, not its own).
function runsOut(retireYears: number): number | null {
  const today = new Date().toISOString().slice(0, 10);
  const result = planFromFactFind(household, { today, region: 'uk' });
  if (!('plan' in result)) throw new Error('the household should have every figure');
  return projectCashflow(applyScenario(result.plan, { retireYears, spendingPercent: 0 })).runsOutIn;
}

beforeAll(async () => {
  await Promise.all([
    import('../../../routes/app-layout.lazy.tsx'),
    import('../../../routes/forecast.lazy.tsx'),
  ]);
}, 60_000);

describe('the Forecast page', () => {
  it('lists what it still needs, each linked to its fact-find step, and is in the navigation', async () => {
    signIn();
    answer(`GET ${factFindPath}`, { status: 200, body: factFindOf({ joint: true }) });
    renderApp('/forecast');

    const needed = await screen.findByRole('region', { name: 'What we still need' }, firstRender);
    expect(screen.getByRole('link', { name: 'Forecast' })).toHaveAttribute('aria-current', 'page');
    // The dates of birth come from the client record, so only the figures it has not got are asked for.
    expect(
      within(needed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your income', 'Your spending']);
    expect(within(needed).getByRole('link', { name: 'Your income' })).toHaveAttribute(
      'href',
      '/fact-find?step=income',
    );
    expect(within(needed).getByRole('link', { name: 'Your spending' })).toHaveAttribute(
      'href',
      '/fact-find?step=expenditure',
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What this forecast is, and is not' })).toBeVisible();
    expect(screen.getByText(/not financial advice/)).toBeVisible();
  });

  it('shows wealth by year with the run-out year, moves it when retiring later, and switches to nominal', async () => {
    signIn();
    answer(`GET ${factFindPath}`, { status: 200, body: factFindOf(household) });
    const { user } = renderApp('/forecast');

    const expected = runsOut(0);
    expect(expected).not.toBeNull();
    expect(
      await screen.findByText(`On these figures, your money runs out in ${expected}.`, {}, firstRender),
    ).toBeVisible();
    const table = () => screen.getByRole('table', { name: 'Total wealth by year, in today’s money' });
    const rows = within(table()).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('YearAgesIncome after taxSpendingTotal wealth');
    const thisYear = new Date().getFullYear();
    // First row: this year and the ages each person reaches in it.
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('rowheader')).toHaveTextContent(String(thisYear));
    expect(first.getAllByRole('cell')[0]).toHaveTextContent(`${thisYear - 1975} and ${thisYear - 1977}`);
    expect(within(table()).getByRole('rowheader', { name: `${expected} (runs out)` })).toBeInTheDocument();
    expect(screen.getByTestId('line-chart-marker')).toBeInTheDocument();

    // Retire three years later: the engine's later run-out year, shown without saving anything.
    const later = runsOut(3);
    expect(later).not.toBe(expected);
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Retire later (years): 1 more' }));
    }
    expect(screen.getByRole('spinbutton', { name: 'Retire later (years)' })).toHaveValue(3);
    expect(await screen.findByText(`On these figures, your money runs out in ${later ?? ''}.`)).toBeVisible();
    expect(screen.getByText(/Retiring at: you 63, your partner no salary\./)).toBeInTheDocument();

    // Typing works too: a 50 % cut in spending and the money lasts to 100 (or at least runs out later).
    const spending = screen.getByRole('spinbutton', { name: 'Change in spending (%)' });
    await user.clear(spending);
    await user.type(spending, '-50');
    expect(
      await screen.findByText(/your money lasts to \d{4}, when the younger of you is 100\./),
    ).toBeVisible();

    const todays = within(table()).getAllByRole('row').at(-1)?.textContent;
    await user.click(screen.getByRole('radio', { name: 'In the money of each year' }));
    const nominal = screen.getByRole('table', { name: 'Total wealth by year, in the money of each year' });
    // Decades of inflation: the last year's figures are larger in the money of that year.
    expect(within(nominal).getAllByRole('row').at(-1)?.textContent).not.toBe(todays);
    expect(screen.getByRole('radio', { name: 'In the money of each year' })).toBeChecked();
  });
});
