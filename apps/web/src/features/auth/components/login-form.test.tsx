import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { jointClient, loginResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function fillIn(app: ReturnType<typeof renderApp>, email: string, password: string) {
  await app.user.type(await screen.findByLabelText('Email address'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login form', () => {
  it('labels its fields for people and password managers', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByText('Example Financial Planning')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const app = renderApp('/login');
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    await app.user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('stores the four session keys and goes home', async () => {
    answer('POST /api/login', { status: 200, body: loginResponse() });
    const app = renderApp('/login');
    await fillIn(app, 'client@example.com', 'atrium-demo-password');

    expect(await screen.findByRole('heading', { name: 'Welcome, James' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(localStorage.getItem('authToken')).toBe('token-123');
    expect(Date.parse(localStorage.getItem('tokenExpiresAt') ?? '')).toBeGreaterThan(Date.now());
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: jointClient.name,
      trust_device_enabled: false,
    });
    expect(localStorage.getItem('multifactorAuthVerified')).toBe('true');
    const login = requests.find((r) => r.path === '/api/login');
    expect(login?.body).toEqual({
      email: 'client@example.com',
      password: 'atrium-demo-password',
      trust_device_token: null,
    });
    expect(login?.headers.get('Authorization')).toBeNull();
  });

  it('returns to the page the user was going to', async () => {
    answer('POST /api/login', { status: 200, body: loginResponse() });
    const app = renderApp('/login?redirect=%2F%3Ftab%3Dmine');
    await fillIn(app, 'client@example.com', 'atrium-demo-password');
    await waitFor(() => expect(app.location().href).toBe('/?tab=mine'));
  });

  it('ignores a redirect to another site', async () => {
    answer('POST /api/login', { status: 200, body: loginResponse() });
    const app = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await fillIn(app, 'client@example.com', 'atrium-demo-password');
    await waitFor(() => expect(app.location().href).toBe('/'));
  });

  it("shows the server's message on a 401", async () => {
    answer('POST /api/login', {
      status: 401,
      body: { message: 'These credentials do not match our records.' },
    });
    const app = renderApp('/login');
    await fillIn(app, 'client@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(app.location().pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('falls back to the standard message on a 401 without one', async () => {
    answer('POST /api/login', { status: 401, body: {} });
    const app = renderApp('/login');
    await fillIn(app, 'client@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  });

  it('shows the message given for other statuses', async () => {
    answer('POST /api/login', {
      status: 429,
      body: { message: 'Too many login attempts. Please try again in 60 seconds.' },
      headers: { 'Retry-After': '60' },
    });
    const app = renderApp('/login');
    await fillIn(app, 'client@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again in 60 seconds.',
    );
  });

  it("shows a 422's field errors beside their fields", async () => {
    answer('POST /api/login', invalidData({ email: ['The email must be a valid email address.'] }));
    const app = renderApp('/login');
    await fillIn(app, 'client@example.com', 'secret');
    const email = screen.getByLabelText('Email address');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email must be a valid email address.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });

  it('checks for empty fields before calling the server', async () => {
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'The email field is required.',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password field is required.');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(requests.some((r) => r.path === '/api/login')).toBe(false);
  });
});
