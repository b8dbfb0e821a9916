import { userChannelName } from '@atrium/domain/contract/realtime';
import { teamMessages, teamResponseSchema } from '@atrium/domain/contract/team';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clients } from '../../db/schema.ts';
import { expectAdminOnly } from '../../test/access.ts';
import { firmAuditEvents } from '../../test/audit.ts';
import { requester, useTestApp } from '../../test/build-test-app.ts';
import { expectInvalidFields } from '../../test/expect.ts';
import {
  createClientUser,
  createFirm,
  createUser,
  lastingTokens,
  testPassword,
} from '../../test/factories.ts';
import { mailsTo } from '../../test/mail.ts';
import { connectPusher, listen, subscribed } from '../realtime/test-clients.ts';

let firmId: number;
let port: number;
const ids = {} as Record<'adviser' | 'spare' | 'admin' | 'stranger', number>;
const clientIds: number[] = [];
const tokens = {} as Record<'client' | 'adviser' | 'spare' | 'admin' | 'stranger', string>;

const call = requester(() => t);

const team = async () =>
  teamResponseSchema.parse((await call('GET', '/api/adviser/team', tokens.admin)).json()).data;
const memberNamed = async (name: string) => (await team()).find((m) => m.name === name);
const auditOf = (type: string) => firmAuditEvents(database.db, firmId, type);

const { database, t } = useTestApp();
beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db, { name: 'Harbour Wealth' });
  firmId = firm.id;
  const adviser = await createUser(db, { firmId, role: 'adviser', name: 'Sarah Mitchell' });
  const spare = await createUser(db, { firmId, role: 'adviser', name: 'Tom Reed' });
  const admin = await createUser(db, { firmId, role: 'admin', name: 'Daniel Hughes' });
  const first = await createClientUser(db, { firmId, adviserId: adviser.id, name: 'James Carter' });
  const second = await createClientUser(db, { firmId, adviserId: adviser.id, name: 'Amelia Carter' });
  await createClientUser(db, { firmId, adviserId: adviser.id, name: 'Oliver Hughes' });
  clientIds.push(first.client.id, second.client.id);
  const otherFirm = await createFirm(db);
  const stranger = await createUser(db, { firmId: otherFirm.id, role: 'adviser', name: 'Stranger' });
  Object.assign(ids, { adviser: adviser.id, spare: spare.id, admin: admin.id, stranger: stranger.id });
  Object.assign(
    tokens,
    await lastingTokens(db, {
      client: first.user.id,
      adviser: adviser.id,
      spare: spare.id,
      admin: admin.id,
      stranger: stranger.id,
    }),
  );
  port = await listen(t.app);
});

