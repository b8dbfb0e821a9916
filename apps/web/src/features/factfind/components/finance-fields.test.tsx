import type { Region } from '@atrium/domain/contract/auth';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { allSections } from '@atrium/domain/factfind/lookup';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ukTakeHomeOf60000 } from '../../../test/factfind-fixtures.ts';
import { answer, type FakeResponse, invalidData, requests } from '../../../test/fake-api.ts';
import { clientId, draftFactFind, netSalaryPath, renderWithFactFind } from '../testing.tsx';
import { BaseSection } from './base-section.tsx';

const sectionOf = (key: string, region: Region = 'uk') =>
  allSections(localiseTemplate(baseTemplate, region)).find((s) => s.key === key) as SectionDef;
const updatePath = `/api/clients/${clientId}/portal/changes/update`;
const saved: FakeResponse = { status: 200, body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 2 } };

const puts = () => requests.filter((request) => request.method === 'PUT');
const salaryCalls = () => requests.filter((request) => request.path === netSalaryPath);
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function withItems(factFind: Record<string, unknown>, settings = { show_fund_input: false }) {
  const data = draftFactFind({ templateSettings: settings });
  Object.assign(data.factFind, factFind);
  return data;
}

// One UK section of a draft fact-find holding these answers, under the firm's settings.
function renderSection(
  key: string,
  factFind: Record<string, unknown>,
  settings?: { show_fund_input: boolean },
) {
  return renderWithFactFind(<BaseSection section={sectionOf(key)} />, {
    data: withItems(factFind, settings),
  });
}

