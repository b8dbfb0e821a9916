import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samplePortfolio } from '../features/portfolio/testing.ts';
import { base, clientId, signInAsAdviser, withClient } from '../test/adviser-fixtures.ts';
import { answer, requests } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { renderApp } from '../test/render-app.tsx';

const path = `/adviser/clients/${clientId}/portfolio`;

preloadRoutes('adviser-layout', 'adviser-client', 'portfolio-adviser-tab');

function setUp() {
  signInAsAdviser();
  withClient();
  answer(`GET ${base}/portfolio`, { status: 200, body: { data: samplePortfolio } });
}

describe("the client page's Portfolio tab", () => {
  it('lists each account with its holdings and records a new holding', async () => {
    setUp();
    answer(`POST ${base}/portfolio/accounts/1/holdings`, (request) => ({
      status: 201,
      body: { data: { id: 99, account_id: 1, value: 100, ...(request.body as object) } },
    }));
    const { user } = renderApp(path);
    const table = await screen.findByRole(
      'table',
      { name: 'Holdings in Aviva Stocks and Shares ISA' },
      firstRender,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Add holding to Aviva Stocks and Shares ISA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a holding' });
    await user.type(within(dialog).getByLabelText('Fund name'), 'iShares Core MSCI World');
    await user.type(within(dialog).getByLabelText(/^ISIN/), 'IE00B4L5Y984');
    await user.type(within(dialog).getByLabelText('Units'), '10');
    await user.type(within(dialog).getByLabelText('Price per unit'), '10');
    await user.type(within(dialog).getByLabelText('Valuation date'), '2026-09-30');
    await user.click(within(dialog).getByRole('button', { name: 'Add holding' }));
    // The check digit is checked before anything is sent.
    expect(within(dialog).getByLabelText(/^ISIN/)).toHaveAccessibleDescription(/check digit does not match/);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/^ISIN/));
    await user.type(within(dialog).getByLabelText(/^ISIN/), 'ie00b4l5y983');
    await user.click(within(dialog).getByRole('button', { name: 'Add holding' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      fund_name: 'iShares Core MSCI World',
      isin: 'IE00B4L5Y983',
      asset_class: 'equity',
      units: 10,
      price: 10,
      valuation_date: '2026-09-30',
    });
  });

  it('shows each bad row of a rejected import', async () => {
    setUp();
    answer(`POST ${base}/portfolio/import`, {
      status: 422,
      body: {
        message: 'The file has errors, so nothing was imported. Correct the rows listed and import it again.',
        errors: { 'rows.3.isin': ["The ISIN's check digit does not match: check it for a typing error."] },
      },
    });
    const { user } = renderApp(path);
    const input = await screen.findByLabelText('CSV file', {}, firstRender);
    await user.upload(input, new File(['provider\nx'], 'holdings.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const rows = await screen.findByRole('list', { name: 'Rows with errors' });
    expect(within(rows).getByRole('listitem')).toHaveTextContent(
      "Line 3: isin — The ISIN's check digit does not match: check it for a typing error.",
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/nothing was imported/);
    expect(requests.find((request) => request.path.endsWith('/import'))?.body).toEqual({
      csv: 'provider\nx',
    });
  });

  it('deletes a holding after confirmation', async () => {
    setUp();
    answer(`DELETE ${base}/portfolio/holdings/12`, { status: 204 });
    const { user } = renderApp(path);
    await user.click(
      await screen.findByRole('button', { name: 'Delete Example Sterling Liquidity' }, firstRender),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this holding?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete holding' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      requests.some((request) => request.method === 'DELETE' && request.path.endsWith('/holdings/12')),
    ).toBe(true);
  });
});
