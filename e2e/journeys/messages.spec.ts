import { authHeaders, expect, test } from '../fixtures.ts';

test.describe('messages and notifications', () => {
  test('an adviser’s reply reaches the client’s open page live; counts and the bell follow', async ({
    page,
    browser,
    loginAs,
    a11y,
  }) => {
    // Three pages and the bell panel, each scanned in two colour modes: a long journey.
    test.slow();
    await loginAs('client');

    // The adviser works in a browser of their own; their calls carry their own token.
    const adviserContext = await browser.newContext();
    const asAdviser = await authHeaders(adviserContext.request, 'adviser');
    const conversations = await adviserContext.request.get('/api/adviser/conversations', {
      headers: asAdviser,
    });
    // James by his first and last names: a journey run earlier on the same portal may have given him a middle
    // name in the fact-find, which the client's name follows (docs/decisions/011-one-set-of-contact-details.md).
    const james = (await conversations.json()).conversations.find((c: { client: { name: string } }) =>
      /^James( .+)? Carter$/.test(c.client.name),
    );
    expect(james, 'the demo client is one of the adviser’s').toBeTruthy();
    const reply = (message: string) =>
      adviserContext.request.post(`/api/adviser/clients/${james.client.id}/messages`, {
        headers: asAdviser,
        data: { message },
      });

    // Home: the seeded unread reply, and unread notifications (two seeded, and any an earlier journey left
    // for the same demo client, e.g. a shared document): counted here so the bell's rise is checked below.
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await expect(nav.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
    const unreadBell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(unreadBell).toBeVisible();
    const unreadAtStart = Number(
      /(\d+) unread/.exec((await unreadBell.getAttribute('aria-label')) ?? '')?.[1],
    );
    expect(unreadAtStart).toBeGreaterThanOrEqual(2);
    await a11y.check();

    // Messages: the conversation with the adviser, read on view.
    await nav.getByRole('link', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('Sarah Mitchell', { exact: true }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('listitem')).toHaveCount(3);

    // The client writes; the adviser answers through the API; no reload in between.
    await page.getByRole('textbox', { name: 'Message' }).fill('Thanks — I have both statements now.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByRole('listitem').last()).toContainText('Thanks — I have both statements now.');
    expect((await reply('Perfect, upload them whenever suits you.')).status()).toBe(200);
    await expect(log.getByRole('listitem').last()).toContainText('Perfect, upload them whenever suits you.');
    await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await a11y.check();

    // Elsewhere in the portal, a new reply raises the count; a notice lands in the bell with a toast.
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await reply('One more thing: bring photo ID on Tuesday.')).status()).toBe(200);
    await expect(nav.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
    const notice = await adviserContext.request.post(
      `/api/adviser/clients/${james.client.id}/notifications`,
      {
        headers: asAdviser,
        data: { title: 'Suitability report ready', body: 'Your report is ready to read.', link: '/messages' },
      },
    );
    expect(notice.status()).toBe(201);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Suitability report ready',
    );
    const bell = page.getByRole('button', { name: `Notifications, ${unreadAtStart + 1} unread` });
    await expect(bell).toBeVisible();

    // The bell: newest first; mark all empties it.
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('listitem').first()).toContainText('Suitability report ready');
    await a11y.check();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.getByText('You’re all caught up.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    await adviserContext.close();
  });
});
