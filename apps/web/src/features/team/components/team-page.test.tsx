import type { User } from '@atrium/domain/contract/auth';
import { type TeamMember, teamMessages } from '@atrium/domain/contract/team';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { admin, adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 1,
  name: 'Olivia Bennett',
  email: 'adviser@example.com',
  role: 'adviser',
  status: 'active',
  client_count: 0,
  is_self: false,
  deactivated_at: null,
  ...overrides,
});

let team: TeamMember[] = [];

function signIn(user: User) {
  team = [
    member({ id: 9, name: 'Daniel Hughes', email: 'admin@example.com', role: 'admin', is_self: true }),
    member({ id: 1, name: 'Olivia Bennett', client_count: 2 }),
    member({ id: 3, name: 'Tom Reed', email: 'tom@example.com' }),
  ];
  signInAs(user);
  answer('GET /api/adviser/team', () => ({ status: 200, body: { data: team } }));
}

const posted = (path: string) => requests.filter((r) => r.method !== 'GET' && r.path === path);

preloadRoutes('adviser-layout', 'adviser-team');

describe('the team page', () => {
  it('lists the team and invites an adviser, checking the form first', async () => {
    signIn(admin);
    answer('POST /api/adviser/team/invitations', ({ body }) => {
      const sent = body as { name: string; email: string; role: 'adviser' | 'admin' };
      const created = member({ id: 20, ...sent, status: 'invited' });
      team = [...team, created];
      return { status: 201, body: { message: 'Invitation sent.', data: created } };
    });
    const app = renderApp('/adviser/team');
    const items = await screen.findAllByRole('listitem', {}, firstRender);
    const olivia = items.find((item) => within(item).queryByText('Olivia Bennett'));
    expect(olivia).toHaveTextContent('Active2 clients');
    expect(screen.getByText('(you)')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'The email field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(posted('/api/adviser/team/invitations')).toHaveLength(0);

    await app.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya Shah');
    await app.user.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@example.com');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await app.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Priya Shah has been sent an invitation to priya@example.com.'),
    ).toBeVisible();
    expect(posted('/api/adviser/team/invitations')[0]?.body).toEqual({
      name: 'Priya Shah',
      email: 'priya@example.com',
      role: 'admin',
    });
    expect(await screen.findByText('Invited')).toBeVisible();
  });

  it('changes a role, and shows the server’s refusal to deactivate someone with clients', async () => {
    signIn(admin);
    answer('PUT /api/adviser/team/3/role', ({ body }) => {
      team = team.map((m) => (m.id === 3 ? { ...m, role: (body as { role: 'admin' }).role } : m));
      return { status: 200, body: { data: team.find((m) => m.id === 3) } };
    });
    answer('POST /api/adviser/team/1/deactivate', {
      status: 409,
      body: { message: teamMessages.hasClients(2) },
    });
    const app = renderApp('/adviser/team');
    await app.user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Tom Reed' }, firstRender),
      'Admin',
    );
    expect(await screen.findByText('Tom Reed is now an admin.')).toBeVisible();
    expect(posted('/api/adviser/team/3/role')[0]?.body).toEqual({ role: 'admin' });

    await app.user.click(screen.getByRole('button', { name: 'Deactivate Olivia Bennett' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Olivia Bennett?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.hasClients(2));
  });

  it('moves some of an adviser’s clients to another adviser', async () => {
    signIn(admin);
    answer('GET /api/adviser/team/1/clients', {
      status: 200,
      body: {
        data: [
          { id: 10, name: 'James Carter' },
          { id: 11, name: 'Amelia Carter' },
        ],
      },
    });
    answer('POST /api/adviser/team/1/reassign', { status: 200, body: { moved: 1 } });
    const app = renderApp('/adviser/team');
    await app.user.click(
      await screen.findByRole('button', { name: 'Move clients of Olivia Bennett' }, firstRender),
    );
    const dialog = await screen.findByRole('dialog', { name: "Move Olivia Bennett's clients" });
    await app.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Move to' }),
      'Tom Reed (adviser)',
    );
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'Amelia Carter' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Move 1 client' }));
    expect(await within(dialog).findByText('Moved 1 client to Tom Reed.')).toBeVisible();
    expect(posted('/api/adviser/team/1/reassign')[0]?.body).toEqual({ to_user_id: 3, client_ids: [10] });
  });

  it('is not shown to an adviser', async () => {
    signIn(adviser);
    renderApp('/adviser/team');
    expect(await screen.findByText('Page not found: /adviser/team', {}, firstRender)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Team' })).toBeNull());
  });
});
