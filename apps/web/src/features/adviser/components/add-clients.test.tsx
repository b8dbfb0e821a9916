import type { User } from '@atrium/domain/contract/auth';
import { onboardingMessages } from '@atrium/domain/contract/client-onboarding';
import type { TeamMember } from '@atrium/domain/contract/team';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  admin,
  clientsPage,
  jamesDetail,
  listItem,
  signInAsAdviser,
} from '../../../test/adviser-fixtures.ts';
import { answer, invalidField, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';

preloadRoutes('adviser-layout', 'adviser-clients');

const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path);
const listCalls = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/adviser/clients');

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 1,
  name: 'Sarah Mitchell',
  email: 'adviser@example.com',
  role: 'adviser',
  status: 'active',
  client_count: 3,
  is_self: false,
  deactivated_at: null,
  ...overrides,
});

// The list as it starts in most of these tests: James Carter alone.
function signInWithOneClient(user?: User) {
  signInAsAdviser(user);
  answer('GET /api/adviser/clients', { status: 200, body: clientsPage([listItem()]) });
}

async function openAddDialog() {
  const app = renderApp('/adviser/clients');
  await app.user.click(await screen.findByRole('button', { name: 'Add client' }, firstRender));
  return { app, dialog: screen.getByRole('dialog', { name: 'Add a client' }) };
}

describe('Add client', () => {
  it('shows each problem beside its field: the form’s own checks, then the server’s 422', async () => {
    signInWithOneClient();
    answer('POST /api/adviser/invitations', invalidField('email', onboardingMessages.emailTaken));
    const { app, dialog } = await openAddDialog();
    // An adviser adds clients for themself: no choice of adviser.
    expect(within(dialog).queryByLabelText('Adviser')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      onboardingMessages.nameRequired,
    );
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      onboardingMessages.emailRequired,
    );
    expect(posts('/api/adviser/invitations')).toHaveLength(0);

    await app.user.type(within(dialog).getByLabelText('Name'), 'Lucy Ward');
    await app.user.type(within(dialog).getByLabelText('Email'), 'james@example.com');
    await app.user.type(within(dialog).getByLabelText('Partner’s email'), 'mark@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    expect(within(dialog).getByLabelText('Partner’s name')).toHaveAccessibleDescription(
      onboardingMessages.partnerNameRequired,
    );
    await app.user.type(within(dialog).getByLabelText('Partner’s name'), 'Mark Ward');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        onboardingMessages.emailTaken,
      ),
    );
    expect(within(dialog).getByLabelText('Name')).not.toHaveAccessibleDescription(/./);
    expect(posts('/api/adviser/invitations')[0]?.body).toEqual({
      name: 'Lucy Ward',
      email: 'james@example.com',
      partner_name: 'Mark Ward',
      partner_email: 'mark@example.com',
    });
    // Nothing typed is lost: the dialog stays open with the values.
    expect(within(dialog).getByLabelText('Partner’s name')).toHaveValue('Mark Ward');
  });

  it('lets an admin choose the adviser, then adds the client and refreshes the list', async () => {
    signInWithOneClient(admin);
    answer('GET /api/adviser/team', {
      status: 200,
      body: {
        data: [
          member({ id: 1, name: 'Sarah Mitchell' }),
          member({ id: 7, name: 'Tom Reed' }),
          member({ id: 8, name: 'Gone Away', status: 'deactivated', deactivated_at: '2026-01-01T00:00:00Z' }),
        ],
      },
    });
    answer('POST /api/adviser/invitations', {
      status: 200,
      body: { message: 'Invitation sent.', client: { id: 41, name: 'Lucy Ward', email: 'lucy@example.com' } },
    });
    const { app, dialog } = await openAddDialog();
    const select = within(dialog).getByLabelText('Adviser');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Not assigned yet', 'Sarah Mitchell', 'Tom Reed']),
    );
    await app.user.type(within(dialog).getByLabelText('Name'), 'Lucy Ward');
    await app.user.type(within(dialog).getByLabelText('Email'), 'lucy@example.com');
    await app.user.selectOptions(select, 'Tom Reed');
    const before = listCalls().length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    expect(await screen.findByText('Lucy Ward has been added and sent an invitation.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('/api/adviser/invitations')[0]?.body).toEqual({
      name: 'Lucy Ward',
      email: 'lucy@example.com',
      partner_name: '',
      partner_email: '',
      adviser_id: 7,
    });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });
});

