import type { User } from '@atrium/domain/contract/auth';
import type { FirmSettings } from '@atrium/domain/contract/firm-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, demoFirm, invalidData, requests } from '../../../test/fake-api.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { admin, adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const settings: FirmSettings = {
  name: 'Example Financial Planning',
  colours: { primary: '#009ca6' },
  logoUrl: '/api/firm/logo',
  hasCustomLogo: false,
  onboardingEnabled: false,
  securePortalUrl: null,
  accessIpipeline: true,
  consentRequired: false,
  consentText: '',
  declarationRequired: false,
  declarationText: '',
  riskReviewMonths: 12,
  reviewFrequencyMonths: 12,
  reviewLeadWeeks: 6,
  reviewReminderDays: 14,
  signatureReminderDays: 3,
  replyTargetHours: 48,
};

function signIn(user: User) {
  signInAs(user);
  answer('GET /api/adviser/settings', { status: 200, body: { data: settings } });
}

preloadRoutes('adviser-layout', 'adviser-settings');

describe('the settings page', () => {
  it('previews a new colour with its shades, warns about weak contrast, and saves every setting', async () => {
    signIn(admin);
    let firmFetches = 0;
    answer('GET /api/firm', () => {
      firmFetches += 1;
      return { status: 200, body: demoFirm };
    });
    answer('PUT /api/adviser/settings', ({ body }) => {
      const sent = body as Record<string, unknown>;
      return {
        status: 200,
        body: {
          data: {
            ...settings,
            name: sent.name,
            colours: { primary: sent.primaryColour },
            consentRequired: sent.consentRequired,
            consentText: sent.consentText,
          },
        },
      };
    });
    const app = renderApp('/adviser/settings');
    const hex = await screen.findByRole('textbox', { name: 'Hex code' }, firstRender);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    const shades = within(screen.getByRole('list', { name: 'Shades' })).getAllByRole('listitem');
    expect(shades.map((s) => s.textContent)).toContain('500#009ca6');
    expect(shades).toHaveLength(10);

    // A pale yellow: white text on it fails AA, and the page says so.
    fireEvent.change(hex, { target: { value: '#ffe066' } });
    expect(screen.getByText(/below the 4\.50:1 WCAG AA asks for/)).toHaveTextContent(
      /Buttons will use shade 900 \(#7d6e32\), where white text reads at \d\.\d\d:1/,
    );
    expect(screen.getByLabelText('Pick')).toHaveValue('#ffe066');
    expect(screen.getByText('Light mode')).toBeVisible();
    expect(screen.getByText('Dark mode')).toBeVisible();

    // A dark blue reads well: no warning.
    fireEvent.change(screen.getByLabelText('Pick'), { target: { value: '#1d4ed8' } });
    expect(hex).toHaveValue('#1d4ed8');
    expect(screen.queryByText(/below the 4\.50:1/)).toBeNull();
    expect(screen.getByText(/meets WCAG AA/)).toBeVisible();

    const name = screen.getByRole('textbox', { name: 'Firm name' });
    await app.user.clear(name);
    await app.user.type(name, 'Harbour Wealth');
    await app.user.click(
      screen.getByRole('checkbox', { name: 'Clients must consent before starting a fact-find' }),
    );
    // Consent required with no text is refused before anything is sent.
    await app.user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('textbox', { name: 'Consent text' })).toHaveAccessibleDescription(
      'Enter the consent text clients agree to, or turn off the consent requirement.',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await app.user.type(screen.getByRole('textbox', { name: 'Consent text' }), 'I agree.');
    const before = firmFetches;
    await app.user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Harbour Wealth',
      primaryColour: '#1d4ed8',
      onboardingEnabled: false,
      securePortalUrl: null,
      accessIpipeline: true,
      consentRequired: true,
      consentText: 'I agree.',
      declarationRequired: false,
      declarationText: '',
      riskReviewMonths: 12,
      reviewFrequencyMonths: 12,
      reviewLeadWeeks: 6,
      reviewReminderDays: 14,
      signatureReminderDays: 3,
      replyTargetHours: 48,
    });
    // The app's own branding is fetched again, so this browser shows the change at once.
    await waitFor(() => expect(firmFetches).toBeGreaterThan(before));
  });

  it('sets how many months after completion a risk profile is due for review, 1 to 60', async () => {
    signIn(admin);
    answer('PUT /api/adviser/settings', ({ body }) => {
      const sent = body as { riskReviewMonths: number };
      return { status: 200, body: { data: { ...settings, riskReviewMonths: sent.riskReviewMonths } } };
    });
    const app = renderApp('/adviser/settings');
    const months = await screen.findByRole(
      'spinbutton',
      { name: 'Review each risk profile after this many months' },
      firstRender,
    );
    expect(months).toHaveValue(12);
    const save = screen.getByRole('button', { name: 'Save settings' });
    for (const bad of ['0', '61', '1.5', '']) {
      await app.user.clear(months);
      if (bad) await app.user.type(months, bad);
      await app.user.click(save);
      expect(months).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number of months from 1 to 60.'),
      );
    }
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await app.user.clear(months);
    await app.user.type(months, '24');
    await app.user.click(save);
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ riskReviewMonths: 24 });
    expect(months).toHaveValue(24);
    expect(months).not.toHaveAccessibleDescription(expect.stringContaining('Enter a whole number'));
  });

  it('sets the annual review schedule: the check-in’s lead time in weeks, within its bounds', async () => {
    signIn(admin);
    answer('PUT /api/adviser/settings', ({ body }) => ({
      status: 200,
      body: { data: { ...settings, ...(body as object) } },
    }));
    const app = renderApp('/adviser/settings');
    const weeks = await screen.findByRole(
      'spinbutton',
      { name: "Open the client's check-in this many weeks before the review date" },
      firstRender,
    );
    expect(weeks).toHaveValue(6);
    const frequency = screen.getByRole('spinbutton', {
      name: 'Review each household every this many months',
    });
    await app.user.clear(frequency);
    await app.user.type(frequency, '13');
    const save = screen.getByRole('button', { name: 'Save settings' });
    await app.user.click(save);
    expect(frequency).toHaveAccessibleDescription(expect.stringContaining('a review at least every year'));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await app.user.clear(frequency);
    await app.user.type(frequency, '12');
    await app.user.clear(weeks);
    await app.user.type(weeks, '4');
    await app.user.click(save);
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      reviewFrequencyMonths: 12,
      reviewLeadWeeks: 4,
      reviewReminderDays: 14,
    });
  });

  it('requires a declaration from each partner in the firm’s words', async () => {
    signIn(admin);
    answer('PUT /api/adviser/settings', ({ body }) => {
      const sent = body as { declarationRequired: boolean; declarationText: string };
      return { status: 200, body: { data: { ...settings, ...sent } } };
    });
    const app = renderApp('/adviser/settings');
    const box = await screen.findByRole(
      'checkbox',
      { name: 'Require a declaration from each partner before the fact-find goes for review' },
      firstRender,
    );
    expect(box).toHaveAccessibleDescription(expect.stringContaining('A partner who has not signed up yet'));
    await app.user.click(box);
    await app.user.click(screen.getByRole('button', { name: 'Save settings' }));
    const text = screen.getByRole('textbox', { name: 'Declaration text' });
    expect(text).toHaveAccessibleDescription(
      'Enter the declaration each partner makes, or turn off the declaration requirement.',
    );
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await app.user.type(text, 'What I have given about myself is true and complete.');
    await app.user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Settings saved/)).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      declarationRequired: true,
      declarationText: 'What I have given about myself is true and complete.',
    });
  });

  it('shows the server’s per-field errors', async () => {
    signIn(admin);
    answer(
      'PUT /api/adviser/settings',
      invalidData({ securePortalUrl: ['Enter a web address starting with https://.'] }),
    );
    const app = renderApp('/adviser/settings');
    const url = await screen.findByRole('textbox', { name: 'Secure portal address (optional)' }, firstRender);
    await app.user.type(url, 'https://secure.example.com');
    await app.user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        'An https:// address of your own secure document portal, if you have one. Enter a web address starting with https://.',
      ),
    );
  });

  it('uploads a logo and refuses an SVG before sending it', async () => {
    signIn(admin);
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const app = renderApp('/adviser/settings');
    const input = await screen.findByLabelText('Logo file', {}, firstRender);
    // The picker's accept list would hide it; a file dropped in anyway is still refused.
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(input).toHaveAccessibleDescription(
      'The logo must be a PNG, JPEG or WebP image (SVG is not accepted).',
    );
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(input).not.toHaveAccessibleDescription();
    await app.user.click(screen.getByRole('button', { name: 'Upload logo' }));
    const upload = FakeUpload.last;
    expect(upload?.url).toBe('/api/adviser/settings/logo');
    expect((upload?.body?.get('file') as File | undefined)?.name).toBe('logo.png');
    upload?.respond(200, { data: { ...settings, hasCustomLogo: true, logoUrl: '/api/firm/logo?v=abc' } });
    expect(await screen.findByText('Logo uploaded.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Current logo of Example Financial Planning' })).toHaveAttribute(
      'src',
      '/api/firm/logo?v=abc',
    );
    expect(screen.getByRole('button', { name: 'Use the default logo' })).toBeVisible();
  });

  it('is not shown to an adviser', async () => {
    signIn(adviser);
    renderApp('/adviser/settings');
    expect(await screen.findByText('Page not found: /adviser/settings', {}, firstRender)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });
});
