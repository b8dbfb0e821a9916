import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { rowsOf } from '../../../test/table-rows.ts';
import { samplePortfolio } from '../testing.ts';

preloadRoutes('app-layout', 'portfolio');

describe('the Portfolio page', () => {
  it('shows the total, and each chart with its table of the same figures', async () => {
    signInAs();
    answer('GET /api/portfolio', { status: 200, body: { data: samplePortfolio } });
    renderApp('/portfolio');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portfolio' }, firstRender),
    ).toBeInTheDocument();
    const total = screen.getByRole('heading', { name: 'Total value' }).parentElement as HTMLElement;
    expect(total).toHaveTextContent(/^Total valueTotal in GBP£90,000as at 30 Sept? 2026$/);

    const byAccount = screen.getByRole('figure', { name: 'Value by account' });
    expect(rowsOf(within(byAccount).getByRole('table'))).toEqual([
      'AccountValue',
      'Royal London SIPP£60,000',
      'Aviva Stocks and Shares ISA£30,000',
      'Total£90,000',
    ]);
    expect(within(byAccount).getByTestId('bar-chart')).toHaveAttribute('aria-hidden', 'true');

    const byClass = screen.getByRole('figure', { name: 'Value by asset class' });
    expect(rowsOf(within(byClass).getByRole('table'))).toEqual([
      'Asset classValueShare',
      'Multi-asset£60,00067%',
      'Equities£20,00022%',
      'Cash£10,00011%',
      'Total£90,000100%',
    ]);
    // One ring segment per asset class.
    expect(within(byClass).getByTestId('donut-chart').querySelectorAll('circle')).toHaveLength(4);

    const overTime = screen.getByRole('figure', { name: 'Value over time' });
    const history = rowsOf(within(overTime).getByRole('table'));
    expect(history[0]).toBe('Valuation dateValue');
    expect(history[1]).toMatch(/^30 Sept? 2026£90,000$/);
    expect(history).toHaveLength(4);
    expect(within(overTime).getByTestId('line-chart').querySelectorAll('path')).toHaveLength(2);

    const aviva = screen.getByRole('table', { name: 'Holdings in Aviva Stocks and Shares ISA' });
    expect(
      within(aviva).getByRole('rowheader', {
        name: /^Vanguard FTSE U.K. All Share Index.*ISIN.*GB00B3X7QG63$/,
      }),
    ).toBeInTheDocument();
    expect(within(aviva).getByRole('row', { name: /Account total £30,000/ })).toBeInTheDocument();
  });

  it('says so when nothing is recorded yet', async () => {
    signInAs();
    answer('GET /api/portfolio', { status: 200, body: { data: { accounts: [], totals: [], history: [] } } });
    renderApp('/portfolio');
    expect(await screen.findByText('No investments recorded yet', {}, firstRender)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
