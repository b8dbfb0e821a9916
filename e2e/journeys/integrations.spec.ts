import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authHeaders, expect, test } from '../fixtures.ts';

// An admin connects a back office: a credential (its key shown once) that reads the API, a webhook endpoint that
// hears a client's message, the delivery log with a replay, and the credential revoked. Every page is scanned at
// 1280 and at 375 px wide. The receiver listens on 127.0.0.1, which the portal allows outside production
// (WEBHOOKS_ALLOW_LOCAL); the endpoint is deleted afterwards so other journeys' events go nowhere.
test.describe('integrations', () => {
  test('an admin creates a credential and a webhook, sees a delivery and replays it, then revokes the key', async ({
    page,
    request,
    browser,
    loginAs,
    a11y,
  }) => {
    test.slow();
    const received: IncomingHttpHeaders[] = [];
    const receiver = createServer((incoming, response) => {
      received.push(incoming.headers);
      incoming.resume();
      incoming.on('end', () => response.end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const bothWidths = async () => {
      await a11y.check();
      await page.setViewportSize({ width: 375, height: 800 });
      await a11y.check();
      await page.setViewportSize({ width: 1280, height: 800 });
    };

    try {
      const session = await loginAs('admin');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/adviser');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await a11y.check();
      await page.getByRole('link', { name: 'Integrations' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
      await bothWidths();

      // A credential: its key is shown once.
      const credentials = page.getByRole('region', { name: 'API credentials' });
      await credentials.getByLabel('Name').fill('Back office sync');
      await credentials.getByRole('checkbox', { name: /Read clients and households/ }).check();
      await credentials.getByRole('checkbox', { name: /Read fact-finds/ }).check();
      await credentials.getByRole('button', { name: 'Create credential' }).click();
      const key =
        (await credentials.locator('code').filter({ hasText: /^atr_/ }).first().textContent()) ?? '';
      expect(key).toMatch(/^atr_[A-Za-z0-9_-]{43}$/);
      await bothWidths();
      await credentials.getByRole('button', { name: 'I have copied it' }).click();
      const listed = await request.get('/api/v1/clients', { headers: { Authorization: `Bearer ${key}` } });
      expect(listed.status()).toBe(200);
      expect((await listed.json()).data.length).toBeGreaterThan(0);

      // A webhook endpoint for clients' messages.
      const webhooks = page.getByRole('region', { name: 'Webhooks' });
      await webhooks.getByLabel('Endpoint URL').fill(hookUrl);
      await webhooks.getByLabel('Description').fill('Back office');
      await webhooks.getByRole('checkbox', { name: /sent the firm a message/ }).check();
      await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(webhooks.locator('code').filter({ hasText: /^whsec_/ })).toBeVisible();
      await webhooks.getByRole('button', { name: 'I have copied it' }).click();

      // A client writes; the portal's worker delivers it within seconds. Olivia, not James: writing reads the
      // conversation, and the messages journey (perhaps on this portal later) counts James's seeded unread reply.
      const client = await browser.newContext();
      const sent = await client.request.post('/api/messages', {
        headers: await authHeaders(client.request, 'single'),
        data: { message: 'A question about my pension' },
      });
      expect(sent.status()).toBe(200);
      await client.close();
      await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(received[0]?.['webhook-signature']).toMatch(/^v1,/);

      // The delivery log, and a replay with the same message id.
      await webhooks.getByRole('link', { name: `Delivery log of ${hookUrl}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Delivery log' })).toBeVisible();
      await expect(page.getByText('message.received · Delivered')).toBeVisible();
      await bothWidths();
      await page
        .getByRole('button', { name: /^Replay msg_/ })
        .first()
        .click();
      await expect(page.getByText('The delivery will be sent again shortly.')).toBeVisible();
      await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(1);
      expect(received[1]?.['webhook-id']).toBe(received[0]?.['webhook-id']);

      // Revoked: the key's next call is refused.
      await page.getByRole('link', { name: 'Back to Integrations' }).click();
      await page.getByRole('button', { name: 'Revoke Back office sync' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByText(/^Revoked /).first()).toBeVisible();
      await a11y.check();
      const refused = await request.get('/api/v1/clients', { headers: { Authorization: `Bearer ${key}` } });
      expect(refused.status()).toBe(401);

      // Leave no endpoint behind for the other journeys.
      const headers = { Authorization: `Bearer ${session.token}` };
      const endpoints = (await (await request.get('/api/adviser/webhooks', { headers })).json()).data as {
        id: number;
        url: string;
      }[];
      for (const endpoint of endpoints.filter((e) => e.url === hookUrl))
        expect((await request.delete(`/api/adviser/webhooks/${endpoint.id}`, { headers })).status()).toBe(
          204,
        );
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
