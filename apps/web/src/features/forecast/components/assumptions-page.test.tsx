import type { ForecastAssumptionsDraft } from '@atrium/domain/contract/forecast';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidField, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { admin } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { answerNoAssumptionsYet, assumptionsApi as api, assumptionsPagePath as path } from '../testing.ts';

// The page's form on ui/form.tsx's useAppForm (the whole journey, publishing included:
// routes/adviser-forecast-assumptions.test.tsx).

preloadRoutes('adviser-layout', 'adviser-forecast-assumptions');

describe('the assumptions form', () => {
  it('focuses the first box that is not a number, in the page’s order, and puts a 422 about the order under the list', async () => {
    signInAs(admin);
    answerNoAssumptionsYet();
    answer(`PUT ${api}/draft`, invalidField('assumptions.drawdownOrder.2', 'List each pot once.'));
    const { user } = renderApp(path);

    const inflation = await screen.findByRole('textbox', { name: 'Inflation a year (%)' }, firstRender);
    const volatility = screen.getByRole('textbox', { name: 'Pensions: volatility (%)' });
    await user.clear(volatility);
    await user.type(volatility, 'lots');
    await user.clear(inflation);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(inflation).toHaveAccessibleDescription(/Enter a number\./));
    expect(inflation).toHaveFocus();
    expect(inflation).toHaveAttribute('aria-invalid', 'true');
    expect(volatility).toHaveAccessibleDescription(/Enter a number\./);
    expect(screen.getByText('Some figures need correcting: see the messages beside them.')).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.type(inflation, '3');
    await user.clear(volatility);
    await user.type(volatility, '12');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() =>
      expect(alerts.map((alert) => alert.textContent)).toEqual([
        'List each pot once.',
        'Some figures need correcting: see the messages beside them.',
      ]),
    );
    expect(inflation).not.toHaveAttribute('aria-invalid');
    const sent = requests.find((request) => request.method === 'PUT')?.body as {
      assumptions: ForecastAssumptionsDraft['assumptions'];
    };
    expect(sent.assumptions.inflation.mean).toBe(0.03);
    expect(sent.assumptions.returns.pensions.volatility).toBe(0.12);
    expect(screen.getByRole('button', { name: 'Publish as version 1' })).toBeDisabled();
  });
});
