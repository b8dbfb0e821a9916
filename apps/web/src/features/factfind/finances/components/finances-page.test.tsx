import type { User } from '@atrium/domain/contract/auth';
import { factFindTotals } from '@atrium/domain/factfind/totals';
import { formatMoney } from '@atrium/domain/money/format';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountInBoth, factFindPath, notStartedFactFind } from '../../../../test/factfind-fixtures.ts';
import { answer, requests } from '../../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../../test/first-render.ts';
import { jointClient, storeSession } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { rowsOf } from '../../../../test/table-rows.ts';
import { carterHoldings, clientId, draftFactFind, jamesSalary, netSalaryPath } from '../../testing.tsx';

const updatedPath = `/api/clients/${clientId}/finances/updated`;
const neverChanged = {
  current_address: null,
  property: null,
  investments: null,
  pensions: null,
  liabilities: null,
  income: null,
  expenditure: null,
  protection: null,
};

beforeEach(() => {
  answer(`GET ${updatedPath}`, { status: 200, body: { data: neverChanged } });
});

function household() {
  const data = draftFactFind();
  Object.assign(data.factFind, {
    current_address: { postcode: 'ZZ1 1ZZ', ownership_status: 'Own (Mortgaged)', valuation: 296375 },
    ...carterHoldings(),
    income: {
      items: [
        jamesSalary(),
        { type: 'salary', owner: 'client2', gross_amount: 2500, gross_amount_frequency: 'monthly' },
      ],
    },
    expenditure: { mortgage_rent: 1450, holidays: 3000, holidays_frequency: 'annually' },
  });
  return data;
}

function netSalary(gross: number, net: number) {
  return {
    status: 200,
    body: {
      data: {
        gross,
        income_tax: 0,
        national_insurance: 0,
        usc: 0,
        prsi: 0,
        pension: 0,
        student_loan: 0,
        net,
        net_monthly: Math.round((net / 12) * 100) / 100,
        tax_year: '2026/27',
        region: 'uk',
      },
    },
  };
}

