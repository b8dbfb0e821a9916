import type { ForecastAssumptionsDraft } from '@atrium/domain/contract/forecast';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerNoAssumptionsYet,
  assumptionsApi as api,
  noAssumptionsDraft,
  assumptionsPagePath as path,
} from '../features/forecast/testing.ts';
import { admin, signInAsAdviser } from '../test/adviser-fixtures.ts';
import { answer, invalidField, requests } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { adviser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const noDraft = noAssumptionsDraft;

preloadRoutes('adviser-layout', 'adviser-forecast-assumptions');

describe('the forecast assumptions page', () => {
  it('edits the draft with the server’s message beside a value out of range, publishes it, and lists the version', async () => {
    signInAsAdviser(admin);
    answerNoAssumptionsYet();
    let puts = 0;
    answer(`PUT ${api}/draft`, (request) => {
      puts += 1;
      if (puts === 1) {
        return invalidField(
          'assumptions.returns.pensions.volatility',
          'The pensions volatility must be between 0 % and 50 %.',
        );
      }
      const body = request.body as { assumptions: ForecastAssumptionsDraft['assumptions'] };
      return {
        status: 200,
        body: {
          data: { ...noDraft, id: 4, updated_at: '2026-11-24T15:00:00.000Z', assumptions: body.assumptions },
        },
      };
    });
    const { user } = renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Forecast assumptions' }, firstRender)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forecast assumptions' })).toBeVisible();
    expect(screen.getByText(/No draft yet: starting from version 0/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Inflation a year (%)' })).toHaveValue('2.5');
    expect(screen.getByRole('textbox', { name: 'Pensions (%)' })).toHaveValue('0.75');
    expect(screen.getByRole('button', { name: 'Publish as version 1' })).toBeDisabled();

    // Not a number: said beside the box, nothing sent.
    const volatility = screen.getByRole('textbox', { name: 'Pensions: volatility (%)' });
    await user.clear(volatility);
    await user.type(volatility, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(volatility).toHaveAccessibleDescription(/Enter a number\./);
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    // Out of range: the server's 422, beside the box it names.
    await user.clear(volatility);
    await user.type(volatility, '60');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(volatility).toHaveAccessibleDescription(
        /The pensions volatility must be between 0 % and 50 %\./,
      ),
    );
    expect(screen.getByRole('button', { name: 'Publish as version 1' })).toBeDisabled();

    // Corrected, and the drawing order changed: pensions before general investments (the two swap places).
    await user.clear(volatility);
    await user.type(volatility, '14');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Third drawn from' }), 'pensions');
    expect(screen.getByRole('combobox', { name: 'Fourth drawn from' })).toHaveValue('gia');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish as version 1' })).toBeEnabled());
    const saved = requests.filter((request) => request.method === 'PUT').at(-1)?.body as {
      assumptions: ForecastAssumptionsDraft['assumptions'];
    };
    expect(saved.assumptions).toEqual({
      ...defaultAssumptions,
      returns: { ...defaultAssumptions.returns, pensions: { mean: 0.06, volatility: 0.14 } },
      drawdownOrder: ['cash', 'isa', 'pensions', 'gia'],
    });

    const published = {
      version: 1,
      is_default: false,
      published_at: '2026-11-24T15:01:00.000Z',
      assumptions: saved.assumptions,
    };
    answer(`POST ${api}/publish`, { status: 201, body: { data: published } });
    answer(`GET ${api}/versions`, { status: 200, body: { data: [published] } });
    answer(`GET ${api}/draft`, {
      status: 200,
      body: { data: { ...noDraft, version: 2, based_on: 1, assumptions: saved.assumptions } },
    });
    await user.click(screen.getByRole('button', { name: 'Publish as version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const table = await screen.findByRole('table', { name: 'Published versions, newest first' });
    const row = within(table).getByRole('rowheader', { name: 'Version 1' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['2.5%', '6%', '6%', 'Cash, ISAs, Pensions, General investments']);
    expect(requests.some((request) => request.method === 'POST' && request.path === `${api}/publish`)).toBe(
      true,
    );
  });

  it('is not shown to an adviser', async () => {
    signInAsAdviser(adviser);
    renderApp(path);
    expect(await screen.findByText(`Page not found: ${path}`, {}, firstRender)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Forecast assumptions' })).toBeNull());
  });
});
