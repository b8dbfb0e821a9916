import type { HouseholdPartner } from '@atrium/domain/contract/household';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProfile } from '../features/profile/testing.ts';
import { base, clientId, signInAsAdviser, withClient } from '../test/adviser-fixtures.ts';
import { answer, invalidField, requests } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { renderApp } from '../test/render-app.tsx';

// Inviting the household's partner (contract/household.ts in packages/domain): from the adviser's client page and from the first partner's /profile.

const invited = (status: HouseholdPartner['status'] = 'invited'): HouseholdPartner => ({
  user_id: 12,
  name: 'Emma Carter',
  email: 'emma.carter@example.com',
  status,
  invitation: {
    sent_at: '2026-03-02T10:00:00.000Z',
    expires_at: '2099-03-09T10:00:00.000Z',
    accepted_at: null,
  },
});

const household = (partner: HouseholdPartner | null) => ({
  data: { joint: true, joint_name: 'Emma Carter', joint_email: 'emma@example.com', partner },
});

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-overview', 'app-layout', 'profile');

describe('the adviser invites the partner from the client page', () => {
  it('prefills the joint name and email, shows a 422 beside its field, then shows the partner as invited', async () => {
    signInAsAdviser();
    withClient();
    let partner: HouseholdPartner | null = null;
    answer(`GET ${base}/partner`, () => ({ status: 200, body: household(partner) }));
    let attempts = 0;
    answer(`POST ${base}/partner`, (request) => {
      if (attempts++ === 0)
        return invalidField('email', 'This email address already belongs to someone in the portal.');
      partner = { ...invited(), email: (request.body as { email: string }).email };
      return { status: 200, body: { message: 'Invitation sent.', data: partner } };
    });
    const { user } = renderApp(`/adviser/clients/${clientId}`);
    const card = await screen.findByRole('region', { name: 'Partner’s sign-in' }, firstRender);
    expect(card).toHaveTextContent('Not invited');
    await user.click(within(card).getByRole('button', { name: 'Invite partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite the partner' });
    expect(within(dialog).getByLabelText('Partner’s name')).toHaveValue('Emma Carter');
    const email = within(dialog).getByLabelText('Partner’s email');
    expect(email).toHaveValue('emma@example.com');

    // The contract's own check first: nothing is sent for an invalid address.
    await user.clear(email);
    await user.type(email, 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(email);
    await user.type(email, 'emma.carter@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/already belongs to someone/)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(/already belongs to someone in the portal/);

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      name: 'Emma Carter',
      email: 'emma.carter@example.com',
    });
    expect(await within(card).findByText('Invited')).toBeInTheDocument();
    expect(card).toHaveTextContent('emma.carter@example.com');
    expect(within(card).getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
  });

  it('resends and revokes after asking; a revoked invitation can be sent again', async () => {
    signInAsAdviser();
    withClient();
    let partner = invited();
    answer(`GET ${base}/partner`, () => ({ status: 200, body: household(partner) }));
    answer(`POST ${base}/partner/revoke-invitation`, () => {
      partner = invited('revoked');
      return { status: 200, body: { message: 'The invitation has been revoked.', data: partner } };
    });
    answer(`POST ${base}/partner/resend-invitation`, () => {
      partner = invited();
      return { status: 200, body: { message: 'Invitation sent.', data: partner } };
    });
    const { user } = renderApp(`/adviser/clients/${clientId}`);
    const card = await screen.findByRole('region', { name: 'Partner’s sign-in' }, firstRender);
    await user.click(within(card).getByRole('button', { name: 'Revoke invitation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the invitation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke invitation' }));
    expect(await within(card).findByText('Invitation revoked')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Revoke invitation' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Invite again' }));
    const again = await screen.findByRole('dialog', { name: 'Invite again?' });
    await user.click(within(again).getByRole('button', { name: 'Send invitation' }));
    expect(await within(card).findByText('Invited')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${base}/partner/revoke-invitation`,
      `${base}/partner/resend-invitation`,
    ]);
  });

  it('shows an active partner without invitation actions', async () => {
    signInAsAdviser();
    withClient();
    answer(`GET ${base}/partner`, {
      status: 200,
      body: household({
        ...invited('active'),
        invitation: {
          sent_at: '2026-03-02T10:00:00.000Z',
          expires_at: '2026-03-09T10:00:00.000Z',
          accepted_at: '2026-03-03T10:00:00.000Z',
        },
      }),
    });
    renderApp(`/adviser/clients/${clientId}`);
    const card = await screen.findByRole('region', { name: 'Partner’s sign-in' }, firstRender);
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent(/Joined/);
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });
});

describe('the first partner invites the other from /profile', () => {
  it('offers the invitation to person 1 and sends it', async () => {
    withProfile();
    let partner: HouseholdPartner | null = null;
    answer('GET /api/profile/partner', () => ({ status: 200, body: household(partner) }));
    answer('POST /api/profile/partner', () => {
      partner = invited();
      return { status: 200, body: { message: 'Invitation sent.', data: partner } };
    });
    const { user } = renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Invite your partner' }, firstRender);
    await user.click(within(card).getByRole('button', { name: 'Invite your partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite the partner' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(card).findByText('Invited')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/profile/partner',
      body: { name: 'Emma Carter', email: 'emma@example.com' },
    });
  });

  it('shows nothing to the partner (person 2), whom the server refuses', async () => {
    withProfile();
    answer('GET /api/profile/partner', {
      status: 403,
      body: { message: 'Only the first partner of the household can invite the other.' },
    });
    renderApp('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }, firstRender),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/profile/partner')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Invite your partner' })).not.toBeInTheDocument();
  });
});
