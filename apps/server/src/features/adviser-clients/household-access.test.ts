import { adviserMessages, clientDetailResponseSchema } from '@atrium/domain/contract/adviser';
import { householdMessages } from '@atrium/domain/contract/household';
import { userChannelName } from '@atrium/domain/contract/realtime';
import { desc, eq, inArray } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outbox, users } from '../../db/schema.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { createClientUser, createToken, testPassword, theCarters } from '../../test/factories.ts';
import { invitePartner, partnerPassword } from '../../test/household.ts';
import { closeCodeOf, connectPusher, listen, subscribed } from '../realtime/test-clients.ts';

// The firm controls each person's access to the portal (docs/adviser-api.md "Each person's access"): the household's
// actions act on the client and the partner alike, the per-person ones on one of them, and once access is off a
// person is signed out everywhere, their sockets close, they cannot sign in and every client route refuses them.

const { database, t, world, call } = useFactFindWorld();
const later = new Date('2100-01-01T00:00:00Z');
let port: number;
let n = 0;
let ip = 0;
const open: Pusher[] = [];

beforeAll(async () => {
  port = await listen(t.app);
});

afterEach(() => {
  for (const pusher of open.splice(0)) pusher.disconnect();
});

type Person = { id: number; email: string; password: string; token: string };

// A joint household of its own: James (person 1, signed in) and Emma, invited by the adviser, who joined.
async function household() {
  n++;
  const db = database.db;
  const james = await createClientUser(db, {
    firmId: world.firm.id,
    adviserId: world.adviser.id,
    ...theCarters,
    email: `james${n}@example.test`,
  });
  const emmaEmail = `emma${n}@example.test`;
  const emma = await invitePartner(call, db, { joint: james, tokens: world.tokens }, emmaEmail);
  return {
    clientId: james.client.id,
    james: {
      id: james.user.id,
      email: james.user.email,
      password: testPassword,
      token: await createToken(db, { userId: james.user.id, expiresAt: later }),
    } satisfies Person,
    emma: { id: emma.id, email: emmaEmail, password: partnerPassword, token: emma.token } satisfies Person,
  };
}

const login = (person: Person) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: person.email, password: person.password },
    remoteAddress: `198.51.100.${++ip % 250}`,
  });

// What a signed-in person of the household reads and does: messages, the portfolio, the finances, a message sent.
async function clientRoutes(person: Person, clientId: number): Promise<number[]> {
  return [
    (await call('GET', '/api/messages', person.token)).statusCode,
    (await call('GET', '/api/portfolio', person.token)).statusCode,
    (await call('GET', `/api/clients/${clientId}/finances/summary`, person.token)).statusCode,
    (await call('POST', '/api/messages', person.token, { message: 'Still here?' })).statusCode,
  ];
}
const refused = [401, 401, 401, 401];

// A socket of the person's session, subscribed to their own channel; `closed` is the code it was closed with.
async function socketOf(person: Person): Promise<{ closed: Promise<number | null> }> {
  const pusher = connectPusher({ port, token: person.token });
  open.push(pusher);
  const closed = closeCodeOf(pusher);
  await subscribed(pusher, userChannelName(person.id)).succeeded;
  return { closed };
}
const closeCodes = (sockets: { closed: Promise<number | null> }[]) =>
  Promise.all(sockets.map((socket) => socket.closed));

const staffPost = (url: string, payload?: object, token = world.tokens.adviser) =>
  call('POST', url, token, payload);

const peopleOf = (response: { json: () => unknown }) =>
  clientDetailResponseSchema.parse(response.json()).data.people;

const auditOf = async (type: string, userIds: number[]) =>
  (
    await database.db
      .select({ data: auditEvents.data, userId: auditEvents.userId })
      .from(auditEvents)
      .where(eq(auditEvents.type, type))
      .orderBy(desc(auditEvents.id))
  ).filter((row) => {
    const data = row.data as { clientUserId?: number; partnerUserId?: number };
    return userIds.includes(data.clientUserId ?? data.partnerUserId ?? -1);
  });

describe('the client page shows each person’s access', () => {
  it('lists the client and the partner with their own status, two-step verification and last sign-in', async () => {
    const h = await household();
    await database.db
      .update(users)
      .set({ mfaEnabled: true, mfaTelephone: '+447700900789' })
      .where(eq(users.id, h.emma.id));
    const response = await call('GET', `/api/adviser/clients/${h.clientId}`, world.tokens.adviser);
    expect(response.statusCode, response.body).toBe(200);
    const [james, emma, ...others] = peopleOf(response);
    expect(others).toEqual([]);
    expect(james).toMatchObject({
      person: 1,
      user_id: h.james.id,
      name: 'James Carter',
      email: h.james.email,
      status: 'active',
      mfa: { enabled: false, methods: [] },
    });
    expect(emma).toMatchObject({
      person: 2,
      user_id: h.emma.id,
      name: 'Emma Carter',
      email: h.emma.email,
      status: 'active',
      mfa: { enabled: true, methods: ['sms'], telephone: '+•••••••••789' },
    });
    expect(emma?.invitation?.accepted_at).not.toBeNull();
    expect(emma?.last_activity_at).not.toBeNull();
  });
});

