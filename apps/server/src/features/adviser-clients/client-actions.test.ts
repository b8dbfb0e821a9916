import { clientDetailResponseSchema } from '@atrium/domain/contract/adviser';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiTokens,
  auditEvents,
  clients,
  invitations,
  mfaTotp,
  outbox,
  trustedDevices,
  users,
} from '../../db/schema.ts';
import { useAdviserClientsWorld } from '../../test/adviser-clients-world.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createToken } from '../../test/factories.ts';

const { clock, database, w, call } = useAdviserClientsWorld();

const detailOf = async (clientId: number, token = w.tokens.adviser) => {
  const response = await call('GET', `/api/adviser/clients/${clientId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return clientDetailResponseSchema.parse(response.json()).data;
};
const later = new Date('2100-01-01T00:00:00Z');

describe('GET /api/adviser/clients/{id}', () => {
  it('shows contact details, the partner, the adviser, portal access and the fact-find', async () => {
    const detail = await detailOf(w.james.client.id, w.tokens.admin);
    expect(detail).toMatchObject({
      id: w.james.client.id,
      name: 'James Carter',
      dob: '1978-04-12',
      email: 'james@example.test',
      telephone: '+44 7700 900456',
      address: '1 High Street, Bath, BA1 1AA',
      joint: { name: 'Emma Carter', dob: '1980-09-03' },
      adviser: { id: w.adviserId, name: 'Sarah Mitchell' },
      portal: {
        status: 'active',
        disabled_at: null,
        // Signed in at 08:45 and not back since.
        last_activity_at: '2026-03-02T08:45:00.000Z',
        invitation: null,
        mfa: { enabled: false, methods: [], telephone: null, trusted_devices: 0 },
      },
      fact_find: { status: 'awaiting-review', submitted_at: '2026-03-01T10:00:00.000Z', reviewed_at: null },
      // Unread counts are the reader's own: the admin has never opened James's conversation (the adviser has 2).
      unread_count: 3,
    });
    const noah = await detailOf(w.noahId);
    expect(noah).toMatchObject({
      joint: null,
      address: null,
      fact_find: null,
      portal: { status: 'invited' },
    });
    expect(noah.portal.invitation).toMatchObject({ accepted_at: null });
  });

  it('gives the partner’s email with their name (clients.joint_email), null when not given', async () => {
    expect((await detailOf(w.james.client.id)).joint).toEqual({
      name: 'Emma Carter',
      email: null,
      dob: '1980-09-03',
    });
    await database.db
      .update(clients)
      .set({ jointEmail: 'emma@example.test' })
      .where(eq(clients.id, w.james.client.id));
    expect((await detailOf(w.james.client.id)).joint).toEqual({
      name: 'Emma Carter',
      email: 'emma@example.test',
      dob: '1980-09-03',
    });
  });

  it('masks the two-step verification number', async () => {
    expect((await detailOf(w.priya.client.id)).portal.mfa).toEqual({
      enabled: true,
      methods: ['sms'],
      telephone: '+•• •••• •••123',
      trusted_devices: 0,
    });
  });
});

describe('actions', () => {
  it('resends an invitation to a client who has not joined: a new link, the old one void, audited', async () => {
    const before = await database.db
      .select()
      .from(invitations)
      .where(
        and(eq(invitations.userId, (await detailUserId(w.expiredId)) ?? 0), isNull(invitations.voidedAt)),
      );
    const response = await call(
      'POST',
      `/api/adviser/clients/${w.expiredId}/resend-invitation`,
      w.tokens.adviser,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Invitation sent.',
      data: { portal: { status: 'invited' } },
    });
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'lapsed@example.test'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.text).toContain('/invite/');
    const [old] = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, before[0]?.id ?? 0));
    expect(old?.voidedAt).not.toBeNull();
  });

  it('refuses to resend to a client who already joined (409)', async () => {
    const response = await call(
      'POST',
      `/api/adviser/clients/${w.james.client.id}/resend-invitation`,
      w.tokens.admin,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This client has already set up their portal access.' });
  });

  it('disables portal access: every session ends at once, audited; enabling brings none back', async () => {
    const session = await createToken(database.db, { userId: w.olivia.user.id, expiresAt: later });
    await database.db
      .update(apiTokens)
      .set({ createdAt: clock.now() })
      .where(eq(apiTokens.userId, w.olivia.user.id));
    expect((await call('GET', '/api/user', session)).statusCode).toBe(200);
    const url = `/api/adviser/clients/${w.olivia.client.id}/portal-access`;
    const off = await call('POST', url, w.tokens.adviser, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(clientDetailResponseSchema.parse(off.json()).data.portal).toMatchObject({
      status: 'disabled',
      disabled_at: clock.now().toISOString(),
    });
    expect((await call('GET', '/api/user', session)).statusCode).toBe(401);
    const resend = await call(
      'POST',
      `/api/adviser/clients/${w.olivia.client.id}/resend-invitation`,
      w.tokens.adviser,
    );
    expect(resend.statusCode).toBe(409);

    const on = await call('POST', url, w.tokens.adviser, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.portal).toMatchObject({ status: 'active', disabled_at: null });
    expect((await call('GET', '/api/user', session)).statusCode).toBe(401);
    // Again: nothing changes, nothing more is recorded.
    await call('POST', url, w.tokens.adviser, { enabled: true });
    const events = await database.db
      .select({ type: auditEvents.type, userId: auditEvents.userId })
      .from(auditEvents)
      .where(eq(auditEvents.data, { clientId: w.olivia.client.id, clientUserId: w.olivia.user.id }));
    expect(events).toEqual([
      { type: 'client.portal_disabled', userId: w.adviserId },
      { type: 'client.portal_enabled', userId: w.adviserId },
    ]);
  });

  it.each([[{}], [{ enabled: 'yes' }], [{ enabled: null }]])(
    'refuses portal access %j with 422',
    async (payload) => {
      const url = `/api/adviser/clients/${w.olivia.client.id}/portal-access`;
      const response = await call('POST', url, w.tokens.adviser, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('enabled');
    },
  );

  it('resets two-step verification: factors, devices and pending sessions gone, audited, the client mailed', async () => {
    const db = database.db;
    await db
      .insert(mfaTotp)
      .values({ userId: w.priya.user.id, secretEncrypted: 'x', confirmedAt: clock.now() });
    await db.insert(trustedDevices).values({
      userId: w.priya.user.id,
      tokenHash: 'device-hash',
      label: 'Firefox on Linux',
      expiresAt: later,
    });
    const url = `/api/adviser/clients/${w.priya.client.id}/reset-mfa`;
    const response = await call('POST', url, w.tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(clientDetailResponseSchema.parse(response.json()).data.portal.mfa).toEqual({
      enabled: false,
      methods: [],
      telephone: null,
      trusted_devices: 0,
    });
    const [user] = await db.select().from(users).where(eq(users.id, w.priya.user.id));
    expect(user).toMatchObject({ mfaEnabled: false, mfaTelephone: null });
    expect(await db.select().from(mfaTotp).where(eq(mfaTotp.userId, w.priya.user.id))).toEqual([]);
    const [event] = await auditEventsOfType(db, 'mfa.reset_by_staff');
    expect(event).toMatchObject({
      userId: w.adminId,
      data: { clientId: w.priya.client.id, methods: ['sms', 'totp'] },
    });
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'priya@example.test'));
    expect(mail?.subject).toBe(
      'Two-step verification was reset on your Example Financial Planning portal account',
    );
    // Her session stays: she is signed in, only the second factor went.
    expect((await call('GET', '/api/user', w.tokens.priya)).statusCode).toBe(200);

    const again = await call('POST', url, w.tokens.adviser);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This client has not set up two-step verification.' });
  });
});

// An invitation sets a password, so once a client has joined neither path issues one (adviser-clients/service.ts
// assertInvitable); they reset their own password through forgot-password.
describe('one invitation rule', () => {
  const invitationsOf = (userId: number) =>
    database.db.select({ id: invitations.id }).from(invitations).where(eq(invitations.userId, userId));
  const mailsTo = (to: string) => database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to));

  it('refuses an active client on both paths alike (409, same words): no link, no mail, their session kept', async () => {
    const before = {
      invitations: await invitationsOf(w.james.user.id),
      mails: await mailsTo('james@example.test'),
    };
    const direct = await call('POST', '/api/adviser/invitations', w.tokens.adviser, {
      email: 'james@example.test',
      name: 'James Carter',
      client: w.james.client.id,
    });
    const resend = await call(
      'POST',
      `/api/adviser/clients/${w.james.client.id}/resend-invitation`,
      w.tokens.adviser,
    );
    expect([direct.statusCode, resend.statusCode]).toEqual([409, 409]);
    expect(direct.json()).toEqual({ message: 'This client has already set up their portal access.' });
    expect(resend.json()).toEqual(direct.json());
    expect(await invitationsOf(w.james.user.id)).toEqual(before.invitations);
    expect(await mailsTo('james@example.test')).toEqual(before.mails);
    expect((await call('GET', '/api/user', w.tokens.james)).statusCode).toBe(200);
  });

  it('refuses a disabled client on both paths alike, and still invites one who has not joined', async () => {
    const url = `/api/adviser/clients/${w.ann.client.id}/portal-access`;
    await createToken(database.db, { userId: w.ann.user.id, expiresAt: later });
    expect((await call('POST', url, w.tokens.admin, { enabled: false })).statusCode).toBe(200);
    const direct = await call('POST', '/api/adviser/invitations', w.tokens.admin, {
      email: 'ann@example.test',
      name: 'Ann Lee',
      client: w.ann.client.id,
    });
    const resend = await call(
      'POST',
      `/api/adviser/clients/${w.ann.client.id}/resend-invitation`,
      w.tokens.admin,
    );
    expect([direct.statusCode, resend.statusCode]).toEqual([409, 409]);
    expect(direct.json()).toEqual({
      message: 'Portal access is disabled for this client. Enable it before sending an invitation.',
    });
    expect(resend.json()).toEqual(direct.json());
    expect(await invitationsOf(w.ann.user.id)).toEqual([]);
    expect((await call('POST', url, w.tokens.admin, { enabled: true })).statusCode).toBe(200);

    const noah = await detailOf(w.noahId);
    const again = await call('POST', '/api/adviser/invitations', w.tokens.adviser, {
      email: noah.email,
      name: noah.name,
      client: w.noahId,
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});

async function detailUserId(clientId: number): Promise<number | null> {
  const [row] = await database.db
    .select({ userId: users.id })
    .from(users)
    .where(eq(users.email, (await detailOf(clientId)).email));
  return row?.userId ?? null;
}
