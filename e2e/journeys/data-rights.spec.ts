import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, invitedClient, type ReadOutbox, seedSession, test } from '../fixtures.ts';

// A client of the demo adviser of their own (invited and signed up), so erasing them touches no other journey.
async function newClient(request: APIRequestContext, readOutbox: ReadOutbox, name: string) {
  const password = 'a passphrase of his own';
  const session = await invitedClient(request, readOutbox, name, password);
  return { clientId: session.clientId, email: session.email, password };
}

test.describe('data rights', () => {
  test('an admin downloads everything held about a client, then erases them; the client can no longer sign in', async ({
    page,
    request,
    loginAs,
    readOutbox,
    a11y,
  }) => {
    test.setTimeout(180_000);
    const client = await newClient(request, readOutbox, 'Eric Erasable');
    await loginAs('admin');
    await page.goto(`/adviser/clients/${client.clientId}/data-rights`);
    await expect(page.getByRole('tab', { name: 'Data rights', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Download all data' })).toBeVisible();
    await a11y.check();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^client-${client.clientId}-data-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const bytes = await readFile((await download.path()) as string);
    // A ZIP starts with a local file header, and this one's first entry is the README.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.includes(Buffer.from('README.txt'))).toBe(true);

    await page.getByRole('button', { name: 'Erase client…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Eric Erasable?' });
    await expect(dialog).toBeVisible();
    await a11y.check();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('He asked us to by email');
    await dialog.getByRole('textbox', { name: 'Type “Eric Erasable” to confirm' }).fill('Eric Erasable');
    await dialog.getByRole('button', { name: 'Erase client', exact: true }).click();
    await expect(page.getByText('Records of advice kept until')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Erased client' })).toBeVisible();
    await a11y.check();

    const login = await request.post('/api/login', {
      data: { email: client.email, password: client.password },
    });
    expect(login.status()).toBe(401);
  });

  test('a client downloads their own data from their profile', async ({
    page,
    request,
    readOutbox,
    a11y,
  }) => {
    const session = await invitedClient(request, readOutbox, 'Dora Download');
    await seedSession(page, session);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    await a11y.check();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(section.getByRole('button', { name: 'Download your data' })).toBeVisible();
    await a11y.check();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^client-${session.clientId}-data-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.includes(Buffer.from('profile.json'))).toBe(true);
  });
});