describe('who may manage the team', () => {
  it.each([
    ['GET', '/api/adviser/team', undefined],
    ['POST', '/api/adviser/team/invitations', { name: 'A', email: 'a@example.test', role: 'adviser' }],
    ['PUT', '/api/adviser/team/:id/role', { role: 'admin' }],
    ['POST', '/api/adviser/team/:id/deactivate', undefined],
    ['POST', '/api/adviser/team/:id/reactivate', undefined],
    ['GET', '/api/adviser/team/:id/clients', undefined],
    ['POST', '/api/adviser/team/:id/reassign', { to_user_id: 1 }],
  ] as const)('%s %s: 401 anonymous, 403 to a client and an adviser', async (method, path, body) => {
    const url = path.replace(':id', String(ids.spare));
    await expectAdminOnly(call, method, url, tokens, teamMessages.adminOnly, body);
  });

  it('lists the firm’s advisers and admins for an admin, with role, status and client count', async () => {
    const response = await call('GET', '/api/adviser/team', tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(teamResponseSchema.strict().parse(response.json()).data).toEqual([
      expect.objectContaining({
        name: 'Daniel Hughes',
        role: 'admin',
        status: 'active',
        client_count: 0,
        is_self: true,
      }),
      expect.objectContaining({
        name: 'Sarah Mitchell',
        role: 'adviser',
        status: 'active',
        client_count: 3,
        is_self: false,
      }),
      expect.objectContaining({ name: 'Tom Reed', role: 'adviser', status: 'active', client_count: 0 }),
    ]);
  });

  it('answers 404 for someone outside the firm, or a client', async () => {
    expect(
      (await call('PUT', `/api/adviser/team/${ids.stranger}/role`, tokens.admin, { role: 'admin' }))
        .statusCode,
    ).toBe(404);
    const [clientRow] = await database.db
      .select()
      .from(clients)
      .where(eq(clients.id, clientIds[0] ?? 0));
    expect(
      (await call('POST', `/api/adviser/team/${clientRow?.userId}/deactivate`, tokens.admin)).statusCode,
    ).toBe(404);
  });
});

describe('inviting', () => {
  const invite = (body: Record<string, unknown>) =>
    call('POST', '/api/adviser/team/invitations', tokens.admin, body);

  it('creates the person, mails a create-password link that signs them in as an adviser, and audits it', async () => {
    const response = await invite({
      name: 'Priya Shah',
      email: 'Priya.Shah@harbour.example',
      role: 'adviser',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: teamMessages.invitationSent,
      data: { name: 'Priya Shah', role: 'adviser', status: 'invited', client_count: 0 },
    });
    const [mail] = await mailsTo(database.db, 'Priya.Shah@harbour.example');
    expect(mail?.subject).toBe('Join Harbour Wealth on the client portal');
    const hash = /\/create-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(hash).toBeDefined();
    const details = await call('GET', `/api/invitations/${hash}`);
    expect(details.json()).toMatchObject({
      email: 'Priya.Shah@harbour.example',
      invited_by: 'Daniel Hughes',
    });
    const accepted = await call('POST', `/api/invitations/${hash}/accept`, undefined, {
      password: 'a quiet harbour at dawn',
      password_confirmation: 'a quiet harbour at dawn',
    });
    expect(accepted.statusCode).toBe(200);
    const me = await call('GET', '/api/user', accepted.json().token);
    expect(me.json()).toMatchObject({ name: 'Priya Shah', role: 'adviser' });
    expect((await memberNamed('Priya Shah'))?.status).toBe('active');
    expect((await auditOf('team.invited'))[0]?.data).toMatchObject({ role: 'adviser' });
  });

  it('refuses an address already in the portal, and bad input, with 422', async () => {
    // The address this test invites first, given again in other letter cases.
    expect(
      (await invite({ name: 'Ravi Patel', email: 'Ravi.Patel@harbour.example', role: 'adviser' })).statusCode,
    ).toBe(201);
    const taken = await invite({ name: 'Again', email: 'ravi.patel@HARBOUR.example', role: 'admin' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [teamMessages.emailTaken] });
    const bad = await invite({ name: '', email: 'nope', role: 'client' });
    expectInvalidFields(bad, ['email', 'name', 'role']);
  });
});

describe('roles', () => {
  it('promotes and demotes (audited), but never leaves the firm without an active admin', async () => {
    const lastAdmin = await call('PUT', `/api/adviser/team/${ids.admin}/role`, tokens.admin, {
      role: 'adviser',
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json()).toEqual({ message: teamMessages.lastAdmin });
    const promoted = await call('PUT', `/api/adviser/team/${ids.spare}/role`, tokens.admin, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ id: ids.spare, role: 'admin' });
    expect((await auditOf('team.role_changed'))[0]?.data).toEqual({
      targetUserId: ids.spare,
      from: 'adviser',
      to: 'admin',
    });
    // Tom is an admin now: he may read the team.
    expect((await call('GET', '/api/adviser/team', tokens.spare)).statusCode).toBe(200);
    const demoted = await call('PUT', `/api/adviser/team/${ids.spare}/role`, tokens.admin, {
      role: 'adviser',
    });
    expect(demoted.json().data.role).toBe('adviser');
    expect((await call('GET', '/api/adviser/team', tokens.spare)).statusCode).toBe(403);
  });

  it('refuses the last admin deactivating themselves', async () => {
    const response = await call('POST', `/api/adviser/team/${ids.admin}/deactivate`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: teamMessages.lastAdmin });
  });
});

