import { demoLogins, demoPassword } from '../../apps/server/src/db/seed/demo-logins.ts';
import { expect, hasNoHorizontalScroll, test } from '../fixtures.ts';

test.describe('foundation', () => {
  test('a guest is sent to the login page and back to where they were going', async ({ page, a11y }) => {
    await page.goto('/?tab=welcome');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: /log in|sign in/i })).toBeVisible();
    await a11y.check();

    await page.getByLabel('Email').fill(demoLogins.client);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL(/\/\?tab=welcome$/);
  });

  test('a wrong password shows the server message, then the right one logs in and stores the session', async ({
    page,
    a11y,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoLogins.client);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
    await a11y.check();

    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('James');
    await expect(page.getByText('Example Financial Planning').first()).toBeVisible();

    const stored = await page.evaluate(() => ({
      authToken: localStorage.getItem('authToken'),
      tokenExpiresAt: localStorage.getItem('tokenExpiresAt'),
      user: localStorage.getItem('user'),
      multifactorAuthVerified: localStorage.getItem('multifactorAuthVerified'),
    }));
    expect(stored.authToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(stored.tokenExpiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: demoLogins.client, role: 'client' });
    expect(stored.multifactorAuthVerified).toBe('true');
    await a11y.check();
  });

  test('logging in works by keyboard alone', async ({ page, a11y }) => {
    await page.goto('/login');
    await a11y.check();
    await page.keyboard.press('Tab');
    // Skip links or the colour-mode switch may come first: tab until the email field has focus.
    for (
      let i = 0;
      i < 6 && !(await page.getByLabel('Email').evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(demoLogins.single);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();
  });

  test('a logged-in user is sent away from the login page', async ({ page, loginAs, a11y }) => {
    await loginAs('client');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await a11y.check();
  });

  test('an unknown path shows the 404 screen with a way home', async ({ page, a11y }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'Go back home' }).click();
    // Home needs a login, so a guest ends on the login page.
    await expect(page).toHaveURL(/\/login/);
  });

  test('a revoked token opens the Session Expired dialog, which leads to a fresh login', async ({
    page,
    request,
    loginAs,
    a11y,
  }) => {
    const { token } = await loginAs('client');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();

    const logout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);
    await page.reload();

    const dialog = page.getByRole('dialog', { name: 'Session Expired' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session has expired. Please log in again.');
    await a11y.check();
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login/);
    const token2 = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token2).toBeNull();
  });

  test("the firm's colour and name brand the portal", async ({ page, request, a11y }) => {
    const firm = await (await request.get('/api/firm')).json();
    expect(firm.colours.primary).toBe('#009ca6');
    await page.goto('/login');
    await expect(page.getByText(firm.name).first()).toBeVisible();
    const primary500 = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim(),
    );
    expect(primary500.toLowerCase()).toBe(firm.colours.primary);
    await expect(page.getByRole('img', { name: new RegExp(firm.name) }).first()).toBeVisible();
    await a11y.check();
  });

  test('login and home fit a 375 px phone screen', async ({ page, loginAs, a11y }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/login');
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await a11y.check();
    await loginAs('client');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await a11y.check();
  });
});
