import { mfaSettingsMessages } from '@atrium/domain/contract/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidField, requests } from '../../../test/fake-api.ts';
import { jointClient } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { baseProfile, withProfile } from '../testing.ts';

const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd-${String(i).padStart(4, '0')}`);
const smsOn = {
  ...baseProfile,
  mfa: { enabled: true, method: 'sms' as const, telephone: '+447700900123', recovery_codes_remaining: 0 },
};
const totpOn = {
  ...baseProfile,
  mfa: { enabled: true, method: 'totp' as const, telephone: null, recovery_codes_remaining: 10 },
};

async function openSection() {
  const app = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Two-step verification' });
  return { app, section };
}

describe('two-step verification on the profile page', () => {
  it('turns SMS codes on: number and password, then the code sent to it, then the recovery codes', async () => {
    withProfile();
    answer('POST /api/profile/mfa/sms', {
      status: 200,
      body: { message: 'We have sent a code to •••• 0123.', resend_available_in: 30 },
    });
    const { app, section } = await openSection();
    expect(section).toHaveTextContent('Off');

    await app.user.click(within(section).getByRole('button', { name: 'Use text messages' }));
    expect(within(section).getByRole('heading', { name: 'Get codes by text message' })).toHaveFocus();
    await app.user.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(within(section).getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a mobile number such as +44 7700 900123.'),
    );
    expect(sent('POST', '/api/profile/mfa/sms')).toHaveLength(0);

    await app.user.type(within(section).getByLabelText('Mobile number'), '+44 7700 900123');
    await app.user.type(within(section).getByLabelText('Current password'), 'atrium-demo-password');
    await app.user.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(await within(section).findByRole('heading', { name: 'Enter the code we sent' })).toHaveFocus();
    expect(within(section).getByText('We have sent a code to •••• 0123.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    expect(sent('POST', '/api/profile/mfa/sms')[0]?.body).toEqual({
      telephone: '+44 7700 900123',
      password: 'atrium-demo-password',
    });

    answer(
      'POST /api/profile/mfa/sms/verify',
      invalidField('code', 'That code is not right. Check it and try again.'),
    );
    await app.user.type(within(section).getByLabelText('Code'), '000000');
    await app.user.click(within(section).getByRole('button', { name: 'Verify and turn on' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Code')).toHaveAccessibleDescription(
        expect.stringContaining('That code is not right.'),
      ),
    );

    // Like the app's, a verified number comes with ten recovery codes, shown once the same way.
    const message = mfaSettingsMessages.smsEnabled('•••• 0123');
    answer('POST /api/profile/mfa/sms/verify', {
      status: 200,
      body: { message, recovery_codes: recoveryCodes },
    });
    answer('GET /api/profile', {
      status: 200,
      body: { ...smsOn, mfa: { ...smsOn.mfa, recovery_codes_remaining: 10 } },
    });
    answer('GET /api/user', {
      status: 200,
      body: { ...jointClient, multi_factor_auth_enabled: true, multi_factor_auth_telephone: '+447700900123' },
    });
    await app.user.clear(within(section).getByLabelText('Code'));
    await app.user.type(within(section).getByLabelText('Code'), '123456');
    await app.user.click(within(section).getByRole('button', { name: 'Verify and turn on' }));
    expect(await within(section).findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(section).toHaveTextContent(message);
    expect(
      within(within(section).getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(within(section).getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    await app.user.click(within(section).getByRole('button', { name: 'I have saved my codes' }));
    await waitFor(() =>
      expect(section).toHaveTextContent('When you log in we text a code to +447700900123.'),
    );
    expect(section).toHaveTextContent('10 recovery codes left.');
    expect(sent('POST', '/api/profile/mfa/sms/verify').at(-1)?.body).toEqual({ code: '123456' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
        multi_factor_auth_enabled: true,
      }),
    );
  });

  it('sets up an authenticator app and shows the ten recovery codes once, to copy or download', async () => {
    withProfile();
    answer('POST /api/profile/mfa/totp', {
      status: 200,
      body: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Example:client%40example.com?secret=JBSWY3DPEHPK3PXP',
        qr_svg:
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
      },
    });
    const { app, section } = await openSection();
    await app.user.click(within(section).getByRole('button', { name: 'Use an authenticator app' }));
    await app.user.type(within(section).getByLabelText('Current password'), 'atrium-demo-password');
    await app.user.click(within(section).getByRole('button', { name: 'Continue' }));

    expect(await within(section).findByRole('heading', { name: 'Scan the QR code' })).toHaveFocus();
    const qr = within(section).getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await app.user.click(within(section).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');
    expect(sent('POST', '/api/profile/mfa/totp')[0]?.body).toEqual({ password: 'atrium-demo-password' });

    answer('POST /api/profile/mfa/totp/confirm', {
      status: 200,
      body: { message: mfaSettingsMessages.totpEnabled, recovery_codes: recoveryCodes },
    });
    answer('GET /api/profile', { status: 200, body: totpOn });
    await app.user.type(within(section).getByLabelText('Code from the app'), '123 456');
    await app.user.click(within(section).getByRole('button', { name: 'Verify and turn on' }));

    expect(await within(section).findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    const list = within(section).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    const download = within(section).getByRole('link', { name: 'Download codes' });
    expect(download).toHaveAttribute('download', 'recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(recoveryCodes.join('\n'));
    await app.user.click(within(section).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(recoveryCodes.join('\n'));

    await app.user.click(within(section).getByRole('button', { name: 'I have saved my codes' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(section).toHaveTextContent('When you log in we ask for a code from your authenticator app.');
    expect(section).toHaveTextContent('10 recovery codes left.');
    expect(within(section).queryByRole('button', { name: /authenticator app/ })).toBeNull();
  });

  it('makes new recovery codes with the current password', async () => {
    withProfile(totpOn);
    answer('POST /api/profile/mfa/recovery-codes', invalidField('password', 'The password is incorrect.'));
    const { app, section } = await openSection();
    await app.user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    await app.user.type(within(section).getByLabelText('Current password'), 'wrong');
    await app.user.click(within(section).getByRole('button', { name: 'Make new codes' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription(
        'The password is incorrect.',
      ),
    );

    answer('POST /api/profile/mfa/recovery-codes', {
      status: 200,
      body: { message: mfaSettingsMessages.recoveryCodesRegenerated, recovery_codes: recoveryCodes },
    });
    await app.user.clear(within(section).getByLabelText('Current password'));
    await app.user.type(within(section).getByLabelText('Current password'), 'atrium-demo-password');
    await app.user.click(within(section).getByRole('button', { name: 'Make new codes' }));
    expect(
      await within(section).findByText(mfaSettingsMessages.recoveryCodesRegenerated),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
  });

  it('turns it off with the current password, and forgets the trusted devices', async () => {
    withProfile(smsOn);
    const { app, section } = await openSection();
    await app.user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(within(section).getByRole('heading', { name: 'Turn off two-step verification' })).toHaveFocus();
    await app.user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();

    answer('POST /api/profile/mfa/disable', { status: 200, body: { message: mfaSettingsMessages.disabled } });
    answer('GET /api/profile', { status: 200, body: baseProfile });
    const devicesBefore = sent('GET', '/api/profile/trusted-devices').length;
    await app.user.click(within(section).getByRole('button', { name: 'Turn off' }));
    await app.user.type(within(section).getByLabelText('Current password'), 'atrium-demo-password');
    await app.user.click(within(section).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(mfaSettingsMessages.disabled),
    );
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Use text messages' })).toBeInTheDocument(),
    );
    expect(sent('POST', '/api/profile/mfa/disable')[0]?.body).toEqual({ password: 'atrium-demo-password' });
    await waitFor(() => expect(sent('GET', '/api/profile/trusted-devices').length).toBe(devicesBefore + 1));
  });
});
