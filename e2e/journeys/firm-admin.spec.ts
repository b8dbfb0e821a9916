import type { APIRequestContext } from '@playwright/test';
// A real PNG of one colour, as the server's upload tests make them.
import { pngOf } from '../../apps/server/src/features/firm-settings/test-images.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { apiLogin, bearer, expect, test } from '../fixtures.ts';

// An admin rebrands the portal (colour and logo) and a client's login page shows it at once. Journeys
// share one portal and database per run, and foundation.spec.ts checks the default teal, so the firm's settings
// are put back afterwards whatever happens.

type Settings = {
  name: string;
  colours: { primary: string };
  onboardingEnabled: boolean;
  securePortalUrl: string | null;
  accessIpipeline: boolean;
  consentRequired: boolean;
  consentText: string;
};

async function restore(request: APIRequestContext, token: string, original: Settings) {
  const headers = bearer({ token });
  const put = await request.put('/api/adviser/settings', {
    headers,
    data: {
      name: original.name,
      primaryColour: original.colours.primary,
      onboardingEnabled: original.onboardingEnabled,
      securePortalUrl: original.securePortalUrl,
      accessIpipeline: original.accessIpipeline,
      consentRequired: original.consentRequired,
      consentText: original.consentText,
    },
  });
  expect(put.status(), 'settings restored').toBe(200);
  expect((await request.delete('/api/adviser/settings/logo', { headers })).status(), 'logo reset').toBe(200);
}

test.describe('firm administration', () => {
  test('the admin changes the colour and uploads a logo; the client’s login page shows both', async ({
    page,
    request,
    loginAs,
    openBrowser,
    a11y,
  }) => {
    test.setTimeout(180_000);
    const session = await loginAs('admin');
    const auth = bearer(session);
    const original = (await (await request.get('/api/adviser/settings', { headers: auth })).json())
      .data as Settings;
    const violet = '#6d28d9';
    try {
      await page.goto('/adviser/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Team' }).first()).toBeAttached();
      await a11y.check();

      const hex = page.getByRole('textbox', { name: 'Hex code' });
      await hex.fill(violet);
      await expect(page.getByRole('list', { name: 'Shades' })).toContainText(violet);
      await expect(page.getByText(/meets WCAG AA/)).toBeVisible();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText(/Settings saved/)).toBeVisible();
      // The admin's own portal takes the colour at once.
      await expect
        .poll(() =>
          page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim(),
          ),
        )
        .toBe(violet);

      await page.getByLabel('Logo file').setInputFiles({
        name: 'harbour-logo.png',
        mimeType: 'image/png',
        buffer: pngOf(96, 96, [109, 40, 217]),
      });
      await page.getByRole('button', { name: 'Upload logo' }).click();
      await expect(page.getByText('Logo uploaded.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Use the default logo' })).toBeVisible();
      await a11y.check();

      // The change is on the audit trail, and the team page lists the admin.
      await page.goto('/adviser/audit?type=firm.logo.updated');
      await expect(page.getByRole('listitem').filter({ hasText: 'image/png' }).first()).toContainText(
        'firm.logo.updated',
      );
      await a11y.check();
      await page.goto('/adviser/team');
      await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
      await a11y.check();

      // A client arriving at the login page, in a browser of their own.
      const client = await openBrowser();
      await client.goto('/login');
      await expect(client.getByRole('button', { name: 'Log in' })).toBeVisible();
      const primary = await client.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim(),
      );
      expect(primary).toBe(violet);
      const logo = client.getByRole('img', { name: `${original.name} logo` }).first();
      await expect(logo).toHaveAttribute('src', /\/api\/firm\/logo\?v=[0-9a-f-]{36}$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
      await expectNoAxeViolations(client);
      await client.context().close();
    } finally {
      await restore(request, session.token, original);
    }
    const firm = await (await request.get('/api/firm')).json();
    expect(firm).toMatchObject({ colours: { primary: original.colours.primary }, logoUrl: '/api/firm/logo' });
  });

  test('turning i-pipeline off hides the protection page from clients; turning it on brings it back', async ({
    page,
    request,
    loginAs,
    a11y,
  }) => {
    const { token } = await apiLogin(request, 'admin');
    const auth = bearer({ token });
    const original = (await (await request.get('/api/adviser/settings', { headers: auth })).json())
      .data as Settings;
    try {
      const off = await request.put('/api/adviser/settings', {
        headers: auth,
        data: {
          name: original.name,
          primaryColour: original.colours.primary,
          onboardingEnabled: original.onboardingEnabled,
          securePortalUrl: original.securePortalUrl,
          accessIpipeline: false,
          consentRequired: original.consentRequired,
          consentText: original.consentText,
        },
      });
      expect(off.status()).toBe(200);

      await loginAs('client');
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Primary' });
      await expect(nav.getByRole('link', { name: 'Documents' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Protection' })).toHaveCount(0);
      await a11y.check();
      await page.goto('/i-pipeline');
      await expect(page.getByText('Page not found: /i-pipeline')).toBeVisible();
      await a11y.check();
    } finally {
      await restore(request, token, original);
    }
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Protection' }),
    ).toBeVisible();
  });
});
