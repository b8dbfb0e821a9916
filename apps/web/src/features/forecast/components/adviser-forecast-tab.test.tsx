import type { ClientDetail } from '@atrium/domain/contract/adviser';
import { chanceText } from '@atrium/domain/forecast/explain';
import { runMonteCarlo } from '@atrium/domain/forecast/monte-carlo';
import { applyScenario } from '@atrium/domain/forecast/scenario';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notStartedFactFind } from '../../../test/factfind-fixtures.ts';
import { answer } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { adviser, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { answerStandardAssumptions, householdFigures, planOf, runsOutIn } from '../testing.ts';

// The adviser's Forecast tab follows the client's saves live: the server tells the client's adviser of each save
// (apps/server/src/features/factfind/live-edits.ts, `fact-find.updated`), the adviser's screens refetch the client's
// fact-find (features/factfind/hooks/use-adviser-live-fact-finds.ts) and the tab works the forecast out again from
// the new fact-find, keeping the change the adviser is trying. (The tab's other behaviour: routes/adviser-client-forecast.test.tsx.)

const clientId = 10;
const base = `/api/adviser/clients/${clientId}`;
const client = { name: 'James Carter', joint_name: null, dob: '1975-04-12', joint_dob: '1977-09-30' };

const detail: ClientDetail = {
  id: clientId,
  name: client.name,
  dob: client.dob,
  email: 'client@example.com',
  telephone: null,
  address: null,
  region: 'uk',
  currency_symbol: '£',
  joint: { name: 'Emma Carter', email: null, dob: client.joint_dob },
  adviser: { id: adviser.id, name: adviser.name },
  created_at: '2026-01-05T10:00:00.000Z',
  portal: {
    status: 'active',
    disabled_at: null,
    last_activity_at: null,
    invitation: null,
    mfa: { enabled: false, methods: [], telephone: null, trusted_devices: 0 },
  },
  people: [],
  fact_find: null,
  unread_count: 0,
};

// The client's figures (features/forecast/testing.ts), then the same with James retiring at 66 instead of 60.
const before = householdFigures;
const after = {
  ...householdFigures,
  employment_client1: { employment_status: 'Employed', desired_retirement_age: 66 },
};

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-forecast');

describe("the adviser's Forecast tab, live", () => {
  it('works the forecast out again when the client saves a figure, keeping the change being tried', async () => {
    storeSession({ user: adviser });
    answer('GET /api/user', { status: 200, body: adviser });
    answer(`GET ${base}`, { status: 200, body: { data: detail } });
    answer(`GET ${base}/partner`, {
      status: 200,
      body: { data: { joint: true, joint_name: 'Emma Carter', joint_email: null, partner: null } },
    });
    let factFind: Record<string, unknown> = before;
    answer(`GET ${base}/fact-find`, () => ({
      status: 200,
      body: { ...notStartedFactFind, factFindsCreated: 1, status: 'draft', factFind },
    }));
    answerStandardAssumptions();
    answer(`GET ${base}/forecast/scenarios`, { status: 200, body: { data: [] } });
    const { user } = renderApp(`/adviser/clients/${clientId}/forecast`, { realtime: fakeRealtime() });

    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${runsOutIn(before, 0, client)}.`,
        {},
        firstRender,
      ),
    ).toBeVisible();
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));

    // The adviser tries retiring a year later.
    await user.click(screen.getByRole('button', { name: 'James: retire later (years): 1 more' }));
    const tried = runsOutIn(before, 1, client);
    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${tried}.`,
      ),
    ).toBeVisible();

    // The client saves a later retirement age in their fact-find: the server tells the adviser.
    const moved = runsOutIn(after, 1, client);
    expect(moved).not.toBe(tried);
    factFind = after;
    FakePusher.latest().emit(`private-user.${adviser.id}.updates`, 'fact-find.updated', {
      client_id: clientId,
      fact_find_id: 1,
      status: 'draft',
      timestamp: '2026-11-24T21:00:00.000Z',
    });
    expect(
      await screen.findByText(
        moved === null
          ? /it would last to/
          : `If markets returned exactly the assumed figures every year, it would run out in ${moved}.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'James: retire later (years)' })).toHaveValue(1);
    expect(screen.getByText(/Retiring at 67\./)).toBeInTheDocument();

    // The Monte Carlo run is the engine's for the new figures too (1 000 paths, seed 1).
    const chance = runMonteCarlo(
      applyScenario(planOf(after, client), { retireYears: 1, spendingPercent: 0 }),
      undefined,
      { paths: 1000, seed: 1 },
    ).probabilityMoneyLasts;
    expect(
      await screen.findByText(`Chance the money lasts to age 100: ${chanceText(chance)}`, {
        exact: false,
      }),
    ).toBeVisible();
  });
});
