import { profileMessages } from '@atrium/domain/contract/profile';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidField, requests } from '../../../test/fake-api.ts';
import { jointClient, loginResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { baseProfile, withProfile } from '../testing.ts';

const path = '/profile/email/confirm/the-token-from-the-mail';

describe('the email-change confirmation page', () => {
  it('asks a guest to log in, then comes back to the link', async () => {
    answer('POST /api/login', { status: 200, body: loginResponse() });
    const app = renderApp(path);
    await app.user.type(await screen.findByLabelText('Email address'), 'client@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'atrium-demo-password');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirm your new email address' }),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe(path);
  });

  it('changes the address on request (not on opening the link), and the header follows', async () => {
    withProfile();
    const changed = { ...baseProfile, email: 'james@example.org' };
    answer('POST /api/profile/email/confirm', {
      status: 200,
      body: { message: profileMessages.emailChanged, profile: changed },
    });
    const app = renderApp(path);
    const confirm = await screen.findByRole('button', { name: 'Confirm new email address' });
    expect(document.title).toBe('Confirm your new email address · Example Financial Planning');
    expect(requests.some((r) => r.path === '/api/profile/email/confirm')).toBe(false);

    answer('GET /api/user', { status: 200, body: { ...jointClient, email: 'james@example.org' } });
    await app.user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(profileMessages.emailChanged);
    expect(screen.getByText('james@example.org')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/profile/email/confirm')?.body).toEqual({
      token: 'the-token-from-the-mail',
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'james@example.org' }),
    );
    await app.user.click(screen.getByRole('link', { name: 'Back to your profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
  });

  it('says when the link is no longer valid', async () => {
    withProfile();
    answer('POST /api/profile/email/confirm', invalidField('token', profileMessages.emailLinkInvalid));
    const app = renderApp(path);
    await app.user.click(await screen.findByRole('button', { name: 'Confirm new email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.emailLinkInvalid);
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });
});