describe('reassigning and deactivating', () => {
  it('refuses to deactivate an adviser who still has clients, with a clear 409', async () => {
    const response = await call('POST', `/api/adviser/team/${ids.adviser}/deactivate`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: teamMessages.hasClients(3) });
    expect((await call('GET', '/api/user', tokens.adviser)).statusCode).toBe(200);
  });

  it('lists an adviser’s clients and moves one of them', async () => {
    const list = await call('GET', `/api/adviser/team/${ids.adviser}/clients`, tokens.admin);
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Amelia Carter',
      'James Carter',
      'Oliver Hughes',
    ]);
    const moved = await call('POST', `/api/adviser/team/${ids.adviser}/reassign`, tokens.admin, {
      to_user_id: ids.spare,
      client_ids: [clientIds[0]],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ moved: 1 });
    const [row] = await database.db
      .select()
      .from(clients)
      .where(eq(clients.id, clientIds[0] ?? 0));
    expect(row?.adviserId).toBe(ids.spare);
    expect((await auditOf('team.clients_reassigned'))[0]?.data).toEqual({
      fromUserId: ids.adviser,
      toUserId: ids.spare,
      clientIds: [clientIds[0]],
    });
  });

  it('refuses to move clients to the same adviser, or to someone outside the firm', async () => {
    const same = await call('POST', `/api/adviser/team/${ids.adviser}/reassign`, tokens.admin, {
      to_user_id: ids.adviser,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ to_user_id: [teamMessages.sameAdviser] });
    const stranger = await call('POST', `/api/adviser/team/${ids.adviser}/reassign`, tokens.admin, {
      to_user_id: ids.stranger,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({ to_user_id: [teamMessages.targetInactive] });
    const fromStranger = await call('POST', `/api/adviser/team/${ids.stranger}/reassign`, tokens.admin, {
      to_user_id: ids.spare,
    });
    expect(fromStranger.statusCode).toBe(404);
  });

  it('moves the rest, then deactivates the adviser: their session and open socket end, and they cannot log in', async () => {
    const pusher = connectPusher({ port, token: tokens.adviser });
    await subscribed(pusher, userChannelName(ids.adviser)).succeeded;
    const moved = await call('POST', `/api/adviser/team/${ids.adviser}/reassign`, tokens.admin, {
      to_user_id: ids.spare,
    });
    expect(moved.json()).toEqual({ moved: 2 });
    const response = await call('POST', `/api/adviser/team/${ids.adviser}/deactivate`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'deactivated', client_count: 0 });
    expect((await call('GET', '/api/user', tokens.adviser)).statusCode).toBe(401);
    await vi.waitFor(() => expect(pusher.connection.state).toMatch(/^(disconnected|failed)$/), {
      timeout: 5000,
    });
    const [me] = await team().then((members) => members.filter((m) => m.id === ids.adviser));
    const login = await call('POST', '/api/login', undefined, { email: me?.email, password: testPassword });
    expect(login.statusCode).toBe(401);
    expect((await auditOf('team.deactivated'))[0]?.data).toEqual({
      targetUserId: ids.adviser,
      sessionsRevoked: true,
    });
  });

  it('refuses to move clients to a deactivated adviser, and reactivates on request', async () => {
    const toInactive = await call('POST', `/api/adviser/team/${ids.spare}/reassign`, tokens.admin, {
      to_user_id: ids.adviser,
    });
    expect(toInactive.statusCode).toBe(422);
    expect((await call('POST', `/api/adviser/team/${ids.adviser}/deactivate`, tokens.admin)).statusCode).toBe(
      409,
    );
    const back = await call('POST', `/api/adviser/team/${ids.adviser}/reactivate`, tokens.admin);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('active');
    // The old session stays ended: reactivation brings no token back.
    expect((await call('GET', '/api/user', tokens.adviser)).statusCode).toBe(401);
    expect((await call('POST', `/api/adviser/team/${ids.adviser}/reactivate`, tokens.admin)).statusCode).toBe(
      409,
    );
  });
});
