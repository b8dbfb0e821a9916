import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { answerFactFind, enter, firstItem } from '../fact-find-steps.ts';
import {
  bearer,
  type ClientSession,
  checkBothWidths,
  expect,
  hasNoHorizontalScroll,
  invitedClient,
  seedSession,
  test,
} from '../fixtures.ts';

// The forecast (docs/forecast.md): the client's forecast follows their fact-find (a later retirement age moves the
// year the money runs out, without a reload), and a scenario the adviser saves and shares reaches the client's
// /forecast, labelled with who shared it. The adviser's open Forecast tab follows the client's next save, and a
// scenario the adviser stops sharing leaves the client's open page. The client is new (an adviser's invitation), so
// the demo clients stay as the other journeys expect them.

// One salary to 60, modest savings and a pension, and spending they cannot carry to 100.
async function fillIn(request: APIRequestContext, session: ClientSession, clientId: number) {
  await answerFactFind(request, session, clientId, [
    {
      updates: {
        personal_details_client1: { first_name: 'Nina', last_name: 'Forecast', date_of_birth: '1972-06-15' },
      },
    },
    { updates: { employment_client1: { employment_status: 'Employed', desired_retirement_age: 60 } } },
    { updates: { expenditure: { food: 3000 } } },
    firstItem('investments', 'items', { type: 'savings', value: 30000 }),
    firstItem('pensions', 'items', { type: 'workplace_dc', current_value: 80000, employee_contribution: 5 }),
    firstItem('income', 'items', { type: 'salary', gross_amount: 45000, gross_amount_frequency: 'annually' }),
  ]);
}

async function runOutYear(page: Page): Promise<number> {
  // The run at the assumed returns, after the chance and the median (which lead).
  const summary = page.getByText(
    /^If markets returned exactly the assumed figures every year, it would run out in \d{4}\.$/,
  );
  await expect(summary).toBeVisible();
  return Number((await summary.textContent())?.match(/\d{4}/)?.[0]);
}

// What checkBothWidths (../fixtures.ts) runs at each width it photographs: axe, and nothing wider than the window.
function fits(page: Page, axe: () => Promise<void>): () => Promise<void> {
  return async () => {
    await axe();
    const width = page.viewportSize()?.width;
    expect(await hasNoHorizontalScroll(page), `the page fits ${width} px`).toBe(true);
  };
}

test.describe('the forecast', () => {
  test('the client moves their retirement age and the run-out year moves; the adviser saves and shares a scenario the client then sees', async ({
    page,
    request,
    openBrowser,
    readOutbox,
    a11y,
  }) => {
    test.setTimeout(240_000);
    const session = await invitedClient(request, readOutbox, 'Nina Forecast');
    const { clientId } = session;
    await fillIn(request, session, clientId);
    await seedSession(page, session);

    // The forecast, its chance and range from the Monte Carlo run, at both widths.
    await page.goto('/forecast');
    await expect(page.getByRole('heading', { level: 1, name: 'Will your money last?' })).toBeVisible();
    const before = await runOutYear(page);
    await expect(page.getByText(/^Chance your money lasts to age 100: (over |under )?\d+%/)).toBeVisible();
    await expect(page.getByText(/\(the median\), it (runs out in|lasts to) \d{4}\./)).toBeVisible();
    await expect(page.getByText(/^State Pension from 15 June 2039\.$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Total wealth by year, in today’s money' })).toContainText(
      'Poor markets (10th percentile)',
    );
    await checkBothWidths(page, 'forecast-client', fits(page, a11y.check));

    // The client changes their retirement age in the fact-find, then goes back to the forecast in the app.
    await page.goto('/fact-find?step=employment');
    const age = page.getByLabel(/^Age you would like to retire/);
    await expect(age).toHaveValue('60');
    await enter(page, age, '66');
    await a11y.check();
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Forecast' }).click();
    await expect(page).toHaveURL(/\/forecast$/);
    await expect(page.getByText(/Retiring at 66\./)).toBeVisible();
    const after = await runOutYear(page);
    expect(after, 'a later retirement runs out later').toBeGreaterThan(before);

    // The adviser tries retiring two years later still, saves it by name and shares it.
    const adviser = await openBrowser('adviser');
    await adviser.goto(`/adviser/clients/${clientId}/forecast`);
    await expect(adviser.getByRole('tab', { name: 'Forecast' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      adviser.getByText(
        /^If markets returned exactly the assumed figures every year, it would run out in \d{4}\.$/,
      ),
    ).toContainText(String(after));
    for (let step = 0; step < 2; step += 1) {
      await adviser.getByRole('button', { name: 'Retire later (years): 1 more' }).click();
    }
    await expect(adviser.getByText(/Retiring at 68\./)).toBeVisible();
    await adviser.getByRole('textbox', { name: 'Scenario name' }).fill('Retire at 68');
    await adviser.getByRole('checkbox', { name: 'Share with the client' }).check();
    await adviser.getByRole('button', { name: 'Save scenario' }).click();
    const saved = adviser.getByRole('region', { name: 'Saved scenarios' });
    await expect(saved.getByText('Retire at 68', { exact: true })).toBeVisible();
    await expect(saved.getByText(/^Shared with the client · saved by /)).toBeVisible();
    await checkBothWidths(
      adviser,
      'forecast-adviser',
      fits(adviser, () => expectNoAxeViolations(adviser)),
    );

    // The client, still on /forecast, sees it arrive (the share is a notification pushed to them) and applies it.
    const shared = page.getByRole('region', { name: 'From your adviser' });
    await expect(shared.getByText('Retire at 68')).toBeVisible({ timeout: 20_000 });
    await expect(shared.getByText(/^Shared by /)).toBeVisible();
    await shared.getByRole('button', { name: 'Show Retire at 68' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your forecast: Retire at 68' })).toBeVisible();
    await expect(page.getByText(/Retiring at 68\./)).toBeVisible();
    await checkBothWidths(page, 'forecast-client-shared', fits(page, a11y.check));

    // The client saves a figure again (as their fact-find page does): the adviser's open Forecast tab works the
    // forecast out again from it without a reload, keeping the two years later being tried.
    const saved64 = await request.put(`/api/clients/${clientId}/portal/changes/update`, {
      headers: { ...bearer(session), 'Idempotency-Key': randomUUID() },
      data: { updates: { employment_client1: { desired_retirement_age: 64 } } },
    });
    expect(saved64.status(), await saved64.text()).toBe(200);
    await expect(adviser.getByText(/Retiring at 66\./)).toBeVisible({ timeout: 20_000 });
    await expect(adviser.getByRole('spinbutton', { name: 'Retire later (years)' })).toHaveValue('2');

    // The adviser stops sharing it: it leaves the client's open page, which goes back to the client's own figures
    // and says why.
    await saved.getByRole('button', { name: 'Stop sharing Retire at 68' }).click();
    await expect(saved.getByText(/^Not shared · saved by /)).toBeVisible();
    await expect(
      page.getByText('Your adviser withdrew “Retire at 68”. The forecast below is on your own figures.'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(shared).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Your forecast' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Retire later (years)' })).toHaveValue('0');
    await a11y.check();

    // The admin's assumptions page, in the admin's navigation.
    const admin = await openBrowser('admin');
    await admin.goto('/adviser');
    await admin
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Forecast assumptions' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Forecast assumptions' })).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Inflation a year (%)' })).toHaveValue('2.5');
    await checkBothWidths(
      admin,
      'forecast-assumptions',
      fits(admin, () => expectNoAxeViolations(admin)),
    );
    await adviser.context().close();
    await admin.context().close();
  });
});
