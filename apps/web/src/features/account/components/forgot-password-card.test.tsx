import { accountMessages } from '@atrium/domain/contract/account';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

describe('the forgot-password page', () => {
  it('is linked from the login page and sends the address without a token', async () => {
    answer('POST /api/forgot-password', { status: 200, body: { message: accountMessages.resetLinkSent } });
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Forgot your password? · Example Financial Planning');

    await app.user.type(screen.getByLabelText('Email address'), 'client@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.resetLinkSent);
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    const sent = requests.find((r) => r.path === '/api/forgot-password');
    expect(sent?.body).toEqual({ email: 'client@example.com' });
    expect(sent?.headers.get('Authorization')).toBeNull();
    await app.user.click(screen.getByRole('link', { name: 'Back to log in' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it("shows a 422's message beside the field, and a 429's above the form", async () => {
    answer('POST /api/forgot-password', invalidData({ email: ['Enter a valid email address.'] }));
    const app = renderApp('/forgot-password');
    await app.user.type(await screen.findByLabelText('Email address'), 'nope');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'Enter a valid email address.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer('POST /api/forgot-password', {
      status: 429,
      body: { message: 'Too many attempts. Please try again in 60 seconds.' },
      headers: { 'Retry-After': '60' },
    });
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 60 seconds.',
    );
  });

  it('is for guests only', async () => {
    signInAs();
    const app = renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Welcome, James' });
    expect(app.location().pathname).toBe('/');
  });
});
