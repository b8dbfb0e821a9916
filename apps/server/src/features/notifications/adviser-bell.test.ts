import {
  type FactFindUpdatedPayload,
  type NotificationPushedPayload,
  realtimeEvents,
  userChannelName,
} from '@atrium/domain/contract/realtime';
import type Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { factFinds } from '../../db/schema.ts';
import { expectStaffOnly } from '../../test/access.ts';
import { requester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createUser, lastingTokens } from '../../test/factories.ts';
import { connectPusher, listen, nextEvent, subscribed } from '../realtime/test-clients.ts';

// The firm's side of notifications: sending one to a client, and the adviser's own bell, live on their
// private channel.

let port: number;
let client: Awaited<ReturnType<typeof createClientUser>>;
let orphan: Awaited<ReturnType<typeof createClientUser>>;
const tokens = {} as Record<'client' | 'orphan' | 'adviser' | 'otherAdviser' | 'admin', string>;
const open: Pusher[] = [];

const call = requester(() => t);

const unread = async (token: string) =>
  (await call('GET', '/api/notifications', token)).json().data as {
    type: string;
    data: { title: string; body: string; link: string | null };
  }[];

async function listenAs(token: string, userId: number) {
  const pusher = connectPusher({ port, token });
  open.push(pusher);
  const { channel, succeeded } = subscribed(pusher, userChannelName(userId));
  await succeeded;
  return channel;
}

const { database, t } = useTestApp();
beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db);
  const adviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Sarah Mitchell' });
  const otherAdviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Tom Reed' });
  const admin = await createUser(db, { firmId: firm.id, role: 'admin', name: 'Daniel Hughes' });
  client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'James Carter' });
  orphan = await createClientUser(db, { firmId: firm.id, adviserId: null, name: 'Orla Nobody' });
  Object.assign(
    tokens,
    await lastingTokens(db, {
      client: client.user.id,
      orphan: orphan.user.id,
      adviser: adviser.id,
      otherAdviser: otherAdviser.id,
      admin: admin.id,
    }),
  );
  port = await listen(t.app);
});

afterEach(() => {
  for (const pusher of open.splice(0)) pusher.disconnect();
});

describe('POST api/adviser/clients/{clientId}/notifications, by role', () => {
  const url = () => `/api/adviser/clients/${client.client.id}/notifications`;
  const payload = { title: 'Your review is booked', body: 'Tuesday at 10.', link: '/calendar' };

  it('answers 401 without a login, 403 to a client, 404 to another adviser', async () => {
    await expectStaffOnly(call, 'POST', url(), tokens.client, payload);
    expect((await call('POST', url(), tokens.otherAdviser, payload)).statusCode).toBe(404);
    expect(await unread(tokens.client)).toEqual([]);
  });

  it('lets the adviser and an admin send one, which the client receives live', async () => {
    const channel = await listenAs(tokens.client, client.user.id);
    const pushed = nextEvent<NotificationPushedPayload>(channel, realtimeEvents.notificationCreated);
    const sent = await call('POST', url(), tokens.adviser, payload);
    expect(sent.statusCode).toBe(201);
    expect(await pushed).toMatchObject({ type: 'adviser-notice', ...payload });
    expect(
      (await call('POST', url(), tokens.admin, { title: 'From the firm', body: 'Hello' })).statusCode,
    ).toBe(201);
    expect((await unread(tokens.client)).map((n) => n.data.title)).toEqual(['From the firm', payload.title]);
  });

  it('refuses a link that leaves the portal by a backslash', async () => {
    const response = await call('POST', url(), tokens.adviser, { ...payload, link: '/\\evil.example' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('link');
  });
});

describe("the adviser's bell", () => {
  it('rings live on the adviser’s own channel when their client writes, once per unread conversation', async () => {
    const channel = await listenAs(tokens.adviser, (await adviserId()) ?? 0);
    const pushed = nextEvent<NotificationPushedPayload>(channel, realtimeEvents.notificationCreated);
    expect(
      (await call('POST', '/api/messages', tokens.client, { message: 'Can we talk about my ISA?' }))
        .statusCode,
    ).toBe(200);
    expect(await pushed).toMatchObject({
      type: 'client-message',
      title: 'New message from James Carter',
      body: 'Can we talk about my ISA?',
      link: `/adviser/clients/${client.client.id}/messages`,
    });
    await call('POST', '/api/messages', tokens.client, { message: 'And my pension?' });
    expect((await unread(tokens.adviser)).filter((n) => n.type === 'client-message')).toHaveLength(1);
    // Once read, the next message rings again.
    await call('POST', '/api/notifications/mark-all-as-read', tokens.adviser);
    await call('POST', '/api/messages', tokens.client, { message: 'Thanks!' });
    expect((await unread(tokens.adviser)).map((n) => n.data.body)).toEqual(['Thanks!']);
    // Nobody else hears of it.
    expect(await unread(tokens.otherAdviser)).toEqual([]);
    expect(await unread(tokens.admin)).toEqual([]);
  });

  it('rings for the admins when the client has no adviser', async () => {
    await call('POST', '/api/messages', tokens.orphan, { message: 'Is anyone there?' });
    expect((await unread(tokens.admin)).map((n) => [n.type, n.data.title])).toEqual([
      ['client-message', 'New message from Orla Nobody'],
    ]);
  });

  it('pushes the client a returned fact-find live: the notification and the fact-find event', async () => {
    await database.db.insert(factFinds).values({
      firmId: client.client.firmId,
      clientId: client.client.id,
      status: 'awaiting-review',
      data: {},
    });
    const channel = await listenAs(tokens.client, client.user.id);
    const updated = nextEvent<FactFindUpdatedPayload>(channel, realtimeEvents.factFindUpdated);
    const notified = nextEvent<NotificationPushedPayload>(channel, realtimeEvents.notificationCreated);
    const response = await call(
      'POST',
      `/api/adviser/clients/${client.client.id}/fact-find/return`,
      tokens.adviser,
      {
        note: 'Please add your pension.',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(await updated).toMatchObject({ client_id: client.client.id, status: 'draft' });
    expect(await notified).toMatchObject({ type: 'fact-find-returned', body: 'Please add your pension.' });
  });
});

async function adviserId() {
  const me = await call('GET', '/api/user', tokens.adviser);
  return me.json().id as number | undefined;
}
