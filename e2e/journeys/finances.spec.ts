import type { APIRequestContext } from '@playwright/test';
import { answerFactFind, firstItem } from '../fact-find-steps.ts';
import {
  authHeaders,
  type ClientSession,
  expect,
  hasNoHorizontalScroll,
  invitedClient,
  seedSession,
  test,
} from '../fixtures.ts';

// A client's figures from their fact-find on /finances, and the protection page (i-pipeline; the
// demo firm has accessIpipeline on) with a review request that reaches the adviser as a message. The client
// is new (an adviser's invitation), so the demo clients stay as the other journeys expect them.

// The client's answers, saved through the API the questionnaire uses.
async function fillIn(request: APIRequestContext, session: ClientSession, clientId: number) {
  await answerFactFind(request, session, clientId, [
    { updates: { personal_details_client1: { first_name: 'Priya', last_name: 'Shah' } } },
    { updates: { current_address: { ownership_status: 'Own (Mortgaged)', valuation: 350000 } } },
    { updates: { expenditure: { mortgage_rent: 1200, food: 500 } } },
    firstItem('investments', 'items', { type: 'cash_isa', value: 20000 }),
    firstItem('pensions', 'items', { type: 'workplace_dc', current_value: 60000 }),
    firstItem('liabilities', 'mortgages', { lender: 'Northgate', balance: 210000 }),
    firstItem('income', 'items', { type: 'salary', gross_amount: 48000, gross_amount_frequency: 'annually' }),
    firstItem('protection', 'items', {
      type: 'life',
      provider: 'Aviva',
      benefit_amount: 200000,
      life_assured: 'client1',
    }),
  ]);
}

test.describe('finances and protection', () => {
  test('a new client sees the empty state, then their figures and cover, and asks for a review', async ({
    page,
    request,
    readOutbox,
    a11y,
  }) => {
    test.slow();
    const session = await invitedClient(request, readOutbox, 'Priya Shah');
    const { clientId } = session;
    await seedSession(page, session);

    await page.goto('/finances');
    await expect(page.getByRole('heading', { level: 1, name: 'Your finances' })).toBeVisible();
    await expect(page.getByText('No figures yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your fact-find' })).toHaveAttribute(
      'href',
      '/fact-find/start',
    );
    await a11y.check();

    await fillIn(request, session, clientId);
    await page.reload();
    const figure = (label: string) =>
      page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    // 350,000 + 20,000 + 60,000 − 210,000
    await expect(figure('Net worth')).toContainText(/£220,000(?![.\d])/);
    await expect(figure('Monthly outgoings')).toContainText(/£1,700(?![.\d])/);
    // Each section says when its figures last changed (today: they were just entered).
    await expect(page.getByRole('region', { name: 'What you own' })).toContainText(
      /Last changed \d{1,2} \w+ \d{4}/,
    );
    const assets = page.getByRole('table', { name: 'What you own, by type' });
    await expect(assets.getByRole('row')).toHaveText([
      'TypeAmount',
      'Your home£350,000',
      'Pensions£60,000',
      'Savings and investments£20,000',
      'Total assets£430,000',
    ]);
    // Take-home pay of a £48,000 salary, from the server's tax rules.
    const pay = page.getByRole('table', { name: 'Take-home pay per person' });
    await expect(pay.getByRole('row', { name: /^Priya £48,000 £[\d,]+(\.\d\d)?$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Update mortgages and debts' })).toHaveAttribute(
      'href',
      '/fact-find?step=liabilities',
    );
    await page.screenshot({ path: test.info().outputPath('finances-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('finances-375.png'), fullPage: true });
    await a11y.check();

    // Protection: in the navigation for the demo firm, with the cover from the fact-find.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Protection' }).click();
    await expect(page).toHaveURL(/\/i-pipeline$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Life insurance, Aviva' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Critical illness cover' }).check();
    await page
      .getByRole('textbox', { name: /Anything your adviser should know/ })
      .fill('We are moving house.');
    await page.getByRole('button', { name: /^Send to / }).click();
    await expect(page.getByRole('status')).toContainText('Sent to');
    await page.screenshot({ path: test.info().outputPath('protection-1280.png'), fullPage: true });
    await a11y.check();
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('protection-375.png'), fullPage: true });
    await a11y.check();

    // The adviser reads it in the client's conversation.
    const conversation = await request.get(`/api/adviser/clients/${clientId}/messages`, {
      headers: await authHeaders(request, 'adviser'),
    });
    expect(conversation.status()).toBe(200);
    const { messages } = (await conversation.json()) as { messages: { body: string }[] };
    expect(messages.at(-1)?.body).toBe(
      [
        'Protection request: please review my cover',
        'For: Priya',
        'Cover: Critical illness cover',
        'Cover in my fact-find: 1 policy',
        'Note: We are moving house.',
      ].join('\n'),
    );
  });
});
