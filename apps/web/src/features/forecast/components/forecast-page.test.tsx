import type { User } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { chanceText } from '@atrium/domain/forecast/explain';
import { runMonteCarlo } from '@atrium/domain/forecast/monte-carlo';
import { defaultAssumptions, projectCashflow } from '@atrium/domain/forecast/projection';
import { applyScenario } from '@atrium/domain/forecast/scenario';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath, notStartedFactFind } from '../../../test/factfind-fixtures.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { jointClient, jointPartner } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { answerStandardAssumptions, householdFigures, planOf, runsOutIn } from '../testing.ts';

function signIn(shared: unknown[] = []) {
  signInAs();
  answerStandardAssumptions();
  answer('GET /api/forecast/scenarios', { status: 200, body: { data: shared } });
}

function factFindOf(factFind: Record<string, unknown>): PortalChangesResponse {
  return { ...notStartedFactFind, factFindsCreated: 1, lastUpdated: '2026-11-20T10:00:00.000Z', factFind };
}

// One salary to 60, no partner's income, spending that the savings cannot carry for ever (testing.ts), with the
// dates of birth in the fact-find.
const household = {
  ...householdFigures,
  personal_details_client1: { first_name: 'James', date_of_birth: '1975-04-12' },
  personal_details_client2: { first_name: 'Emma', date_of_birth: '1977-09-30' },
};

// What the engine says for this household today (the page's figures must be the engine's, not its own).
const runsOut = (retireYears: number) => runsOutIn(household, retireYears);

// The engine's own Monte Carlo run for the household: 1 000 paths, seed 1, as the page asks for.
function monteCarlo(retireYears: number) {
  return runMonteCarlo(applyScenario(planOf(household), { retireYears, spendingPercent: 0 }), undefined, {
    paths: 1000,
    seed: 1,
  });
}

const whole = (amount: number) =>
  `${Math.round(amount) < 0 ? '−' : ''}£${Math.round(Math.abs(amount)).toLocaleString('en-GB')}`;

// The page opened on the household's fact-find: signed in, the standard assumptions, nothing shared.
function openOnHousehold() {
  signIn();
  answer(`GET ${factFindPath}`, { status: 200, body: factFindOf(household) });
  return renderApp('/forecast');
}

// The page's first figures: the year the engine says the money runs out, as the client reads it.
async function expectRunsOutIn(year: number | null) {
  expect(
    await screen.findByText(
      `If markets returned exactly the assumed figures every year, it would run out in ${year}.`,
      {},
      firstRender,
    ),
  ).toBeVisible();
}

preloadRoutes('app-layout', 'forecast');

