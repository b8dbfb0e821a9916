import type { Page } from '@playwright/test';
import { demoLogins, demoPassword } from '../../apps/server/src/db/seed/demo-logins.ts';
import {
  expect,
  fillNewPassword,
  invitation,
  invitedClient,
  linkIn,
  type OutboxMessage,
  type ReadOutbox,
  submitLogin,
  test,
} from '../fixtures.ts';
import { totpCode } from '../totp.ts';

const mfaTelephone = '+447700900123';

async function logOut(page: Page) {
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

// The newest message to `to` that arrived after `before` others, waiting for it to be queued.
async function nextMessage(readOutbox: ReadOutbox, to: string, before: number): Promise<OutboxMessage> {
  await expect
    .poll(async () => (await readOutbox(to)).length, { message: `a new message to ${to}` })
    .toBeGreaterThan(before);
  const message = (await readOutbox(to)).at(-1);
  if (!message) throw new Error(`No message to ${to}`);
  return message;
}

test.describe('account security', () => {
  test('multi-factor login with the texted code; a trusted device then logs in without one', async ({
    page,
    a11y,
    readOutbox,
  }) => {
    test.slow();
    await page.goto('/login');
    await a11y.check();
    await submitLogin(page, demoLogins.mfaClient, demoPassword);
    await expect(page).toHaveURL(/\/multi-factor-auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify it’s you' })).toBeVisible();
    await a11y.check();

    const sent = (await readOutbox(mfaTelephone)).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status')).toContainText('We have sent a code');
    const code = (await nextMessage(readOutbox, mfaTelephone, sent)).text.match(/\b\d{6}\b/)?.[0] ?? '';
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('checkbox', { name: /Trust this device/ }).check();
    await a11y.check();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Priya');
    await a11y.check();

    await logOut(page);
    await submitLogin(page, demoLogins.mfaClient, demoPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Priya');
    expect(await page.evaluate(() => localStorage.getItem('multifactorAuthVerified'))).toBe('true');
    expect(await readOutbox(mfaTelephone), 'no second code was sent').toHaveLength(sent + 1);
  });

  test('forgot password → the mailed link → a new password → log in with it', async ({
    page,
    request,
    a11y,
    readOutbox,
  }) => {
    test.slow();
    const { email } = await invitedClient(request, readOutbox, 'Rosa Reset', 'first chosen passphrase');
    await page.goto('/login');
    await a11y.check();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes as the navigation starts; the login form (which has its own Email address) stays
    // until the new page's code is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    const mails = (await readOutbox(email)).length;
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for that email address');
    await a11y.check();

    const link = linkIn(await nextMessage(readOutbox, email, mails), '/password/reset/');
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(`For ${email}.`)).toBeVisible();
    await a11y.check();
    await fillNewPassword(page, 'a brand new passphrase');
    await page.getByRole('button', { name: 'Reset password' }).click();
    // The toast shows for 5 s (defaultToastTimeout, apps/web/src/ui/toast/toast-store.ts) from the moment the reset succeeds: look for it first.
    await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, email, 'first chosen passphrase');
    await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
    await a11y.check();
    await submitLogin(page, email, 'a brand new passphrase');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Rosa');
    await a11y.check();
  });

  test('an invitation → create a password → the fact-find start page', async ({
    page,
    request,
    a11y,
    readOutbox,
  }) => {
    test.slow();
    const { email, link } = await invitation(request, readOutbox, 'Nadia Newcomer');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nadia Newcomer' })).toBeVisible();
    await expect(
      page.getByText(/Sarah Mitchell from Example Financial Planning has invited you/),
    ).toBeVisible();
    await a11y.check();

    await page.getByRole('link', { name: 'Create your password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
    await expect(page.getByText(`For ${email} at Example Financial Planning.`)).toBeVisible();
    await a11y.check();
    await fillNewPassword(page, 'nadia chooses a passphrase');
    await page.getByRole('button', { name: 'Create password and continue' }).click();

    await expect(page).toHaveURL(/\/fact-find\/start$/);
    await expect(page.getByRole('button', { name: 'Start your fact-find' })).toBeVisible();
    await a11y.check();

    // The link dies once used.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeVisible();
    await a11y.check();
  });

  test('the profile: change the name, then turn on an authenticator app and keep the recovery codes', async ({
    page,
    request,
    a11y,
    readOutbox,
  }) => {
    test.slow();
    const password = 'paula picks a passphrase';
    const { email } = await invitedClient(request, readOutbox, 'Paula Profile', password);
    await page.goto('/login');
    // Scanned before signing in: on a slow machine the sign-in keeps this page up for over 2 s.
    await a11y.check();
    await submitLogin(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await a11y.check();

    await page.getByRole('button', { name: 'PP Paula Profile, account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await a11y.check();

    const details = page.getByRole('region', { name: 'Personal details' });
    await details.getByLabel('Full name').fill('Paula Changed');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByRole('status')).toHaveText('Your details have been saved.');
    await expect(page.getByRole('button', { name: 'PC Paula Changed, account menu' })).toBeVisible();

    const mfa = page.getByRole('region', { name: 'Two-step verification' });
    await mfa.getByRole('button', { name: 'Use an authenticator app' }).click();
    await mfa.getByLabel('Current password', { exact: true }).fill(password);
    await mfa.getByRole('button', { name: 'Continue' }).click();
    await expect(mfa.getByRole('img', { name: /QR code/ })).toBeVisible();
    await a11y.check();
    const secret = (await mfa.locator('code').textContent()) ?? '';
    await mfa.getByLabel('Code from the app').fill(totpCode(secret));
    await mfa.getByRole('button', { name: 'Verify and turn on' }).click();

    const codes = mfa.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(mfa.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    await a11y.check();
    await mfa.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(mfa).toContainText('When you log in we ask for a code from your authenticator app.');
    await expect(mfa).toContainText('10 recovery codes left.');

    // The second factor changed: the account's own address hears about it.
    await expect
      .poll(async () => (await readOutbox(email)).map((message) => message.text).join('\n'))
      .toContain('authenticator app');
  });
});
