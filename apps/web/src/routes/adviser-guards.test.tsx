import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, emptyDashboard, signInAsAdviser } from '../test/adviser-fixtures.ts';
import { answer } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { adviser, jointClient, loginResponse, storeSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

preloadRoutes('adviser-layout', 'adviser-dashboard', 'app-layout', 'profile');

function withDashboard() {
  answer('GET /api/adviser/dashboard', { status: 200, body: emptyDashboard });
}

describe('who reaches the adviser pages (_staff.tsx)', () => {
  it('shows a client the 404 screen for any adviser page', async () => {
    storeSession({ user: jointClient });
    answer('GET /api/user', { status: 200, body: jointClient });
    const app = renderApp('/adviser/clients/10/fact-find');
    expect(
      await screen.findByText('Page not found: /adviser/clients/10/fact-find', {}, firstRender),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(app.location().pathname).toBe('/adviser/clients/10/fact-find');
  });

  it('sends a guest to /login, remembering the adviser page', async () => {
    const app = renderApp('/adviser/clients');
    expect(await screen.findByRole('heading', { name: 'Log in' }, firstRender)).toBeVisible();
    expect(app.location().search).toEqual({ redirect: '/adviser/clients' });
  });

  it.each([
    ['/', adviser],
    ['/messages', adviser],
    ['/fact-find', admin],
    ['/fact-find/review', adviser],
  ])('sends staff from the client page %s to the dashboard', async (path, user) => {
    signInAsAdviser(user);
    withDashboard();
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, firstRender)).toBeVisible();
    expect(app.location().pathname).toBe('/adviser');
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(nav).toHaveTextContent('Dashboard');
    expect(nav).toHaveTextContent('Clients');
    expect(nav).not.toHaveTextContent('Fact-find');
  });

  it('lets staff open their own profile, with the workspace navigation', async () => {
    signInAsAdviser();
    answer('GET /api/profile', {
      status: 200,
      body: {
        name: adviser.name,
        email: adviser.email,
        telephone: null,
        pending_email: null,
        contact_to_confirm: null,
        mfa: { enabled: false, method: null, telephone: null, recovery_codes_remaining: 0 },
      },
    });
    answer('GET /api/profile/trusted-devices', { status: 200, body: { data: [] } });
    const app = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' }, firstRender)).toBeVisible();
    expect(app.location().pathname).toBe('/profile');
    expect(screen.getByRole('navigation', { name: 'Primary' })).toHaveTextContent('Clients');
    // Staff choose their alert emails too (the preferences call is answered by the fake API's defaults).
    expect(await screen.findByRole('button', { name: 'Save email settings' })).toBeVisible();
  });

  it('takes an adviser who logs in to the dashboard', async () => {
    answer('POST /api/login', { status: 200, body: loginResponse(adviser) });
    withDashboard();
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('Email address', {}, firstRender), adviser.email);
    await app.user.type(screen.getByLabelText('Password', { exact: true }), 'a passphrase');
    answer('GET /api/user', { status: 200, body: adviser });
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location().pathname).toBe('/adviser'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
