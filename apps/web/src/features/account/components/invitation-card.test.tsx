import { accountMessages } from '@atrium/domain/contract/account';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../test/console-guard.ts';
import { notStartedFactFind } from '../../../test/factfind-fixtures.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { jointClient, loginResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const hash = 'a'.repeat(43);
const invitation = {
  email: 'client@example.com',
  name: 'James Carter',
  firm: { name: 'Example Financial Planning' },
  invited_by: 'Sarah Mitchell',
};

describe('an invitation', () => {
  it('says who invited whom, and leads to creating a password', async () => {
    answer(`GET /api/invitations/${hash}`, { status: 200, body: invitation });
    const app = renderApp(`/invite/${hash}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, James Carter' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Sarah Mitchell from Example Financial Planning has invited you/),
    ).toBeInTheDocument();
    expect(screen.getByText('client@example.com')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Create your password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your password' }),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/create-password/${hash}`);
  });

  it('creates the password, signs the client in and starts the fact-find', async () => {
    answer(`GET /api/invitations/${hash}`, { status: 200, body: invitation });
    answer(`POST /api/invitations/${hash}/accept`, { status: 200, body: loginResponse() });
    answer('GET /api/user', { status: 200, body: jointClient });
    answer(`GET /api/clients/${jointClient.client?.id}/fact-find-consent`, {
      status: 200,
      body: { data: { required: false, text: '', given: false, given_at: null } },
    });
    answer(`GET /api/clients/${jointClient.client?.id}/portal/changes`, {
      status: 200,
      body: notStartedFactFind,
    });
    const app = renderApp(`/create-password/${hash}`);
    expect(
      await screen.findByText('For client@example.com at Example Financial Planning.'),
    ).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('New password'), 'correct horse battery staple');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'correct horse battery staple');
    await app.user.click(screen.getByRole('button', { name: 'Create password and continue' }));

    await waitFor(() => expect(app.location().pathname).toBe('/fact-find/start'));
    expect(localStorage.getItem('authToken')).toBe('token-123');
    const accept = requests.find((r) => r.path === `/api/invitations/${hash}/accept`);
    expect(accept?.body).toEqual({
      password: 'correct horse battery staple',
      password_confirmation: 'correct horse battery staple',
    });
    expect(accept?.headers.get('Authorization')).toBeNull();
  });

  it('explains an invitation that is used, expired or unknown', async () => {
    answer(`GET /api/invitations/${hash}`, {
      status: 410,
      body: { message: accountMessages.invitationInvalid },
    });
    // The route's error component shows it; React reports the error it caught.
    expectConsoleError(/invitation is invalid/);
    renderApp(`/invite/${hash}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(accountMessages.invitationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });
});
