import { profileMessages } from '@atrium/domain/contract/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath } from '../../../test/factfind-fixtures.ts';
import { answer, invalidData, invalidField, requests } from '../../../test/fake-api.ts';
import { jointClient } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { answerProfileSaves, baseProfile, withProfile } from '../testing.ts';

const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
const section = (name: string) => screen.getByRole('region', { name });

describe('the profile page', () => {
  it('is in the user menu and needs a login', async () => {
    withProfile();
    const app = renderApp('/');
    await app.user.click(await screen.findByRole('button', { name: 'JC James Carter, account menu' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/profile');
    expect(document.title).toBe('Your profile · Example Financial Planning');
    for (const name of [
      'Personal details',
      'Email address',
      'Password',
      'Two-step verification',
      'Trusted devices',
      'Other sessions',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
  });

  it('sends a guest to log in first', async () => {
    const app = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(app.location().search).toEqual({ redirect: '/profile' });
  });

  it('saves the name and telephone, and the header follows', async () => {
    withProfile();
    answerProfileSaves();
    const app = renderApp('/profile');
    const details = await screen.findByRole('region', { name: 'Personal details' });
    const name = within(details).getByLabelText('Full name');
    expect(name).toHaveValue('James Carter');
    await app.user.clear(name);
    await app.user.type(name, 'Jim Carter');
    await app.user.type(within(details).getByLabelText('Telephone (optional)'), '+44 7700 900456');
    answer('GET /api/user', { status: 200, body: { ...jointClient, name: 'Jim Carter' } });
    await app.user.click(within(details).getByRole('button', { name: 'Save details' }));

    expect(await within(details).findByRole('status')).toHaveTextContent(profileMessages.updated);
    expect(sent('PUT', '/api/profile')[0]?.body).toEqual({
      name: 'Jim Carter',
      telephone: '+44 7700 900456',
    });
    expect(await screen.findByRole('button', { name: 'JC Jim Carter, account menu' })).toBeInTheDocument();
  });

  it('has the fact-find read again after saving, as it holds the same name and number', async () => {
    withProfile();
    answerProfileSaves();
    const app = renderApp('/');
    await screen.findByRole('link', { name: /Start your fact-find/ }, { timeout: 10_000 });
    const factFindReads = () => requests.filter((r) => r.method === 'GET' && r.path === factFindPath).length;
    expect(factFindReads()).toBe(1);
    await app.router.navigate({ to: '/profile' });
    const details = await screen.findByRole('region', { name: 'Personal details' });
    expect(details).toHaveTextContent('Your fact-find’s name and mobile number are these too');
    await app.user.type(within(details).getByLabelText('Telephone (optional)'), '07700 900456');
    await app.user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByRole('status')).toHaveTextContent(profileMessages.updated);
    await app.router.navigate({ to: '/' });
    await waitFor(() => expect(factFindReads()).toBe(2));
  });

  it('asks the person to take or keep the details their partner gave for them in the fact-find', async () => {
    const toConfirm = {
      ...baseProfile,
      contact_to_confirm: { name: 'Jimmy Carter', telephone: '07700 900111', changed_by: 'Emma Carter' },
    };
    withProfile(toConfirm);
    answer('PUT /api/profile', (request) => ({
      status: 200,
      body: {
        message: profileMessages.updated,
        profile: { ...baseProfile, ...(request.body as object), contact_to_confirm: null },
      },
    }));
    const app = renderApp('/profile');
    const check = await screen.findByRole('region', { name: 'Check your details from the fact-find' });
    expect(check).toHaveTextContent(
      'Emma Carter changed your name and mobile number in your household’s fact-find.',
    );
    const rows = within(check).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'In the fact-findOn your account',
      'NameJimmy CarterJames Carter',
      'Mobile number07700 900111None',
    ]);
    await app.user.click(within(check).getByRole('button', { name: 'Use the fact-find’s details' }));
    await waitFor(() =>
      expect(sent('PUT', '/api/profile')[0]?.body).toEqual({
        name: 'Jimmy Carter',
        telephone: '07700 900111',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Check your details from the fact-find' }),
      ).not.toBeInTheDocument(),
    );
    // The details form shows the account's new name.
    expect(within(section('Personal details')).getByLabelText('Full name')).toHaveValue('Jimmy Carter');
  });

  it('keeps the account’s details, which the fact-find then takes back', async () => {
    withProfile({ ...baseProfile, contact_to_confirm: { telephone: null, changed_by: 'Emma Carter' } });
    answerProfileSaves();
    const app = renderApp('/profile');
    const check = await screen.findByRole('region', { name: 'Check your details from the fact-find' });
    expect(check).toHaveTextContent('Emma Carter changed your mobile number');
    await app.user.click(within(check).getByRole('button', { name: 'Keep my account’s details' }));
    await waitFor(() => expect(sent('PUT', '/api/profile')[0]?.body).toEqual({ telephone: null }));
  });

  it('checks the name and the number before sending them', async () => {
    withProfile();
    const app = renderApp('/profile');
    const details = await screen.findByRole('region', { name: 'Personal details' });
    await app.user.clear(within(details).getByLabelText('Full name'));
    await app.user.type(within(details).getByLabelText('Telephone (optional)'), 'call me');
    await app.user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(within(details).getByLabelText('Full name')).toHaveAccessibleDescription(
      profileMessages.nameRequired,
    );
    expect(within(details).getByLabelText('Full name')).toHaveFocus();
    expect(within(details).getByLabelText('Telephone (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a mobile number such as +44 7700 900123.'),
    );
    expect(sent('PUT', '/api/profile')).toHaveLength(0);
  });

  it('asks for an email change by mail, shows it pending, and can cancel it', async () => {
    withProfile();
    const expiresAt = '2026-11-21T13:00:00.000Z';
    answer('POST /api/profile/email', (request) => {
      const { email } = request.body as { email: string };
      return {
        status: 200,
        body: {
          message: profileMessages.emailLinkSent(email),
          pending_email: { email, expires_at: expiresAt },
        },
      };
    });
    const app = renderApp('/profile');
    const email = await screen.findByRole('region', { name: 'Email address' });
    expect(within(email).getByText('client@example.com')).toBeInTheDocument();
    await app.user.type(within(email).getByLabelText('New email address'), 'james@example.org');
    await app.user.type(within(email).getByLabelText('Current password'), 'atrium-demo-password');
    await app.user.click(within(email).getByRole('button', { name: 'Send confirmation link' }));

    expect(await within(email).findByRole('status')).toHaveTextContent(
      profileMessages.emailLinkSent('james@example.org'),
    );
    expect(within(email).getByText(/Waiting for confirmation/)).toHaveTextContent('james@example.org');
    expect(within(email).getByLabelText('Current password')).toHaveValue('');
    expect(sent('POST', '/api/profile/email')[0]?.body).toEqual({
      email: 'james@example.org',
      password: 'atrium-demo-password',
    });

    answer('DELETE /api/profile/email', {
      status: 200,
      body: { message: profileMessages.emailChangeCancelled },
    });
    await app.user.click(within(email).getByRole('button', { name: 'Cancel this change' }));
    expect(await within(email).findByRole('status')).toHaveTextContent(profileMessages.emailChangeCancelled);
    await waitFor(() => expect(within(email).queryByText(/Waiting for confirmation/)).toBeNull());
  });

  it('shows a wrong current password beside its field', async () => {
    withProfile();
    answer('POST /api/profile/email', invalidField('password', 'The password is incorrect.'));
    const app = renderApp('/profile');
    const email = await screen.findByRole('region', { name: 'Email address' });
    await app.user.type(within(email).getByLabelText('New email address'), 'james@example.org');
    await app.user.type(within(email).getByLabelText('Current password'), 'wrong');
    await app.user.click(within(email).getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(within(email).getByLabelText('Current password')).toHaveAccessibleDescription(
        'The password is incorrect.',
      ),
    );
  });

  it('changes the password with the current one, explaining the policy and refusals', async () => {
    withProfile();
    answer(
      'PUT /api/profile/password',
      invalidData({ password: ['This password is too common. Choose one that is harder to guess.'] }),
    );
    const app = renderApp('/profile');
    const password = await screen.findByRole('region', { name: 'Password' });
    const newPassword = within(password).getByLabelText('New password');
    expect(newPassword).toHaveAccessibleDescription(expect.stringContaining('12 to 128 characters'));

    await app.user.type(within(password).getByLabelText('Current password'), 'atrium-demo-password');
    await app.user.type(newPassword, 'a long new passphrase');
    await app.user.type(within(password).getByLabelText('Confirm new password'), 'a different one');
    await app.user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
    expect(sent('PUT', '/api/profile/password')).toHaveLength(0);

    await app.user.clear(within(password).getByLabelText('Confirm new password'));
    await app.user.type(within(password).getByLabelText('Confirm new password'), 'a long new passphrase');
    await app.user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(newPassword).toHaveAccessibleDescription(
        expect.stringContaining('This password is too common. Choose one that is harder to guess.'),
      ),
    );

    answer('PUT /api/profile/password', { status: 200, body: { message: profileMessages.passwordChanged } });
    const devicesBefore = sent('GET', '/api/profile/trusted-devices').length;
    await app.user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByRole('status')).toHaveTextContent(profileMessages.passwordChanged);
    expect(sent('PUT', '/api/profile/password').at(-1)?.body).toEqual({
      current_password: 'atrium-demo-password',
      password: 'a long new passphrase',
      password_confirmation: 'a long new passphrase',
    });
    await waitFor(() => expect(sent('GET', '/api/profile/trusted-devices').length).toBe(devicesBefore + 1));
  });

  it('lists trusted devices, flags this one, and removes one after asking', async () => {
    const device = (id: number, label: string, current: boolean) => ({
      id,
      label,
      created_at: '2026-11-01T10:00:00.000Z',
      last_used_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-12-01T10:00:00.000Z',
      current,
    });
    withProfile(baseProfile, [device(1, 'Chrome on macOS', true), device(2, 'Safari on iPhone', false)]);
    const app = renderApp('/profile');
    const devices = await screen.findByRole('region', { name: 'Trusted devices' });
    const items = within(devices).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on macOSThis device');
    expect(items[1]).not.toHaveTextContent('This device');

    answer('DELETE /api/profile/trusted-devices/2', {
      status: 200,
      body: { message: 'The device has been removed. It will need a code at the next login.' },
    });
    await app.user.click(within(devices).getByRole('button', { name: 'Remove Safari on iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this trusted device?' });
    expect(dialog).toHaveAccessibleDescription(/Safari on iPhone will need a code/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE', '/api/profile/trusted-devices/2')).toHaveLength(0);

    await app.user.click(within(devices).getByRole('button', { name: 'Remove Safari on iPhone' }));
    answer('GET /api/profile/trusted-devices', {
      status: 200,
      body: { data: [device(1, 'Chrome on macOS', true)] },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Remove device' }));
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(within(devices).getByRole('status')).toHaveTextContent('The device has been removed.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs out the other sessions', async () => {
    withProfile();
    answer('POST /api/profile/sessions/logout-others', {
      status: 200,
      body: { message: profileMessages.sessionsEnded, revoked_sessions: 2 },
    });
    const app = renderApp('/profile');
    const sessions = await screen.findByRole('region', { name: 'Other sessions' });
    await app.user.click(within(sessions).getByRole('button', { name: 'Sign out of other sessions' }));
    expect(await within(sessions).findByRole('status')).toHaveTextContent(
      `${profileMessages.sessionsEnded} 2 other sessions were ended.`,
    );
    expect(localStorage.getItem('authToken')).toBe('token-123');
  });
});
