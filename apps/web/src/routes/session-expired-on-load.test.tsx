import type { AnyRoute } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { baseProfile, withProfile } from '../features/profile/testing.ts';
import { markSessionExpired } from '../lib/session.ts';
import { createDeferredQueryClient } from '../query-runtime.tsx';
import { createAppRouter } from '../router.ts';
import { expectConsoleError } from '../test/console-guard.ts';
import { adviser, jointClient, storeSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { Route as authLayoutRoute } from './auth-layout.tsx';
import { Route as multiFactorAuthRoute } from './multi-factor-auth.tsx';
import { routeTree } from './routeTree.gen.ts';

// A token the server no longer accepts (signed out elsewhere, revoked, expired), met while a page
// loads, opens the Session Expired dialog and its Log In leads to /login; never a dead-end error screen.
// Every route of the tree whose loader fetches is covered, so a route added later is covered too.

type LoadingRoute = { fullPath: string; path: string };

function routesWithLoaders(route: AnyRoute): AnyRoute[] {
  const children = (route.children ?? []) as AnyRoute[];
  const own = route.options?.loader ? [route] : [];
  return [...own, ...children.flatMap(routesWithLoaders)];
}

const isUnder = (route: AnyRoute, ancestor: AnyRoute): boolean =>
  route.parentRoute === ancestor || (route.parentRoute ? isUnder(route.parentRoute, ancestor) : false);

// A router built over the tree gives each route its full path.
createAppRouter({ deferredQueryClient: createDeferredQueryClient() });

// The guest pages (an invitation) call the API without a token: they hold no session that could expire.
// The code page is under the guest layout but runs for a session waiting for its second factor.
const signedInLoaders: LoadingRoute[] = routesWithLoaders(routeTree as AnyRoute)
  .filter((route) => !route.isRoot && (!isUnder(route, authLayoutRoute) || route === multiFactorAuthRoute))
  .map((route) => ({ fullPath: route.fullPath, path: route.fullPath.replace(/\$\w+/g, '10') }));

const admin = { ...adviser, role: 'admin' as const };

// The firm and the app's settings are public; every call that carries the token is refused, as the server
// refuses a revoked one.
function refuseTheToken() {
  const answerPublic = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname === '/api/firm' || pathname === '/api/config') return answerPublic(input, init);
    return Promise.resolve(
      new Response(JSON.stringify({ message: 'Unauthenticated.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
}

describe('a session the server has ended, met on a page load', () => {
  it('covers the pages that load data for a signed-in user', () => {
    const paths = signedInLoaders.map((route) => route.fullPath);
    expect(paths).toEqual(
      expect.arrayContaining(['/messages', '/documents', '/profile', '/fact-find', '/multi-factor-auth']),
    );
    expect(paths.filter((path) => path.startsWith('/adviser')).length).toBeGreaterThan(5);
  });

  it.each(signedInLoaders)(
    'shows Session Expired on $fullPath and its Log In goes to /login',
    async ({ fullPath, path }) => {
      const user = fullPath.startsWith('/adviser') ? admin : jointClient;
      storeSession({ user });
      if (fullPath === '/multi-factor-auth') localStorage.setItem('multifactorAuthVerified', 'false');
      refuseTheToken();
      // An error boundary that catches the refused load reports it; that is expected here.
      expectConsoleError(/Unauthenticated\.|Error in route match/);
      const app = renderApp(path);

      const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
      expect(dialog).toHaveAccessibleDescription('Your session has expired. Please log in again.');
      expect(screen.queryByText('Unauthenticated.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

      await app.user.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(app.location().pathname).toBe('/login'));
      expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(localStorage.getItem('authToken')).toBeNull();
    },
  );
});

// The modal stack (docs/decisions/010-modal-stack.md): a session that ends while a dialog is open puts Session Expired on top of it,
// the current modal: it has focus, Escape closes neither, and its Log In leaves both for /login.
describe('a session that ends while a dialog is open', () => {
  it('shows Session Expired above the open dialog', async () => {
    withProfile(baseProfile, [
      {
        id: 2,
        label: 'Safari on iPhone',
        created_at: '2026-11-01T10:00:00.000Z',
        last_used_at: null,
        expires_at: '2026-12-01T10:00:00.000Z',
        current: false,
      },
    ]);
    const app = renderApp('/profile');
    const devices = await screen.findByRole('region', { name: 'Trusted devices' }, { timeout: 10_000 });
    await app.user.click(within(devices).getByRole('button', { name: 'Remove Safari on iPhone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this trusted device?' });
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));

    // What lib/http does on a 401 and the expiry timer when the stored expiry passes.
    act(() => markSessionExpired());
    const expired = await screen.findByRole('dialog', { name: 'Session Expired' });
    await waitFor(() => expect(within(expired).getByRole('button', { name: 'Log In' })).toHaveFocus());
    expect(screen.getAllByRole('dialog')).toEqual([expired]);
    expect(
      screen.getByRole('heading', { name: 'Remove this trusted device?', hidden: true }),
    ).toBeInTheDocument();

    await app.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Remove this trusted device?', hidden: true }),
    ).toBeInTheDocument();

    await app.user.click(within(expired).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });
});