describe('portal access', () => {
  it('turned off for the household: both people signed out, sockets closed, refused everywhere, cannot sign in', async () => {
    const h = await household();
    expect(await clientRoutes(h.emma, h.clientId)).toEqual([200, 200, 200, 200]);
    const sockets = [await socketOf(h.james), await socketOf(h.emma)];

    const off = await staffPost(`/api/adviser/clients/${h.clientId}/portal-access`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(peopleOf(off).map((person) => person.status)).toEqual(['disabled', 'disabled']);
    expect(await closeCodes(sockets)).toEqual([4009, 4009]);
    expect(await clientRoutes(h.emma, h.clientId)).toEqual(refused);
    expect(await clientRoutes(h.james, h.clientId)).toEqual(refused);
    expect((await login(h.emma)).statusCode).toBe(401);
    expect((await login(h.james)).statusCode).toBe(401);
    const disabled = await auditOf('client.portal_disabled', [h.james.id, h.emma.id]);
    expect(disabled.map((row) => row.data)).toEqual([
      { clientId: h.clientId, partnerUserId: h.emma.id },
      { clientId: h.clientId, clientUserId: h.james.id },
    ]);

    const on = await staffPost(`/api/adviser/clients/${h.clientId}/portal-access`, { enabled: true });
    expect(peopleOf(on).map((person) => person.status)).toEqual(['active', 'active']);
    expect((await login(h.emma)).statusCode).toBe(200);
    // The sessions that ended stay ended.
    expect((await call('GET', '/api/messages', h.emma.token)).statusCode).toBe(401);
    expect(await auditOf('client.portal_enabled', [h.james.id, h.emma.id])).toHaveLength(2);
  });

  it('turned off for the partner alone: only the partner is cut off, and audited by name', async () => {
    const h = await household();
    const url = `/api/adviser/clients/${h.clientId}/people/2/portal-access`;
    const off = await staffPost(url, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(peopleOf(off).map((person) => person.status)).toEqual(['active', 'disabled']);
    expect(await clientRoutes(h.emma, h.clientId)).toEqual(refused);
    expect((await login(h.emma)).statusCode).toBe(401);
    expect(await clientRoutes(h.james, h.clientId)).toEqual([200, 200, 200, 200]);
    expect((await auditOf('client.portal_disabled', [h.james.id, h.emma.id])).map((row) => row.data)).toEqual(
      [{ clientId: h.clientId, partnerUserId: h.emma.id }],
    );
    expect((await staffPost(url, { enabled: true })).statusCode).toBe(200);
    expect((await login(h.emma)).statusCode).toBe(200);
  });

  it('turned off for the client alone leaves the partner in', async () => {
    const h = await household();
    const off = await staffPost(`/api/adviser/clients/${h.clientId}/people/1/portal-access`, {
      enabled: false,
    });
    expect(peopleOf(off).map((person) => person.status)).toEqual(['disabled', 'active']);
    expect(await clientRoutes(h.james, h.clientId)).toEqual(refused);
    expect(await clientRoutes(h.emma, h.clientId)).toEqual([200, 200, 200, 200]);
  });

  it('leaves a withdrawn invitation withdrawn: the household’s skips it, the person’s own is refused', async () => {
    n++;
    const james = await createClientUser(database.db, {
      firmId: world.firm.id,
      adviserId: world.adviser.id,
      ...theCarters,
      email: `james${n}@example.test`,
    });
    const base = `/api/adviser/clients/${james.client.id}`;
    expect((await staffPost(`${base}/partner`, { email: `emma${n}@example.test` })).statusCode).toBe(200);
    expect((await staffPost(`${base}/partner/revoke-invitation`)).statusCode).toBe(200);
    const household = await staffPost(`${base}/portal-access`, { enabled: true });
    expect(peopleOf(household).map((person) => person.status)).toEqual(['not-invited', 'revoked']);
    const own = await staffPost(`${base}/people/2/portal-access`, { enabled: true });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: adviserMessages.invitationWithdrawn });
  });
});

