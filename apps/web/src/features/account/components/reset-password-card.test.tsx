import { accountMessages, passwordMessages } from '@atrium/domain/contract/account';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidData, invalidField, requests } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const path = '/password/reset/reset-token-123?email=client%40example.com';

async function choose(app: ReturnType<typeof renderApp>, password: string, confirmation = password) {
  await app.user.type(await screen.findByLabelText('New password'), password);
  await app.user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('the reset-password page', () => {
  it('sets the new password with the token and email of the link, then goes to log in', async () => {
    answer('POST /api/reset-password', { status: 200, body: { message: accountMessages.resetDone } });
    const app = renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('For client@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/At least 12 characters/);
    await choose(app, 'correct horse battery staple');

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(await screen.findByText(accountMessages.resetDone)).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/reset-password')?.body).toEqual({
      token: 'reset-token-123',
      email: 'client@example.com',
      password: 'correct horse battery staple',
      password_confirmation: 'correct horse battery staple',
    });
    // A reset never logs anyone in: the second factor still applies.
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('shows the policy reasons beside their fields', async () => {
    answer(
      'POST /api/reset-password',
      invalidData({
        password: [passwordMessages.tooShort],
        password_confirmation: [passwordMessages.confirmation],
      }),
    );
    const app = renderApp(path);
    await choose(app, 'short', 'other');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(passwordMessages.tooShort),
      ),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      passwordMessages.confirmation,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the link is spent or expired', async () => {
    answer('POST /api/reset-password', invalidField('token', accountMessages.resetInvalid));
    const app = renderApp(path);
    await choose(app, 'correct horse battery staple');
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetInvalid);
  });
});
