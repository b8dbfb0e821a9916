import type { Page } from '@playwright/test';
import { demoPassword, demoUsers, expect, test } from '../fixtures.ts';

// The first paint comes from the server (docs/decisions/013-first-paint-from-the-server.md): /login is rendered into
// index.html and hydrated in place, the signed-in pages get their frame. These journeys hold the page's scripts
// back (as a slow network or CPU would) to act on the server's markup before any JavaScript has run.

// Every script of the build waits until release() is called; what index.html says is served at once.
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// A hydration that fails falls back to a client render, which would drop what was typed: main.tsx reports it.
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// Signed in as the demo client: their home, scanned, with no console error on the way there.
async function expectSignedInHome(page: Page, a11y: { check: () => Promise<void> }, errors: string[]) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('James');
  await a11y.check();
  expect(errors).toEqual([]);
}

test.describe('first paint from the server', () => {
  test('the login form is in the HTML, keeps what is typed before the JavaScript runs, and logs in', async ({
    page,
    request,
    a11y,
  }) => {
    const response = await request.get('/login');
    const html = await response.text();
    expect(html).toContain('<div id="root" data-render="hydrate">');
    expect(html).toMatch(/<input[^>]*name="email"/);
    // No script of ours inline: the CSP still allows scripts from the origin only.
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(html).not.toMatch(/<script(?![^>]*(\ssrc=|\stype="application\/json"))[^>]*>/);

    const errors = consoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    await email.fill(demoUsers.client);
    await password.fill(demoPassword);
    // Still the server's markup: React has not hydrated the form.
    await expect(page.locator('form[data-replay-submit]')).not.toHaveAttribute('data-hydrated', 'true');

    release();
    await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
    await expect(email).toHaveValue(demoUsers.client);
    await expect(password).toHaveValue(demoPassword);
    await a11y.check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectSignedInHome(page, a11y, errors);
  });

  test('a login sent before the JavaScript runs is held, and sent once the form is hydrated', async ({
    page,
    a11y,
  }) => {
    // The page this journey waits on with its scripts held, scanned first as a person gets it: on a busy machine
    // the wait alone is long enough to count as a visit (fixtures.ts a11y).
    await page.goto('/login');
    await a11y.check();
    const errors = consoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email address').fill(demoUsers.client);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // The browser did not send the form itself (that would have left the page, or put the password in the URL).
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expectSignedInHome(page, a11y, errors);
  });

  test('a signed-in page paints the workspace frame first, then the page over it', async ({
    page,
    loginAs,
    a11y,
  }) => {
    await loginAs('client');
    const errors = consoleErrors(page);
    const release = await holdScripts(page);
    // The client's home: a page that stays where it is (the fact-find may move on to its start or a step).
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root[data-render="shell"] header')).toBeVisible();
    await expect(page.locator('main [role="status"]')).toHaveText('Loading');
    // (Not scanned here: the scan waits for the network to be idle, which it is not while the scripts are held.)

    release();
    // The home page itself, drawn over the frame.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await a11y.check();
    expect(errors).toEqual([]);
  });
});
