import type { Page } from '@playwright/test';
import { demoLogins, demoPassword } from '../../apps/server/src/db/seed/demo-logins.ts';
import { expect, test } from '../fixtures.ts';

// The first paint comes from the server (docs/decisions/013-first-paint-from-the-server.md): /login is rendered into
// index.html and hydrated in place, the signed-in pages get their frame, which for a returning client's home and
// fact-find already holds the page's welcome or introduction (docs/decisions/015-signed-in-first-paint.md). These journeys hold the page's scripts
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
    await email.fill(demoLogins.client);
    await password.fill(demoPassword);
    // Still the server's markup: React has not hydrated the form.
    await expect(page.locator('form[data-replay-submit]')).not.toHaveAttribute('data-hydrated', 'true');

    release();
    await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
    await expect(email).toHaveValue(demoLogins.client);
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
    await page.getByLabel('Email address').fill(demoLogins.client);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // The browser did not send the form itself (that would have left the page, or put the password in the URL).
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expectSignedInHome(page, a11y, errors);
  });

  test('a first visit to a signed-in page paints the login form from the server, keeps what is typed, and goes on to the page', async ({
    page,
    a11y,
  }) => {
    const html = await (await page.request.get('/fact-find')).text();
    expect(html).toContain('<div id="root" data-render="hydrate" data-path="/login">');
    expect(html).toMatch(/<input[^>]*name="email"/);

    const errors = consoleErrors(page);
    const release = await holdScripts(page);
    // The form held here is the login page, scanned below once hydrated at /login.
    a11y.heldFrame('/fact-find');
    await page.goto('/fact-find', { waitUntil: 'commit' });
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    await email.fill(demoLogins.client);
    await password.fill(demoPassword);
    release();
    // The guard takes the browser to the login page the server drew, and React hydrates it there: nothing typed is lost.
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffact-find$/);
    await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
    await expect(email).toHaveValue(demoLogins.client);
    await expect(password).toHaveValue(demoPassword);
    await a11y.check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/fact-find/);
    await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();
    expect(errors).toEqual([]);
  });

  test("a returning client's home and fact-find paint their own text from the server, then the page over it", async ({
    page,
    loginAs,
    a11y,
  }) => {
    await loginAs('client');
    // Nothing tells the server yet that this browser is signed in: it draws the login page a first visit ends on.
    const first = await page.request.get('/');
    expect(await first.text()).not.toContain('private space');
    expect(await first.text()).toContain('data-path="/login"');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('James');
    // The signed-in page left a hint (no secret: docs/decisions/015-signed-in-first-paint.md) for the next visit.
    expect((await page.context().cookies()).find((c) => c.name === 'atrium_workspace')?.value).toBe('client');

    const errors = consoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const shell = page.locator('#root[data-render="shell"]');
    await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Welcome');
    await expect(shell).toContainText('This is your private space with Example Financial Planning.');
    await expect(page.locator('main [role="status"]')).toHaveText('Loading');
    // (Not scanned here: the scan waits for the network to be idle, which it is not while the scripts are held.)
    release();
    // The home page itself, drawn over the frame: the greeting gains the name.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, James');
    await a11y.check();

    const releaseStep = await holdScripts(page);
    a11y.heldFrame('/fact-find');
    await page.goto('/fact-find', { waitUntil: 'commit' });
    await expect(shell.getByRole('heading', { level: 1 })).toHaveText('Your fact-find');
    await expect(shell).toContainText('Each answer is saved as soon as you move on from it');
    releaseStep();
    // The page drawn over the frame (the questionnaire, or the start or review page the fact-find's stage sends to).
    await expect(page.locator('#root > [aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();
    expect(errors).toEqual([]);

    // Logging out takes the hint away: the next visitor of this browser gets the plain frame.
    await page.getByRole('button', { name: /, account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).some((c) => c.name === 'atrium_workspace')).toBe(false);
  });

  test("an adviser's browser gets the workspace frame, never a client's text", async ({
    page,
    loginAs,
    a11y,
  }) => {
    await loginAs('adviser');
    await page.goto('/adviser');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();
    expect((await page.context().cookies()).find((c) => c.name === 'atrium_workspace')?.value).toBe('staff');
    const release = await holdScripts(page);
    // The frame held here cannot be scanned (the scan waits for an idle network); its page, /adviser, is above.
    a11y.heldFrame('/');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root[data-render="shell"] header')).toBeVisible();
    await expect(page.locator('main [role="status"]')).toHaveText('Loading');
    await expect(page.locator('#root')).not.toContainText('private space');
    release();
    await expect(page).toHaveURL(/\/adviser$/);
  });
});
