import { accountMessages } from '@atrium/domain/contract/account';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, demoFirm, invalidData, requests } from '../../../test/fake-api.ts';
import { jointClient, loginResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const openFirm = () =>
  answer('GET /api/firm', { status: 200, body: { ...demoFirm, onboardingEnabled: true } });

async function fillIn(app: ReturnType<typeof renderApp>, values: Partial<Record<string, string>> = {}) {
  const { name = 'Ada Lovelace', email = 'ada@example.com', password = 'correct horse battery' } = values;
  const confirmation = values.confirmation ?? password;
  const nameField = await screen.findByLabelText('Full name');
  if (name) await app.user.type(nameField, name);
  if (email) await app.user.type(screen.getByLabelText('Email address'), email);
  if (password) await app.user.type(screen.getByLabelText('Password'), password);
  if (confirmation) await app.user.type(screen.getByLabelText('Confirm password'), confirmation);
  await app.user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('the registration page', () => {
  it('is the login page while the firm does not allow registration, with no link to it', async () => {
    const app = renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('is linked from the login page when registration is open', async () => {
    openFirm();
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/register');
    expect(document.title).toBe('Create an account · Example Financial Planning');
  });

  it('sends a logged-in user home', async () => {
    openFirm();
    signInAs();
    const app = renderApp('/register');
    await screen.findByRole('heading', { name: 'Welcome, James' });
    expect(app.location().pathname).toBe('/');
  });

  it('registers and shows the same neutral outcome the server gives every address', async () => {
    openFirm();
    answer('POST /api/register', { status: 200, body: { message: accountMessages.registrationSent } });
    const app = renderApp('/register');
    await fillIn(app);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(accountMessages.registrationSent)).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const sent = requests.find((r) => r.path === '/api/register');
    expect(sent?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    });
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('checks empty fields, a short password and a mismatched confirmation before calling the server', async () => {
    openFirm();
    const app = renderApp('/register');
    await fillIn(app, { name: '', email: 'not-an-email', password: 'short', confirmation: 'different' });

    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('The password must be at least 12 characters.'),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
    expect(requests.some((r) => r.path === '/api/register')).toBe(false);
  });

  it("shows the server's per-field reasons beside their fields", async () => {
    openFirm();
    answer(
      'POST /api/register',
      invalidData({ password: ['This password is too common. Choose one that is harder to guess.'] }),
    );
    const app = renderApp('/register');
    await fillIn(app, { password: 'password1234' });
    const password = screen.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('This password is too common. Choose one that is harder to guess.'),
      ),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a refusal that is not about one field', async () => {
    openFirm();
    answer('POST /api/register', { status: 403, body: { message: accountMessages.registrationClosed } });
    const app = renderApp('/register');
    await fillIn(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.registrationClosed);
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  });
});

describe('the registration confirmation page', () => {
  it('confirms on request (never on load), signs the new client in and goes home', async () => {
    answer('POST /api/register/confirm', { status: 200, body: loginResponse() });
    answer('GET /api/user', { status: 200, body: jointClient });
    const app = renderApp('/register/confirm/the-token-from-the-mail');
    const button = await screen.findByRole('button', { name: 'Confirm and continue' });
    expect(requests.some((r) => r.path === '/api/register/confirm')).toBe(false);

    await app.user.click(button);
    expect(await screen.findByRole('heading', { name: 'Welcome, James' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(requests.find((r) => r.path === '/api/register/confirm')?.body).toEqual({
      token: 'the-token-from-the-mail',
    });
    expect(localStorage.getItem('authToken')).toBe('token-123');
  });

  it('says when the link is spent or expired, and offers a way on', async () => {
    openFirm();
    answer('POST /api/register/confirm', {
      status: 410,
      body: { message: accountMessages.registrationInvalid },
    });
    const app = renderApp('/register/confirm/old-token');
    await app.user.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.registrationInvalid);
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Confirm and continue' })).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
