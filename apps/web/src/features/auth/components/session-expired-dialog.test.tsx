import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../../test/fake-api.ts';
import { jointClient, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('the Session Expired dialog', () => {
  it('opens when the server rejects the token, and Log In clears the session and goes to /login', async () => {
    storeSession();
    answer('GET /api/user', { status: 401, body: { message: 'Unauthenticated.' } });
    const app = renderApp('/?tab=mine');

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(dialog).toHaveAccessibleDescription('Your session has expired. Please log in again.');
    const logIn = screen.getByRole('button', { name: 'Log In' });
    await waitFor(() => expect(logIn).toHaveFocus());

    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();

    await app.user.click(logIn);
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().search).toEqual({ redirect: '/?tab=mine' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const key of ['authToken', 'tokenExpiresAt', 'user', 'multifactorAuthVerified']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('opens when the stored expiry passes while the app is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      storeSession({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
      answer('GET /api/user', { status: 200, body: jointClient });
      renderApp('/');
      await screen.findByRole('heading', { name: 'Welcome, James' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