function enter(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

afterEach(() => vi.useRealTimers());

describe('an income', () => {
  it('asks for its amount and frequency as one group, names the owners, and asks salary questions of a salary only', async () => {
    answer(`PUT ${updatePath}`, saved);
    answer(`GET ${netSalaryPath}`, { status: 200, body: { data: ukTakeHomeOf60000 } });
    renderSection('income_items', {
      income: { items: [{ type: 'rental', gross_amount: 900, gross_amount_frequency: 'monthly' }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Income 1: Rental income' }));

    const amount = screen.getByRole('group', { name: 'Amount before tax' });
    expect(within(amount).getByRole('textbox', { name: /^Amount/ })).toHaveValue('900');
    expect(within(amount).getByRole('combobox', { name: 'How often' })).toHaveValue('monthly');
    const owner = screen.getByRole('combobox', { name: 'Whose income is it?' });
    expect(
      within(owner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'James', 'Emma', 'Joint']);
    // The amount after tax has its own frequency (an income yearly before tax may be known monthly after it).
    const net = screen.getByRole('group', { name: 'Amount after tax, if you know it' });
    expect(within(net).getByRole('textbox', { name: /^Amount/ })).toBeInTheDocument();
    expect(within(net).getByRole('combobox', { name: 'How often' })).toHaveValue('annually');
    expect(screen.queryByRole('textbox', { name: /Pension contribution/ })).toBeNull();
    expect(salaryCalls()).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: /^Type of income/ }), {
      target: { value: 'salary' },
    });
    await settle();
    expect(puts().at(-1)?.body).toEqual({
      item: {
        category: 'income',
        property: 'items',
        index: 0,
        value: { type: 'salary', gross_amount: 900, gross_amount_frequency: 'monthly' },
      },
    });
    expect(await screen.findByRole('textbox', { name: /Pension contribution/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Amount after tax, if you know it' })).toBeNull();
    expect(
      screen.getByRole('combobox', { name: 'Student loan repaid from this salary' }),
    ).toBeInTheDocument();
  });

  it('offers no owner to a single client', () => {
    answer(`GET ${netSalaryPath}`, { status: 200, body: { data: ukTakeHomeOf60000 } });
    renderSection('income_items', { joint: false, income: { items: [{ type: 'salary' }] } });
    fireEvent.click(screen.getByRole('button', { name: /^Edit Income 1/ }));
    expect(screen.queryByRole('combobox', { name: 'Whose income is it?' })).toBeNull();
  });
});

describe('take-home pay beside a salary', () => {
  it('asks calculate-net-salary once edits settle, and shows the monthly and yearly take-home pay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer(`PUT ${updatePath}`, saved);
    answer(`GET ${netSalaryPath}`, { status: 200, body: { data: ukTakeHomeOf60000 } });
    const item = {
      type: 'salary',
      owner: 'client2',
      gross_amount: 60000,
      pension_percent: 5,
      pension_method: 'salary_sacrifice',
    };
    renderSection('income_items', { income: { items: [item] } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Income 1: Salary or wages, Emma' }));
    await flush();
    expect(salaryCalls().map((call) => call.search)).toEqual([
      '?salary=60000.00&owner=client2&pension_percent=5&pension_method=salary_sacrifice',
    ]);
    const status = screen.getByText(/^Take-home pay:/).closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent(
      'Take-home pay: £3,779.78 a month (£45,357.40 a year, tax year 2026/27)',
    );
    expect(status).toHaveTextContent('Taken off a year: Income tax £11,432, National Insurance £3,210.60.');

    // Two edits in quick succession make one call, once they have settled.
    const group = screen.getByRole('group', { name: 'Amount before tax' });
    enter(within(group).getByRole('textbox', { name: /^Amount/ }), '4000');
    await flush();
    fireEvent.change(within(group).getByRole('combobox', { name: 'How often' }), {
      target: { value: 'monthly' },
    });
    await flush(200);
    expect(status).toHaveTextContent('Working out take-home pay…');
    expect(salaryCalls()).toHaveLength(1);
    await flush(400);
    // 4,000 a month: the yearly 4,000 in between was never asked for.
    expect(salaryCalls().map((call) => new URLSearchParams(call.search).get('salary'))).toEqual([
      '60000.00',
      '48000.00',
    ]);
    await flush();
    expect(status).toHaveTextContent('Take-home pay: £3,779.78 a month');
  });

  it('says why when the calculation refuses a value', async () => {
    answer(
      `GET ${netSalaryPath}`,
      invalidData({
        pension_method: [
          'In Ireland, pension contributions from pay are relieved under net pay (income tax only): use net_pay.',
        ],
      }),
    );
    const item = {
      type: 'salary',
      gross_amount: 40000,
      pension_percent: 5,
      pension_method: 'relief_at_source',
    };
    renderSection('income_items', { income: { items: [item] } });
    fireEvent.click(screen.getByRole('button', { name: /^Edit Income 1/ }));
    expect(await screen.findByText(/use net_pay\.$/)).toBeInTheDocument();
  });
});

describe('fund holdings', () => {
  it('are asked only when the firm turns on show_fund_input, and save as a list of funds', async () => {
    answer(`PUT ${updatePath}`, saved);
    const items = { investments: { items: [{ type: 'stocks_shares_isa', value: 20000 }] } };
    const off = renderSection('investment_items', items);
    fireEvent.click(screen.getByRole('button', { name: /^Edit Account 1/ }));
    expect(screen.queryByRole('group', { name: 'Funds held' })).toBeNull();
    off.unmount();

    renderSection('investment_items', items, { show_fund_input: true });
    fireEvent.click(screen.getByRole('button', { name: /^Edit Account 1/ }));
    const funds = screen.getByRole('group', { name: 'Funds held' });
    fireEvent.click(within(funds).getByRole('button', { name: 'Add a fund' }));
    enter(within(funds).getByRole('textbox', { name: 'Fund 1 name' }), 'Global Equity Index');
    await settle();
    enter(within(funds).getByRole('textbox', { name: 'Fund 1 value' }), '12500');
    await settle();
    expect(puts().at(-1)?.body).toEqual({
      item: {
        category: 'investments',
        property: 'items',
        index: 0,
        value: {
          type: 'stocks_shares_isa',
          value: 20000,
          funds: [{ fund: 'Global Equity Index', value: 12500 }],
        },
      },
    });
    fireEvent.click(within(funds).getByRole('button', { name: 'Remove fund 1' }));
    await settle();
    expect(puts().at(-1)?.body).toMatchObject({ item: { value: { funds: [] } } });
  });
});

describe('spending', () => {
  it('shows each amount with how often, monthly until another frequency is chosen', () => {
    renderSection('expenditure_essential', {
      expenditure: { council_tax: 2100, council_tax_frequency: 'annually' },
    });
    const tax = screen.getByRole('group', { name: 'Council tax' });
    expect(within(tax).getByRole('combobox', { name: 'How often' })).toHaveValue('annually');
    const food = screen.getByRole('group', { name: 'Food and household shopping' });
    const often = within(food).getByRole('combobox', { name: 'How often' });
    expect(often).toHaveValue('monthly');
    expect(within(often).queryByRole('option', { name: 'Choose…' })).toBeNull();
  });

  it('totals spending a month and sets it against income after tax', () => {
    const view = renderSection('expenditure_essential', {
      expenditure: { council_tax: 2100, council_tax_frequency: 'annually' },
    });
    expect(screen.getByText(/^Your household spends/)).toHaveTextContent(
      'Your household spends £175 a month: £175 essential and £0 lifestyle.',
    );
    view.unmount();
    renderSection('expenditure_essential', {
      expenditure: { mortgage_rent: 1200, holidays: 1200, holidays_frequency: 'annually' },
      income: {
        items: [{ type: 'rental', gross_amount: 950, gross_amount_frequency: 'monthly', net_amount: 800 }],
      },
    });
    expect(screen.getByText(/^Your household spends/)).toHaveTextContent(
      'Your household spends £1,300 a month: £1,200 essential and £100 lifestyle. Your income after tax is £800 a month, which falls short by £500.',
    );
  });
});

describe('an Irish client', () => {
  it('reads Irish terms, from the template', () => {
    const view = renderWithFactFind(<BaseSection section={sectionOf('personal_details_client1', 'ie')} />, {
      region: 'ie',
    });
    expect(screen.getByRole('textbox', { name: 'PPS number (PPSN)' })).toHaveAccessibleDescription(
      'Seven digits and one or two letters, e.g. 1234567FA.',
    );
    view.unmount();
    renderWithFactFind(<BaseSection section={sectionOf('expenditure_essential', 'ie')} />, { region: 'ie' });
    expect(screen.getByRole('group', { name: 'Local Property Tax' })).toBeInTheDocument();
  });
});