describe('two-step verification reset', () => {
  it('for the household resets each person who has a factor, mails and audits them; per person refuses one without', async () => {
    const h = await household();
    await database.db
      .update(users)
      .set({ mfaEnabled: true, mfaTelephone: '+447700900789' })
      .where(eq(users.id, h.emma.id));
    const base = `/api/adviser/clients/${h.clientId}`;
    const none = await staffPost(`${base}/people/1/reset-mfa`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: adviserMessages.mfaNotEnabled });

    const reset = await staffPost(`${base}/reset-mfa`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(peopleOf(reset).map((person) => person.mfa.enabled)).toEqual([false, false]);
    const [emma] = await database.db.select().from(users).where(eq(users.id, h.emma.id));
    expect(emma).toMatchObject({ mfaEnabled: false, mfaTelephone: null });
    expect((await auditOf('mfa.reset_by_staff', [h.james.id, h.emma.id])).map((row) => row.data)).toEqual([
      { clientId: h.clientId, partnerUserId: h.emma.id, methods: ['sms'] },
    ]);
    const mails = await database.db
      .select({ to: outbox.to, subject: outbox.subject })
      .from(outbox)
      .where(inArray(outbox.to, [h.james.email, h.emma.email]));
    expect(mails.filter((mail) => mail.subject?.startsWith('Two-step verification was reset'))).toEqual([
      { to: h.emma.email, subject: expect.stringContaining('Two-step verification was reset') },
    ]);
    const again = await staffPost(`${base}/people/2/reset-mfa`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: adviserMessages.personMfaNotEnabled });
  });
});

describe('sign-out everywhere', () => {
  it('for the household ends both people’s sessions and closes their sockets; they may sign in again', async () => {
    const h = await household();
    const sockets = [await socketOf(h.james), await socketOf(h.emma)];
    const out = await staffPost(`/api/adviser/clients/${h.clientId}/sign-out`);
    expect(out.statusCode, out.body).toBe(200);
    expect(await closeCodes(sockets)).toEqual([4009, 4009]);
    expect(await clientRoutes(h.james, h.clientId)).toEqual(refused);
    expect(await clientRoutes(h.emma, h.clientId)).toEqual(refused);
    expect((await login(h.emma)).statusCode).toBe(200);
    expect((await auditOf('client.signed_out', [h.james.id, h.emma.id])).map((row) => row.data)).toEqual([
      { clientId: h.clientId, partnerUserId: h.emma.id, sessions: 1 },
      { clientId: h.clientId, clientUserId: h.james.id, sessions: 1 },
    ]);
  });

  it('for one person ends only theirs', async () => {
    const h = await household();
    expect((await staffPost(`/api/adviser/clients/${h.clientId}/people/2/sign-out`)).statusCode).toBe(200);
    expect(await clientRoutes(h.emma, h.clientId)).toEqual(refused);
    expect((await call('GET', '/api/messages', h.james.token)).statusCode).toBe(200);
  });
});

describe('who may', () => {
  it('refuses a client (403), another adviser and another firm (404), a person the household lacks (409) or that is no person (422)', async () => {
    const h = await household();
    const base = `/api/adviser/clients/${h.clientId}`;
    for (const path of ['people/2/portal-access', 'people/2/reset-mfa', 'people/2/sign-out', 'sign-out']) {
      const body = path.endsWith('portal-access') ? { enabled: false } : undefined;
      expect((await call('POST', `${base}/${path}`, h.james.token, body)).statusCode, path).toBe(403);
      expect((await call('POST', `${base}/${path}`, world.tokens.otherAdviser, body)).statusCode, path).toBe(
        404,
      );
      expect((await call('POST', `${base}/${path}`, world.tokens.strangerAdmin, body)).statusCode, path).toBe(
        404,
      );
    }
    expect(await clientRoutes(h.emma, h.clientId)).toEqual([200, 200, 200, 200]);
    const single = await staffPost(`/api/adviser/clients/${world.single.client.id}/people/2/sign-out`);
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual({ message: householdMessages.noPartner });
    expect((await staffPost(`${base}/people/3/sign-out`)).statusCode).toBe(422);
  });
});

describe('erasure', () => {
  it('of the household erases the partner too: anonymised, signed out, cannot sign in, audited by name', async () => {
    const h = await household();
    const socket = await socketOf(h.emma);
    const erased = await call('POST', `/api/adviser/clients/${h.clientId}/erasure`, world.tokens.admin, {
      reason: 'Both asked in writing',
      confirm_name: 'James Carter',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await socket.closed).toBe(4009);
    expect(await clientRoutes(h.emma, h.clientId)).toEqual(refused);
    expect(await clientRoutes(h.james, h.clientId)).toEqual(refused);
    expect((await login(h.emma)).statusCode).toBe(401);
    expect((await login(h.james)).statusCode).toBe(401);
    const [emma] = await database.db.select().from(users).where(eq(users.id, h.emma.id));
    expect(emma).toMatchObject({ name: householdMessages.formerMember, telephone: null });
    expect(emma?.email).not.toContain('emma');
    expect(emma?.disabledAt).not.toBeNull();
    expect((await auditOf('data-rights.partner_erased', [h.emma.id])).map((row) => row.data)).toEqual([
      { clientId: h.clientId, partnerUserId: h.emma.id, reason: 'Both asked in writing' },
    ]);
  });
});