describe('an invited client on the list', () => {
  it('shows Invited with Resend and Revoke; revoking asks first, then shows Revoked with Invite again', async () => {
    signInAsAdviser();
    const ivy = listItem({ id: 12, name: 'Ivy Invited', email: 'ivy@example.com', portal_status: 'invited' });
    let revoked = false;
    answer('GET /api/adviser/clients', () => ({
      status: 200,
      body: clientsPage([listItem(), { ...ivy, portal_status: revoked ? 'revoked' : 'invited' }]),
    }));
    answer('POST /api/adviser/clients/12/revoke-invitation', () => {
      revoked = true;
      return {
        status: 200,
        body: {
          message: onboardingMessages.invitationRevoked,
          data: { ...jamesDetail, id: 12, portal: { ...jamesDetail.portal, status: 'revoked' } },
        },
      };
    });
    const app = renderApp('/adviser/clients');
    const list = await screen.findByRole('list', { name: 'Clients' }, firstRender);
    const [james, row] = within(list).getAllByRole('listitem') as HTMLElement[];
    // A client who joined has no invitation actions.
    expect(within(james as HTMLElement).queryByRole('button')).toBeNull();
    expect(row).toHaveTextContent('Invited');
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Resend invitation to Ivy Invited' }),
    ).toBeVisible();
    await app.user.click(
      within(row as HTMLElement).getByRole('button', { name: 'Revoke the invitation of Ivy Invited' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke the invitation?' });
    expect(dialog).toHaveTextContent('ivy@example.com');
    expect(posts('/api/adviser/clients/12/revoke-invitation')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText(onboardingMessages.invitationRevoked)).toBeVisible();
    const updated = await screen.findByRole('button', { name: 'Invite again Ivy Invited' });
    expect(updated.closest('li')).toHaveTextContent('Revoked');
    expect(screen.queryByRole('button', { name: /Revoke the invitation of/ })).toBeNull();
  });
});

describe('Add from a CSV file', () => {
  const upload = async () => {
    const app = renderApp('/adviser/clients');
    await app.user.click(await screen.findByRole('button', { name: 'Add from a CSV file' }, firstRender));
    const dialog = screen.getByRole('dialog', { name: 'Add clients from a CSV file' });
    const csv = 'name,email\nLucy Ward,lucy@example.com\nLucy Again,lucy@example.com\n';
    await app.user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'clients.csv', { type: 'text/csv' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Upload and invite' }));
    return { dialog, csv };
  };

  it('reports every bad row and adds nobody', async () => {
    signInWithOneClient();
    answer('POST /api/adviser/invitations/import', {
      status: 422,
      body: {
        message: onboardingMessages.importFailed,
        errors: {
          'rows.3.email': [onboardingMessages.emailTwiceInFile(2)],
          'rows.2.adviser_email': [onboardingMessages.adviserSelfOnly],
        },
      },
    });
    const { dialog, csv } = await upload();
    const rows = await within(dialog).findByRole('list', { name: 'Rows with errors' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      `Line 2: adviser_email — ${onboardingMessages.adviserSelfOnly}`,
      `Line 3: email — ${onboardingMessages.emailTwiceInFile(2)}`,
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(onboardingMessages.importFailed);
    expect(posts('/api/adviser/invitations/import')[0]?.body).toEqual({ csv });
  });

  it('lists the clients added when the whole file is right', async () => {
    signInWithOneClient();
    answer('POST /api/adviser/invitations/import', {
      status: 200,
      body: {
        message: onboardingMessages.imported(1),
        data: { created: 1, clients: [{ id: 41, name: 'Lucy Ward', email: 'lucy@example.com' }] },
      },
    });
    const { dialog } = await upload();
    expect(await within(dialog).findByText(onboardingMessages.imported(1))).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Clients added' })).toHaveTextContent(
      'Lucy Ward (lucy@example.com)',
    );
  });
});