function signIn(user: User = jointClient) {
  storeSession({ user });
  answer('GET /api/user', { status: 200, body: user });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

preloadRoutes('app-layout', 'finances');

describe('the Finances page', () => {
  it('shows net worth, assets and debts as charts with tables, the month, and take-home pay per person', async () => {
    signIn();
    answer(`GET ${factFindPath}`, { status: 200, body: household() });
    answer(`GET ${updatedPath}`, {
      status: 200,
      body: {
        data: {
          ...neverChanged,
          current_address: '2026-03-02T10:00:00.000Z',
          pensions: '2026-11-19T10:00:00.000Z',
          income: '2026-10-05T10:00:00.000Z',
          expenditure: '2026-06-01T10:00:00.000Z',
        },
      },
    });
    answer(`GET ${netSalaryPath}`, (request) =>
      new URLSearchParams(request.search).get('salary') === '60000.00'
        ? netSalary(60000, 45357.4)
        : netSalary(30000, 24500),
    );
    renderApp('/finances');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your finances' }, firstRender),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Finances' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/last updated 20 November 2026/)).toBeInTheDocument();
    // 296,375 + 15,000 + 84,000 − 182,000 − 1,200
    expect(figure('Net worth')).toHaveTextContent('£212,175');
    // (45,357.40 + 24,500) ÷ 12
    expect(await within(figure('Monthly income')).findByText('£5,821.45')).toBeInTheDocument();
    // 1,450 + 3,000 ÷ 12
    expect(figure('Monthly outgoings')).toHaveTextContent('£1,700');
    expect(figure('Monthly surplus')).toHaveTextContent('£4,121.45');

    // Each figure says when it last changed: the newest of its categories.
    const section = (name: string) => screen.getByRole('region', { name });
    expect(await within(section('What you own')).findByText(/^Last changed/)).toHaveTextContent(
      'Last changed 19 November 2026',
    );
    expect(within(section('Each month')).getByText(/^Last changed/)).toHaveTextContent(
      'Last changed 5 October 2026',
    );
    expect(within(section('What you owe')).queryByText(/^Last changed/)).not.toBeInTheDocument();

    const assets = screen.getByRole('figure', { name: 'What you own, by type' });
    const assetTable = within(assets).getByRole('table', { name: 'What you own, by type' });
    const assetRows = rowsOf(assetTable);
    expect(assetRows).toEqual([
      'TypeAmount',
      'Your home£296,375',
      'Pensions£84,000',
      'Savings and investments£15,000',
      'Total assets£395,375',
    ]);
    // The drawing is decoration beside the table: one bar per row, the largest full width.
    const chart = within(assets).getByTestId('bar-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(
      [...chart.querySelectorAll('rect.fill-primary-600')].map((bar) => bar.getAttribute('width')),
    ).toEqual(['100%', '28.3%', '5.1%']);

    const debts = within(screen.getByRole('figure', { name: 'What you owe, by type' })).getByRole('table');
    expect(within(debts).getByRole('row', { name: 'Mortgages £182,000' })).toBeInTheDocument();
    expect(within(debts).getByRole('row', { name: 'Total owed £183,200' })).toBeInTheDocument();

    const pay = screen.getByRole('table', { name: 'Take-home pay per person' });
    expect(within(pay).getByRole('row', { name: 'James £60,000 £3,779.78' })).toBeInTheDocument();
    expect(within(pay).getByRole('row', { name: 'Emma £30,000 £2,041.67' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === netSalaryPath)).toHaveLength(2);

    // Each figure leads to the step of the fact-find where it is changed.
    expect(screen.getByRole('link', { name: 'Update mortgages and debts' })).toHaveAttribute(
      'href',
      '/fact-find?step=liabilities',
    );
    expect(screen.getByRole('link', { name: 'Update spending' })).toHaveAttribute(
      'href',
      '/fact-find?step=expenditure',
    );
  });

  it('shows the summary’s figures: net worth counts the portfolio the adviser records, an account in both once', async () => {
    signIn();
    const data = household();
    const account = accountInBoth();
    data.factFind.investments = account.investments;
    const portfolio = account.portfolio;
    const nets: Record<number, number> = { 60000: 45357.4, 2500: 24500 };
    const totals = factFindTotals(data.factFind, {
      salaryNet: (item) => nets[item.gross_amount as number] ?? null,
      portfolio,
    });
    answer(`GET ${factFindPath}`, { status: 200, body: data });
    answer(`GET /api/clients/${clientId}/finances/summary`, {
      status: 200,
      body: { data: { totals, portfolio } },
    });
    answer(`GET ${netSalaryPath}`, (request) =>
      new URLSearchParams(request.search).get('salary') === '60000.00'
        ? netSalary(60000, 45357.4)
        : netSalary(30000, 24500),
    );
    renderApp('/finances');

    const assets = await screen.findByRole('figure', { name: 'What you own, by type' }, firstRender);
    expect(
      await within(assets).findByRole('row', { name: 'Investments we look after £231,250.40' }),
    ).toBeInTheDocument();
    // 296,375 + 84,000 + 15,000 + 231,250.40 − 182,000 − 1,200
    expect(totals.netWorth).toBe(443425.4);
    expect(figure('Net worth')).toHaveTextContent(formatMoney(totals.netWorth, '£'));
    expect(
      await within(figure('Monthly income')).findByText(formatMoney(totals.monthlyIncome.net, '£')),
    ).toBeVisible();
    expect(figure('Monthly outgoings')).toHaveTextContent(formatMoney(totals.monthlyOutgoings.total, '£'));
    expect(figure('Monthly surplus')).toHaveTextContent(formatMoney(totals.monthlySurplus, '£'));
  });

  it('names a shortfall, in euros for an Irish client, and says when take-home pay is not known', async () => {
    const irish: User = {
      ...jointClient,
      region: 'ie',
      client: jointClient.client ? { ...jointClient.client, currency_symbol: '€' } : null,
    };
    signIn(irish);
    const data = household();
    Object.assign(data.factFind, { expenditure: { mortgage_rent: 9000 } });
    answer(`GET ${factFindPath}`, { status: 200, body: data });
    answer(`GET ${netSalaryPath}`, { status: 422, body: { message: 'No.', errors: {} } });
    renderApp('/finances');

    expect(await screen.findByText('Monthly shortfall', { selector: 'dt' }, firstRender)).toBeVisible();
    // Both salaries counted before tax: 5,000 + 2,500 − 9,000
    expect(figure('Monthly shortfall')).toHaveTextContent('−€1,500');
    expect(
      await screen.findByText('2 incomes are counted before tax: their amounts after tax are not known.'),
    ).toBeVisible();
    const pay = screen.getByRole('table', { name: 'Take-home pay per person' });
    expect(await within(pay).findByRole('row', { name: 'James €60,000 Not known' })).toBeInTheDocument();
  });

  it('sends the client of a reviewed fact-find to start the next one to change a figure', async () => {
    signIn();
    answer(`GET ${factFindPath}`, { status: 200, body: { ...household(), status: 'reviewed' } });
    answer(`GET ${netSalaryPath}`, netSalary(60000, 45357.4));
    renderApp('/finances');
    const update = await screen.findByRole('link', { name: 'Update pensions' }, firstRender);
    expect(update).toHaveAttribute('href', '/fact-find/start');
  });

  it('offers no changes while the fact-find awaits review', async () => {
    signIn();
    answer(`GET ${factFindPath}`, { status: 200, body: { ...household(), status: 'awaiting-review' } });
    answer(`GET ${netSalaryPath}`, netSalary(60000, 45357.4));
    renderApp('/finances');
    expect(await screen.findByText(/is with Olivia Bennett for review/, {}, firstRender)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Update/ })).not.toBeInTheDocument();
  });

  it('invites a client with no fact-find to start one', async () => {
    signIn();
    answer(`GET ${factFindPath}`, { status: 200, body: notStartedFactFind });
    renderApp('/finances');
    expect(await screen.findByText('No figures yet', {}, firstRender)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start your fact-find' })).toHaveAttribute(
      'href',
      '/fact-find/start',
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
