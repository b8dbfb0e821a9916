import { mfaMessages } from '@atrium/domain/contract/mfa';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, invalidField, requests } from '../../../test/fake-api.ts';
import { jointClient, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const mfaUser = {
  ...jointClient,
  multi_factor_auth_enabled: true,
  multi_factor_auth_telephone: '+447700900123',
};
const smsStatus = { method: 'sms', telephone_hint: '•••• 0123', verified: false, resend_available_in: 0 };

// A login that still waits for its second factor: the flag is stored as false.
function pendingSession(status: object = smsStatus) {
  storeSession({ user: mfaUser });
  localStorage.setItem('multifactorAuthVerified', 'false');
  answer('GET /api/user', { status: 200, body: mfaUser });
  answer('GET /api/multi-factor-auth', { status: 200, body: status });
}

const sent = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path);

describe('the multi-factor page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is where a protected page sends a session waiting for its code', async () => {
    pendingSession();
    const app = renderApp('/fact-find');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify it’s you' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/multi-factor-auth');
  });

  it('sends a code by SMS, verifies it, trusts the device on request and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pendingSession();
    answer('POST /api/multi-factor-auth/send', {
      status: 200,
      body: { message: 'We have sent a code to •••• 0123.', resend_available_in: 30 },
    });
    const app = renderApp('/multi-factor-auth');
    expect(
      await screen.findByText(/We will text a six-digit code to your phone number ending 0123/),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a code to •••• 0123.');
    const resend = screen.getByRole('button', { name: /Send a new code in \d+ s/ });
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();

    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    answer('POST /api/multi-factor-auth/verify', invalidField('code', mfaMessages.wrongCode));
    await app.user.type(code, '000000');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining(mfaMessages.wrongCode)),
    );
    expect(localStorage.getItem('multifactorAuthVerified')).toBe('false');

    answer('POST /api/multi-factor-auth/verify', {
      status: 200,
      body: { message: 'Verified.', user: mfaUser, trust_device_enabled: true },
    });
    await app.user.clear(code);
    await app.user.type(code, '123456');
    await app.user.click(screen.getByRole('checkbox', { name: /Trust this device for 30 days/ }));
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(sent('/api/multi-factor-auth/verify').at(-1)?.body).toEqual({
      code: '123456',
      trust_device: true,
    });
    expect(localStorage.getItem('multifactorAuthVerified')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ trust_device_enabled: true });
  });

  it('asks for the authenticator code (or a recovery code) with nothing to send', async () => {
    pendingSession({ method: 'totp', telephone_hint: null, verified: false, resend_available_in: 0 });
    renderApp('/multi-factor-auth');
    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(code).toHaveAccessibleDescription('Or enter one of your recovery codes.');
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  });

  it('lets the user log out instead', async () => {
    pendingSession();
    answer('POST /api/logout', { status: 200, body: { message: 'Logged out.' } });
    const app = renderApp('/multi-factor-auth');
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('sends a guest to log in', async () => {
    const app = renderApp('/multi-factor-auth');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(app.location().pathname).toBe('/login');
  });
});
