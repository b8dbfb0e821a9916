import { notificationsResponseSchema } from '@atrium/domain/contract/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';

const clock = createFakeClock();
let client: Awaited<ReturnType<typeof createClientUser>>;
let otherClient: Awaited<ReturnType<typeof createClientUser>>;
let tokens: Record<'client' | 'otherClient' | 'adviser' | 'otherAdviser', string>;

const call = requester(() => t);

async function notify(title: string, extra: Record<string, unknown> = {}) {
  clock.advance(1000);
  const response = await call(
    'POST',
    `/api/adviser/clients/${client.client.id}/notifications`,
    tokens.adviser,
    {
      title,
      body: `${title}: details`,
      ...extra,
    },
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string };
}

const unread = async (token = tokens.client) =>
  notificationsResponseSchema.parse((await call('GET', '/api/notifications', token)).json()).data;

const { database, t } = useTestApp({ clock });
beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db);
  const adviser = await createUser(db, { firmId: firm.id, role: 'adviser' });
  const otherAdviser = await createUser(db, { firmId: firm.id, role: 'adviser' });
  client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id });
  otherClient = await createClientUser(db, { firmId: firm.id, adviserId: otherAdviser.id });
  const expiresAt = new Date('2030-01-01T00:00:00Z');
  tokens = {
    client: await createToken(db, { userId: client.user.id, expiresAt }),
    otherClient: await createToken(db, { userId: otherClient.user.id, expiresAt }),
    adviser: await createToken(db, { userId: adviser.id, expiresAt }),
    otherAdviser: await createToken(db, { userId: otherAdviser.id, expiresAt }),
  };
});

describe('notifications', () => {
  it('lists unread notifications newest first, shaped like Laravel database notifications', async () => {
    await notify('First');
    const second = await notify('Second', { link: '/documents' });
    const list = await unread();
    expect(list.map((n) => n.data.title)).toEqual(['Second', 'First']);
    expect(list[0]).toEqual({
      id: second.id,
      type: 'adviser-notice',
      data: { title: 'Second', body: 'Second: details', link: '/documents' },
      read_at: null,
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    });
    expect(list[1]?.data.link).toBeNull();
  });

  it.each(['GET', 'POST'] as const)(
    'marks one read with %s, which removes it from the list',
    async (method) => {
      const created = await notify(`Read by ${method}`);
      clock.advance(1000);
      const response = await call(method, `/api/notifications/${created.id}/mark-as-read`, tokens.client);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: created.id, read_at: clock.now().toISOString() });
      expect((await unread()).map((n) => n.id)).not.toContain(created.id);
    },
  );

  it("answers 404 for another user's notification and leaves it unread (IDOR)", async () => {
    const created = await notify('Private');
    const response = await call('GET', `/api/notifications/${created.id}/mark-as-read`, tokens.otherClient);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
    expect((await unread()).map((n) => n.id)).toContain(created.id);
    expect(await unread(tokens.otherClient)).toEqual([]);
  });

  it('answers 404 for an unknown id, 422 for a malformed one', async () => {
    const unknown = await call(
      'GET',
      '/api/notifications/7c9e6679-7425-40de-944b-e07fc1f90ae7/mark-as-read',
      tokens.client,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await call('GET', '/api/notifications/42/mark-as-read', tokens.client);
    expect(malformed.statusCode).toBe(422);
  });

  it.each(['GET', 'POST'] as const)('marks all read with %s, emptying the list', async (method) => {
    await notify('One more');
    const response = await call(method, '/api/notifications/mark-all-as-read', tokens.client);
    expect(response.statusCode).toBe(200);
    expect(response.json().marked).toBeGreaterThan(0);
    expect(await unread()).toEqual([]);
  });

  it('keeps what was read under "Earlier": the newest read ones of the last 30 days, the caller’s own', async () => {
    const earlier = async (token = tokens.client) =>
      notificationsResponseSchema.parse((await call('GET', '/api/notifications/earlier', token)).json()).data;
    // Everything above has been read by now, newest first.
    const list = await earlier();
    const titles = list.map((n) => n.data.title);
    expect(titles[0]).toBe('One more');
    expect(titles).toEqual(expect.arrayContaining(['Read by POST', 'Read by GET', 'First', 'Second']));
    const times = list.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.every((n) => n.read_at !== null)).toBe(true);
    expect(await earlier(tokens.otherClient)).toEqual([]);
    const fresh = await notify('Still unread');
    expect((await earlier()).map((n) => n.id)).not.toContain(fresh.id);
    const longAgo = new Date(clock.now().getTime() - 31 * 24 * 60 * 60 * 1000);
    await database.db.insert(notifications).values({
      userId: client.user.id,
      type: 'adviser-notice',
      data: { title: 'Long ago', body: 'Old news', link: null },
      readAt: longAgo,
      createdAt: longAgo,
      updatedAt: longAgo,
    });
    expect((await earlier()).map((n) => n.data.title)).not.toContain('Long ago');
    expect((await call('GET', '/api/notifications/earlier')).statusCode).toBe(401);
    await call('GET', `/api/notifications/${fresh.id}/mark-as-read`, tokens.client);
  });

  it('needs a login', async () => {
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/mark-all-as-read')).statusCode).toBe(401);
  });
});

describe('POST api/adviser/clients/{clientId}/notifications', () => {
  const url = () => `/api/adviser/clients/${client.client.id}/notifications`;

  it.each([
    ['a missing title', { body: 'b' }, 'title'],
    ['an empty body', { title: 't', body: '  ' }, 'body'],
    ['an over-long title', { title: 'x'.repeat(121), body: 'b' }, 'title'],
    ['a link off the portal', { title: 't', body: 'b', link: 'https://evil.example/' }, 'link'],
    ['a protocol-relative link', { title: 't', body: 'b', link: '//evil.example/' }, 'link'],
  ])('refuses %s with 422 and stores nothing', async (_name, payload, field) => {
    const before = (await database.db.select().from(notifications)).length;
    const response = await call('POST', url(), tokens.adviser, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect((await database.db.select().from(notifications)).length).toBe(before);
  });

  it("answers 404 for another adviser's client and 403 for a client", async () => {
    const payload = { title: 't', body: 'b' };
    expect((await call('POST', url(), tokens.otherAdviser, payload)).statusCode).toBe(404);
    expect((await call('POST', url(), tokens.client, payload)).statusCode).toBe(403);
    expect(await unread()).toEqual([]);
  });
});
