import { todayIso } from '@atrium/domain/factfind/dates';
import { factFindTotals } from '@atrium/domain/factfind/totals';
import { formatMoney } from '@atrium/domain/money/format';
import { householdTaxBasis } from '@atrium/domain/money/salary-take-home';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountInBoth, factFindPath, ukTakeHomeOf60000 } from '../../../test/factfind-fixtures.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { jointClient, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { carterHoldings, clientId, draftFactFind, jamesSalary, netSalaryPath } from '../testing.tsx';

function household() {
  const data = draftFactFind();
  Object.assign(data.factFind, {
    current_address: {
      postcode: 'ZZ1 1ZZ',
      ownership_status: 'Own (Mortgaged)',
      pricePaid: 312500,
      valuation: 296375,
    },
    property: { items: [{ type: 'buy_to_let', owner: 'joint', value: 210000, ownership_share: 50 }] },
    ...carterHoldings(),
    income: {
      items: [
        jamesSalary(),
        { type: 'rental', owner: 'joint', gross_amount: 950, gross_amount_frequency: 'monthly' },
      ],
    },
    expenditure: {
      mortgage_rent: 1450,
      council_tax: 2100,
      council_tax_frequency: 'annually',
      holidays: 3000,
      holidays_frequency: 'annually',
    },
  });
  return data;
}

const netSalary = { data: ukTakeHomeOf60000 };

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Your finances at a glance' })).getByText(label, {
    selector: 'dt',
  }).parentElement as HTMLElement;