describe('the Forecast page', () => {
  it('asks each partner for the other’s missing date of birth as "your partner’s"', async () => {
    // James's date of birth is in neither the fact-find nor the client record: it is Emma's partner's to her.
    const noDates = { ...jointPartner.client, dob: null, joint_dob: null } as NonNullable<User['client']>;
    signInAs({ ...jointPartner, client: noDates });
    answerStandardAssumptions();
    answer('GET /api/forecast/scenarios', { status: 200, body: { data: [] } });
    answer(`GET ${factFindPath}`, {
      status: 200,
      body: factFindOf({ ...household, personal_details_client1: { first_name: 'James' } }),
    });
    renderApp('/forecast');
    const needed = await screen.findByRole('region', { name: 'What we still need' }, firstRender);
    expect(
      within(needed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Your partner's date of birth"]);
  });

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
    const { user } = openOnHousehold();

    const expected = runsOut(0);
    expect(expected).not.toBeNull();
    await expectRunsOutIn(expected);
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
      await user.click(screen.getByRole('button', { name: 'You: retire later (years): 1 more' }));
    }
    expect(screen.getByRole('spinbutton', { name: 'You: retire later (years)' })).toHaveValue(3);
    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${later ?? ''}.`,
      ),
    ).toBeVisible();
    expect(screen.getByText(/Retiring at 63\./)).toBeInTheDocument();

    // Typing works too: a 50 % cut in spending and the money lasts to 100 (or at least runs out later).
    const spending = screen.getByRole('spinbutton', { name: 'Change in spending (%)' });
    await user.clear(spending);
    await user.type(spending, '-50');
    expect(await screen.findByText(/it would last to \d{4}\./)).toBeVisible();

    const todays = within(table()).getAllByRole('row').at(-1)?.textContent;
    await user.click(screen.getByRole('radio', { name: 'In the money of each year' }));
    const nominal = screen.getByRole('table', { name: 'Total wealth by year, in the money of each year' });
    // Decades of inflation: the last year's figures are larger in the money of that year.
    expect(within(nominal).getAllByRole('row').at(-1)?.textContent).not.toBe(todays);
    expect(screen.getByRole('radio', { name: 'In the money of each year' })).toBeChecked();
  });

  it('shows the chance the money lasts and the 10th, 50th and 90th percentiles of 1 000 seeded paths', async () => {
    const { user } = openOnHousehold();

    const expected = monteCarlo(0);
    const percent = chanceText(expected.probabilityMoneyLasts);
    const chance = await screen.findByText(`Chance your money lasts to age 100: ${percent}`, {}, firstRender);
    expect(chance).toBeVisible();
    // The chance leads; the middle future's run-out year comes with it, the steady run after them both.
    const median = screen.getByText(
      expected.medianRunsOutIn === null
        ? /\(the median\), it lasts to/
        : new RegExp(`\\(the median\\), it runs out in ${expected.medianRunsOutIn}\\.`),
    );
    expect(median).toHaveTextContent(/Of 1,000 simulated futures/);
    const steady = screen.getByText(/^If markets returned exactly the assumed figures every year/);
    expect(chance.compareDocumentPosition(median) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(median.compareDocumentPosition(steady) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('line-chart-band')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Total wealth by year, in today’s money' });
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent(
      'Poor markets (10th percentile)Middle (50th)Good markets (90th)',
    );
    // The tenth year's row carries the engine's percentiles in today's money.
    const year = expected.years[9] as number;
    const row = within(table)
      .getByRole('rowheader', { name: new RegExp(`^${year}`) })
      .closest('tr');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(4)).toEqual([
      whole(expected.percentiles.todaysMoney.p10[9] as number),
      whole(expected.percentiles.todaysMoney.p50[9] as number),
      whole(expected.percentiles.todaysMoney.p90[9] as number),
    ]);

    // In the money of each year, the nominal percentiles.
    await user.click(screen.getByRole('radio', { name: 'In the money of each year' }));
    const nominal = screen.getByRole('table', { name: 'Total wealth by year, in the money of each year' });
    const nominalRow = within(nominal)
      .getByRole('rowheader', { name: new RegExp(`^${year}`) })
      .closest('tr');
    expect(
      within(nominalRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(4),
    ).toEqual([
      whole(expected.percentiles.nominal.p10[9] as number),
      whole(expected.percentiles.nominal.p50[9] as number),
      whole(expected.percentiles.nominal.p90[9] as number),
    ]);

    // Retiring three years later changes the chance to the engine's figure for that plan.
    await user.click(screen.getByRole('radio', { name: 'In today’s money' }));
    const later = monteCarlo(3);
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'You: retire later (years): 1 more' }));
    }
    expect(
      await screen.findByText(
        `Chance your money lasts to age 100: ${chanceText(later.probabilityMoneyLasts)}`,
      ),
    ).toBeVisible();
  });

  it('follows the fact-find as it changes, without a reload', async () => {
    const { queryClient } = openOnHousehold();
    const expected = runsOut(0);
    await expectRunsOutIn(expected);

    // A save elsewhere in this tab (the fact-find's save.ts) puts what the server stored into the same cache: the
    // desired retirement age goes from 60 to 66.
    const later = {
      ...household,
      employment_client1: { employment_status: 'Employed', desired_retirement_age: 66 },
    };
    const { queryClient: cache } = await queryClient.load();
    act(() => {
      cache.setQueryData(['factfind', jointClient.client?.id], factFindOf(later));
    });
    const plan = planOf(later);
    const moved = projectCashflow(plan).runsOutIn;
    expect(moved).not.toBe(expected);
    expect(
      await screen.findByText(
        moved === null
          ? /it would last to/
          : `If markets returned exactly the assumed figures every year, it would run out in ${moved}.`,
      ),
    ).toBeVisible();
    expect(screen.getByText(/Retiring at 66\./)).toBeInTheDocument();
  });

  it('runs on the firm’s published assumptions and says which version', async () => {
    signIn();
    const gloomy = {
      ...defaultAssumptions,
      returns: { ...defaultAssumptions.returns, cash: { mean: 0, volatility: 0 } },
    };
    answer('GET /api/forecast/assumptions', {
      status: 200,
      body: {
        data: {
          version: 3,
          is_default: false,
          published_at: '2026-11-01T10:00:00.000Z',
          assumptions: gloomy,
        },
      },
    });
    answer(`GET ${factFindPath}`, { status: 200, body: factFindOf(household) });
    renderApp('/forecast');
    const plan = planOf(household);
    const withFirm = projectCashflow(plan, gloomy).runsOutIn;
    await expectRunsOutIn(withFirm);
    expect(screen.getByText(/These are the firm’s assumptions, version 3\./)).toBeVisible();
    expect(screen.getByText(/savings earn 0%/)).toBeVisible();
  });

  it('tries a 20 % market fall in a typed year: the run-out year moves to the engine’s, nothing saved', async () => {
    const { user } = openOnHousehold();
    const expected = runsOut(0);
    await expectRunsOutIn(expected);

    // The year James retires: the pension falls just before it is drawn.
    const fallYear = 2035;
    const plan = planOf(household);
    const fallen = projectCashflow(
      applyScenario(plan, { retireYears: 0, spendingPercent: 0, marketFallYear: fallYear }),
    ).runsOutIn;
    expect(fallen).not.toBeNull();
    expect(fallen as number).toBeLessThan(expected as number);

    const field = screen.getByRole('textbox', { name: 'Markets fall 20% in the year' });
    expect(field).toHaveAccessibleDescription(/lose a fifth of their value that year/);
    await user.type(field, String(fallYear));
    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${fallen}.`,
      ),
    ).toBeVisible();
    await user.clear(field);
    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${expected}.`,
      ),
    ).toBeVisible();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('lists the scenarios the adviser shared; choosing one applies it, labelled with who shared it', async () => {
    const year = new Date().getFullYear() + 4;
    signIn([
      {
        id: 7,
        client_id: jointClient.client?.id,
        name: 'Retire at 63',
        scenario: {
          retireYears: 3,
          spendingPercent: -10,
          lumpSum: { year, amount: 15000 },
          marketFallYear: year + 1,
        },
        shared: true,
        shared_at: '2026-11-20T10:00:00.000Z',
        assumptions_version: 0,
        fact_find_id: 1,
        fact_find_version: 4,
        created_by: { id: 3, name: 'Alex Adviser' },
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    ]);
    answer(`GET ${factFindPath}`, { status: 200, body: factFindOf(household) });
    const { user } = renderApp('/forecast');

    const list = await screen.findByRole('region', { name: 'From your adviser' }, firstRender);
    expect(within(list).getByText('Retire at 63')).toBeVisible();
    expect(within(list).getByText('Shared by Alex Adviser')).toBeVisible();
    expect(
      within(list).getByText(
        `Retire 3 years later · Spend 10% less · £15,000 spent in ${year} · Markets fall 20% in ${year + 1}`,
      ),
    ).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Show Retire at 63' }));
    expect(screen.getByRole('heading', { name: 'Your forecast: Retire at 63' })).toBeVisible();
    expect(screen.getByText('Shared by Alex Adviser', { selector: 'p.rounded-full' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'You: retire later (years)' })).toHaveValue(3);
    expect(screen.getByRole('textbox', { name: 'Amount (£, today’s money)' })).toHaveValue('15000');
    expect(screen.getByRole('textbox', { name: 'Markets fall 20% in the year' })).toHaveValue(
      String(year + 1),
    );
    const plan = planOf(household);
    const tried = projectCashflow(
      applyScenario(plan, {
        retireYears: 3,
        spendingPercent: -10,
        lumpSum: { year, amount: 15000 },
        marketFallYear: year + 1,
      }),
    ).runsOutIn;
    expect(
      await screen.findByText(
        tried === null
          ? /it would last to/
          : `If markets returned exactly the assumed figures every year, it would run out in ${tried}.`,
      ),
    ).toBeVisible();

    // Changing a figure leaves the adviser's scenario: the label goes.
    await user.click(screen.getByRole('button', { name: 'You: retire later (years): 1 more' }));
    expect(screen.getByRole('heading', { name: 'Your forecast' })).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Show Retire at 63' }));
    await user.click(
      within(list).getByRole('button', { name: 'Back to your figures (now showing Retire at 63)' }),
    );
    expect(screen.getByRole('spinbutton', { name: 'You: retire later (years)' })).toHaveValue(0);
    expect(screen.getByRole('heading', { name: 'Your forecast' })).toBeVisible();
  });

  it('takes a scenario in and out live as the adviser shares and withdraws it; one being shown goes back to the client’s figures', async () => {
    signIn();
    const shared = {
      id: 8,
      client_id: jointClient.client?.id,
      name: 'Retire at 63',
      scenario: { retireYears: 3, spendingPercent: 0, lumpSum: null, marketFallYear: null },
      shared: true,
      shared_at: '2026-11-24T10:00:00.000Z',
      assumptions_version: 0,
      fact_find_id: 1,
      fact_find_version: 4,
      created_by: { id: 3, name: 'Alex Adviser' },
      created_at: '2026-11-24T10:00:00.000Z',
      updated_at: '2026-11-24T10:00:00.000Z',
    };
    let list: unknown[] = [];
    answer('GET /api/forecast/scenarios', () => ({ status: 200, body: { data: list } }));
    answer(`GET ${factFindPath}`, { status: 200, body: factFindOf(household) });
    const { user } = renderApp('/forecast', { realtime: fakeRealtime() });
    const own = `If markets returned exactly the assumed figures every year, it would run out in ${runsOut(0)}.`;
    expect(await screen.findByText(own, {}, firstRender)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'From your adviser' })).not.toBeInTheDocument();
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));

    // As the server pushes a notification (apps/server/src/features/forecast/scenarios-service.ts).
    const push = (type: string, title: string, body: string) =>
      act(() =>
        FakePusher.latest().emit(
          `private-user.${jointClient.id}.updates`,
          'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
          {
            id: crypto.randomUUID(),
            type,
            title,
            body,
            link: '/forecast',
            created_at: '2026-11-24T21:00:00.000Z',
            timestamp: '2026-11-24T21:00:00.000Z',
          },
        ),
      );

    list = [shared];
    push(
      'forecast-scenario-shared',
      'Your adviser shared a forecast scenario',
      '“Retire at 63” is ready to look at on your forecast.',
    );
    const region = await screen.findByRole('region', { name: 'From your adviser' });
    await user.click(within(region).getByRole('button', { name: 'Show Retire at 63' }));
    expect(screen.getByRole('heading', { name: 'Your forecast: Retire at 63' })).toBeVisible();
    expect(
      await screen.findByText(
        `If markets returned exactly the assumed figures every year, it would run out in ${runsOut(3)}.`,
      ),
    ).toBeVisible();

    // The adviser stops sharing it: it leaves the page, and the forecast shown goes back to the client's own.
    list = [];
    push(
      'forecast-scenario-withdrawn',
      'Your adviser withdrew a forecast scenario',
      '“Retire at 63” is no longer on your forecast.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'From your adviser' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your adviser withdrew “Retire at 63”. The forecast below is on your own figures.',
    );
    expect(screen.getByRole('heading', { name: 'Your forecast' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'You: retire later (years)' })).toHaveValue(0);
    expect(await screen.findByText(own)).toBeVisible();

    // The client's next change of their own clears the note.
    await user.click(screen.getByRole('button', { name: 'You: retire later (years): 1 more' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
