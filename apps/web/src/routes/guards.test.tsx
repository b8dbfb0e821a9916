import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../test/console-guard.ts';
import { answer } from '../test/fake-api.ts';
import {
  adviser,
  emptyDashboard,
  inHours,
  jointClient,
  jointPartner,
  storeSession,
} from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

describe('route guards', () => {
  it('sends a guest from a protected page to /login, remembering the page', async () => {
    const app = renderApp('/?tab=mine');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(app.location().search).toEqual({ redirect: '/?tab=mine' });
  });

  it('treats an expired stored session as a guest', async () => {
    storeSession({ expiresAt: inHours(-1) });
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(app.location().pathname).toBe('/login');
  });

  it('sends a logged-in user away from /login to home', async () => {
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    const app = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome, James' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
  });

  // requireClientRecord (guards.ts): the pages made from the client's own fact-find need a client record.
  it.each(['/finances', '/forecast'])(
    'sends a client user with no client record from %s to home',
    async (page) => {
      const noRecord = { ...jointClient, client: null };
      storeSession({ user: noRecord });
      answer('GET /api/user', { status: 200, body: noRecord });
      const app = renderApp(page);
      await waitFor(() => expect(app.location().pathname).toBe('/'));
    },
  );
});

describe('the home page', () => {
  it("greets a client by first name with their adviser and the firm's branding", async () => {
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, James' })).toBeInTheDocument();
    const adviserCard = screen.getByRole('heading', { name: 'Your adviser' }).parentElement as HTMLElement;
    expect(within(adviserCard).getByText('Olivia Bennett')).toBeInTheDocument();
    expect(screen.getByText('Emma Carter')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('greets the partner signed in to the household as themselves, not as the client', async () => {
    storeSession({ user: jointPartner });
    answer('GET /api/user', { status: 200, body: jointPartner });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Emma' })).toBeInTheDocument();
    const household = screen.getByRole('heading', { name: 'Your household' }).parentElement as HTMLElement;
    expect(
      within(household)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Emma Carter', 'James Carter', 'Signed in as emma@example.com']);
  });

  it('says the firm will assign an adviser when there is none', async () => {
    const noAdviser = { ...jointClient, adviser: { id: '' as const, name: '' } };
    storeSession({ user: noAdviser });
    answer('GET /api/user', { status: 200, body: noAdviser });
    renderApp('/');
    expect(
      await screen.findByText(/Example Financial Planning will assign an adviser to you soon/),
    ).toBeInTheDocument();
  });

  it('sends staff on to their workspace', async () => {
    storeSession({ user: adviser });
    answer('GET /api/user', { status: 200, body: adviser });
    answer('GET /api/adviser/dashboard', {
      status: 200,
      body: emptyDashboard,
    });
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/adviser');
  });

  it('logs out from the user menu', async () => {
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    answer('POST /api/logout', { status: 200, body: { message: 'Logged out.' } });
    const app = renderApp('/');
    await app.user.click(await screen.findByRole('button', { name: /James Carter/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(await screen.findByText('You have logged out.')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('an unknown path', () => {
  it('shows the 404 screen to a guest', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found: /no/such/page' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 screen to a logged-in user, and the link goes home', async () => {
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    const app = renderApp('/nowhere');
    await app.user.click(await screen.findByRole('link', { name: 'Go back home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, James' })).toBeInTheDocument();
  });
});

describe('when the firm cannot be loaded', () => {
  it('says so plainly and offers to try again', async () => {
    answer('GET /api/firm', { status: 404, body: { message: 'Not found.' } });
    // React reports the error its boundary caught; that is the point of this test.
    expectConsoleError(/Not found\./);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Not found.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
