import type { SavedScenario } from '@atrium/domain/contract/forecast';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerStandardAssumptions, householdFigures, runsOutIn } from '../features/forecast/testing.ts';
import { base, clientId, signInAsAdviser, withClient } from '../test/adviser-fixtures.ts';
import { notStartedFactFind } from '../test/factfind-fixtures.ts';
import { answer, invalidField, requests } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { renderApp } from '../test/render-app.tsx';

const path = `/adviser/clients/${clientId}/forecast`;
const scenariosPath = `${base}/forecast/scenarios`;

// One salary to 60 and savings the spending outruns (features/forecast/testing.ts, as on the client's page test).
const household = householdFigures;

// The client record's dates of birth (test/adviser-fixtures.ts jamesDetail).
const runsOut = (retireYears: number) =>
  runsOutIn(household, retireYears, {
    name: 'James Carter',
    joint_name: null,
    dob: '1975-04-12',
    joint_dob: '1977-09-30',
  });

function saved(overrides: Partial<SavedScenario> = {}): SavedScenario {
  return {
    id: 5,
    client_id: clientId,
    name: 'Retire at 63',
    scenario: { retireYears: 3, spendingPercent: 0, lumpSum: null, marketFallYear: null },
    shared: false,
    shared_at: null,
    assumptions_version: 0,
    fact_find_id: 1,
    fact_find_version: 3,
    created_by: { id: 1, name: 'Olivia Bennett' },
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

function setUp(scenarios: SavedScenario[] = [], factFind: Record<string, unknown> = household) {
  signInAsAdviser();
  withClient();
  answer(`GET ${base}/fact-find`, {
    status: 200,
    body: { ...notStartedFactFind, factFindsCreated: 1, status: 'draft', factFind },
  });
  answerStandardAssumptions();
  answer(`GET ${scenariosPath}`, { status: 200, body: { data: scenarios } });
}

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-forecast');

describe("the client page's Forecast tab", () => {
  it("lists what the client's fact-find still needs, in words about the client and without the client's links", async () => {
    setUp([], { joint: true });
    renderApp(path);
    const needed = await screen.findByRole('region', { name: 'What we still need' }, firstRender);
    expect(
      within(needed).getByText('The forecast appears once the client’s fact-find has these figures:'),
    ).toBeVisible();
    expect(
      within(needed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The client’s income', 'The client’s spending']);
    expect(within(needed).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the client's forecast and saves the scenario tried, shared, with the server's 422 beside the name", async () => {
    setUp();
    let attempts = 0;
    answer(`POST ${scenariosPath}`, (request) => {
      attempts += 1;
      if (attempts === 1) {
        return invalidField('name', 'This client already has a scenario with this name.');
      }
      const body = request.body as { name: string; scenario: SavedScenario['scenario']; shared: boolean };
      return {
        status: 201,
        body: { data: saved({ name: body.name, scenario: body.scenario, shared: body.shared }) },
      };
    });
    const { user } = renderApp(path);

    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${runsOut(0)}.`,
        {},
        firstRender,
      ),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Forecast' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText(/^Chance the money lasts to age 100: (\d+%|under 1%|over 99%)/),
    ).toBeVisible();
    expect(screen.getByText('None saved for this client yet.')).toBeVisible();

    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'James: retire later (years): 1 more' }));
    }
    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${runsOut(3)}.`,
      ),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Scenario name' }), 'Retire at 63');
    await user.click(screen.getByRole('checkbox', { name: 'Share with the client' }));
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    expect(await screen.findByRole('textbox', { name: 'Scenario name' })).toHaveAccessibleDescription(
      /already has a scenario with this name/,
    );

    answer(`GET ${scenariosPath}`, { status: 200, body: { data: [saved({ shared: true })] } });
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    const list = await screen.findByRole('region', { name: 'Saved scenarios' });
    expect(await within(list).findByText('Retire at 63')).toBeVisible();
    expect(within(list).getByText('Retire 3 years later')).toBeVisible();
    expect(within(list).getByText('Shared with the client · saved by Olivia Bennett')).toBeVisible();
    const posted = requests.filter((request) => request.method === 'POST').at(-1);
    expect(posted?.body).toEqual({
      name: 'Retire at 63',
      // Each person of the couple has their own years: James 3 later, Emma's as they are.
      scenario: {
        retireYears: 3,
        partnerRetireYears: 0,
        spendingPercent: 0,
        lumpSum: null,
        marketFallYear: null,
      },
      shared: true,
    });
    expect(screen.getByRole('textbox', { name: 'Scenario name' })).toHaveValue('');
  });

  it('saves a 20 % market fall typed as a year, and shows a saved one in words and in the field', async () => {
    setUp();
    answer(`POST ${scenariosPath}`, (request) => {
      const body = request.body as { name: string; scenario: SavedScenario['scenario'] };
      return { status: 201, body: { data: saved({ id: 6, name: body.name, scenario: body.scenario }) } };
    });
    const { user } = renderApp(path);
    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${runsOut(0)}.`,
        {},
        firstRender,
      ),
    ).toBeVisible();

    const fall = { retireYears: 0, spendingPercent: 0, lumpSum: null, marketFallYear: 2035 };
    await user.type(screen.getByRole('textbox', { name: 'Markets fall 20% in the year' }), '2035');
    await user.type(screen.getByRole('textbox', { name: 'Scenario name' }), 'A crash in 2035');
    answer(`GET ${scenariosPath}`, {
      status: 200,
      body: { data: [saved({ id: 6, name: 'A crash in 2035', scenario: fall })] },
    });
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    const list = await screen.findByRole('region', { name: 'Saved scenarios' });
    expect(await within(list).findByText('Markets fall 20% in 2035')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      name: 'A crash in 2035',
      scenario: { ...fall, partnerRetireYears: 0 },
      shared: false,
    });

    // Shown again after the field is cleared: the year comes back into the field.
    await user.clear(screen.getByRole('textbox', { name: 'Markets fall 20% in the year' }));
    await user.click(within(list).getByRole('button', { name: 'Show A crash in 2035' }));
    expect(screen.getByRole('textbox', { name: 'Markets fall 20% in the year' })).toHaveValue('2035');
  });

  it('shows, renames, stops sharing and deletes a saved scenario', async () => {
    setUp([saved({ shared: true })]);
    answer(`PATCH ${scenariosPath}/5`, (request) => {
      const body = request.body as { name?: string; shared?: boolean };
      return {
        status: 200,
        body: { data: saved({ shared: body.shared ?? true, name: body.name ?? 'Retire at 63' }) },
      };
    });
    answer(`DELETE ${scenariosPath}/5`, { status: 204 });
    const { user } = renderApp(path);
    const list = await screen.findByRole('region', { name: 'Saved scenarios' }, firstRender);

    await user.click(await within(list).findByRole('button', { name: 'Show Retire at 63' }));
    expect(screen.getByRole('heading', { name: 'Forecast: Retire at 63' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'James: retire later (years)' })).toHaveValue(3);
    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${runsOut(3)}.`,
      ),
    ).toBeVisible();

    answer(`GET ${scenariosPath}`, { status: 200, body: { data: [saved({ shared: false })] } });
    await user.click(within(list).getByRole('button', { name: 'Stop sharing Retire at 63' }));
    expect(await within(list).findByText('Not shared · saved by Olivia Bennett')).toBeVisible();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ shared: false });

    await user.click(within(list).getByRole('button', { name: 'Rename Retire at 63' }));
    const rename = within(list).getByRole('textbox', { name: 'New name for Retire at 63' });
    await user.clear(rename);
    await user.type(rename, 'Later retirement');
    answer(`GET ${scenariosPath}`, {
      status: 200,
      body: { data: [saved({ shared: false, name: 'Later retirement' })] },
    });
    await user.click(within(list).getByRole('button', { name: 'Save name' }));
    expect(await within(list).findByText('Later retirement')).toBeVisible();
    expect(requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({
      name: 'Later retirement',
    });

    await user.click(within(list).getByRole('button', { name: 'Delete Later retirement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Later retirement”?' });
    answer(`GET ${scenariosPath}`, { status: 200, body: { data: [] } });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(list).findByText('None saved for this client yet.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      requests.some((request) => request.method === 'DELETE' && request.path === `${scenariosPath}/5`),
    ).toBe(true);
  });
});
