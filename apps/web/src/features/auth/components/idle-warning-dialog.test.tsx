import { userSchema } from '@atrium/domain/contract/auth';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import { lastActivityStorageKey } from '../../../lib/session-activity.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { formatCountdown } from './idle-warning-dialog.tsx';

const minute = 60_000;
const title = 'Your session is about to expire';
const userCalls = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/user').length;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// The server forgets a token after 30 idle minutes and records its use at most once a minute, so the app
// counts 29 minutes from the last call and warns 2 minutes before: 27 minutes after it.
async function openHome() {
  signInAs();
  const app = renderApp('/');
  await screen.findByRole('heading', { name: 'Welcome, James' });
  return app;
}

describe('the idle-timeout warning', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns two minutes before the idle timeout, and Stay signed in keeps the session', async () => {
    const app = await openHome();
    await advance(26 * minute);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(minute + 1000);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(/signed out within 2 minutes/);
    expect(screen.getByRole('timer')).toHaveTextContent(/^[12]:\d\d$/);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());

    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();

    const before = userCalls();
    await app.user.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(userCalls()).toBe(before + 1);
    expect(localStorage.getItem('authToken')).toBe('token-123');

    // The call restarted the clock: no warning until 27 minutes after it.
    await advance(26 * minute);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts down, and when nobody answers the session expires', async () => {
    await openHome();
    await advance(27 * minute + 1000);
    const timer = await screen.findByRole('timer');
    const shown = timer.textContent;
    await advance(5000);
    expect(timer.textContent).not.toBe(shown);

    await advance(2 * minute);
    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
  });

  it("follows the server's idle timeout from GET /api/config", async () => {
    answer('GET /api/config', {
      status: 200,
      body: { buildId: 'test-build', realtime: null, session: { idleMinutes: 10 } },
    });
    await openHome();
    // 10 idle minutes, counted from a minute early, warned 2 minutes before: 7 minutes after the last call.
    await advance(6 * minute);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(minute + 1000);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('is put off by any API call', async () => {
    await openHome();
    await advance(20 * minute);
    await act(() => http.get('/api/user', { schema: userSchema }));
    await advance(8 * minute);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(20 * minute);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('closes when another tab uses the session', async () => {
    await openHome();
    await advance(27 * minute + 1000);
    await screen.findByRole('dialog', { name: title });
    const now = String(Date.now());
    localStorage.setItem(lastActivityStorageKey, now);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: lastActivityStorageKey, newValue: now }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when staying signed in fails, and keeps the warning open', async () => {
    const app = await openHome();
    await advance(27 * minute + 1000);
    answer('GET /api/user', { status: 503, body: { message: 'The service is unavailable.' } });
    await app.user.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('logs out on request', async () => {
    const app = await openHome();
    answer('POST /api/logout', { status: 200, body: { message: 'Logged out.' } });
    await advance(27 * minute + 1000);
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('is not shown to guests', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    await advance(40 * minute);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