describe('the review page totals', () => {
  it('sums net worth, monthly income after tax (salaries at their take-home pay), outgoings and the surplus', async () => {
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    answer(`GET ${factFindPath}`, { status: 200, body: household() });
    answer(`GET ${netSalaryPath}`, { status: 200, body: netSalary });
    renderApp('/fact-find/review');
    const glance = await screen.findByRole('region', { name: 'Your finances at a glance' });
    expect(await within(glance).findByText('Net worth')).toBeInTheDocument();
    // 296,375 home + 105,000 (half of 210,000) + 15,000 + 84,000 − 182,000 − 1,200
    expect(figure('Net worth')).toHaveTextContent('£317,175');
    expect(figure('Net worth')).toHaveTextContent('What you own (£500,375) less what you owe (£183,200).');
    // 45,357.40 ÷ 12 = 3,779.78, and the joint rent after tax through the take-home engine (it was counted before
    // tax, with a footnote): £5,700 a year each; James's half on top of £60,000 at 40 % (2,280), Emma's within her
    // allowance. (11,400 − 2,280) ÷ 12 = 760.
    expect(figure('Monthly income after tax')).toHaveTextContent('£4,539.78');
    expect(figure('Monthly income after tax')).toHaveTextContent('£5,950 before tax.');
    expect(figure('Monthly income after tax')).not.toHaveTextContent('before tax. It counts');
    // 1,450 + 175 + 250
    expect(figure('Monthly outgoings')).toHaveTextContent('£1,875');
    expect(figure('Monthly surplus')).toHaveTextContent('£2,664.78');
    expect(requests.filter((r) => r.path === netSalaryPath).map((r) => r.search)).toEqual([
      '?salary=60000.00&owner=client1',
    ]);

    const mortgages = screen.getByRole('region', { name: 'Mortgages' });
    expect(within(mortgages).getByText('Total outstanding').nextSibling).toHaveTextContent('£182,000');
    expect(within(mortgages).getByText('Mortgage 1: Northgate')).toBeInTheDocument();
    const income = screen.getByRole('region', { name: 'Your income' });
    expect(within(income).getByText('£60,000 (Yearly)')).toBeInTheDocument();
    expect(within(income).getByText('Take-home pay').nextSibling).toHaveTextContent('£3,779.78 a month');
    expect(within(income).getByText('Income 2: Rental income, Joint')).toBeInTheDocument();
  });

  it('totals each list as the PDF does: income a month whatever its frequency, property at the share owned', async () => {
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    answer(`GET ${factFindPath}`, { status: 200, body: household() });
    answer(`GET ${netSalaryPath}`, { status: 200, body: netSalary });
    renderApp('/fact-find/review');
    const glance = await screen.findByRole('region', { name: 'Your finances at a glance' });
    expect(await within(glance).findByText('Net worth')).toBeInTheDocument();
    const total = (region: string, label: string) =>
      within(screen.getByRole('region', { name: region })).getByText(label, { selector: 'dt' }).nextSibling;
    // 60,000 a year ÷ 12 = 5,000, and 950 a month.
    expect(total('Your income', 'Income before tax')).toHaveTextContent('£5,950 a month');
    // 3,779.78 take-home a month and the joint rent after tax, 760 a month (worked in the test above).
    expect(total('Your income', 'Income after tax')).toHaveTextContent('£4,539.78 a month');
    // Half of 210,000.
    expect(total('Property you own', 'Total value owned')).toHaveTextContent('£105,000');
    expect(screen.getByText('Each property counted at the share owned.')).toBeInTheDocument();
    // 1,450 + 2,100 ÷ 12 = 175 a month.
    expect(total('Essential spending', 'Essential spending')).toHaveTextContent('£1,625 a month');
  });

  it('calls a shortfall a shortfall', async () => {
    const data = draftFactFind();
    data.factFind.expenditure = { food: 400 };
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    answer(`GET ${factFindPath}`, { status: 200, body: data });
    renderApp('/fact-find/review');
    const glance = await screen.findByRole('region', { name: 'Your finances at a glance' });
    // Shown once the portfolio's valuation (GET …/finances/summary) has come.
    expect(await within(glance).findByText('Monthly shortfall')).toBeInTheDocument();
    expect(figure('Monthly shortfall')).toHaveTextContent('£400');
  });

  it('shows the summary’s figures: the adviser’s portfolio counted once beside the fact-find’s accounts', async () => {
    const data = household();
    const account = accountInBoth();
    data.factFind.investments = account.investments;
    const portfolio = account.portfolio;
    // What the server's summary says for this household (the salary's take-home as calculate-net-salary gives it,
    // the rent through the same engine).
    const totals = factFindTotals(data.factFind, {
      salaryNet: (item) => (item.gross_amount === 60000 ? 45357.4 : null),
      portfolio,
      taxBasis: householdTaxBasis({
        factFind: data.factFind,
        userRegion: 'uk',
        client: jointClient.client,
        today: todayIso(),
      }),
    });
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    answer(`GET ${factFindPath}`, { status: 200, body: data });
    answer(`GET ${netSalaryPath}`, { status: 200, body: netSalary });
    answer(`GET /api/clients/${clientId}/finances/summary`, {
      status: 200,
      body: { data: { totals, portfolio } },
    });
    renderApp('/fact-find/review');
    const glance = await screen.findByRole('region', { name: 'Your finances at a glance' });
    expect(await within(glance).findByText('Net worth')).toBeInTheDocument();
    // 296,375 + 105,000 + 15,000 + 84,000 + 231,250.40 (both accounts; the ISA once, at the adviser's value)
    // − 182,000 − 1,200
    expect(totals.netWorth).toBe(548425.4);
    expect(figure('Net worth')).toHaveTextContent(formatMoney(totals.netWorth, '£'));
    expect(figure('Net worth')).toHaveTextContent('It includes the investments we look after (£231,250.40).');
    expect(figure('Monthly income after tax')).toHaveTextContent(formatMoney(totals.monthlyIncome.net, '£'));
    expect(figure('Monthly surplus')).toHaveTextContent(formatMoney(totals.monthlySurplus, '£'));
    const investments = screen.getByRole('region', { name: 'Cash and investments' });
    expect(within(investments).getByText('Investments we look after').nextSibling).toHaveTextContent(
      '£231,250.40',
    );
  });
});
