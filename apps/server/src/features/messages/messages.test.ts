import { messageMaxLength, messagesResponseSchema } from '@atrium/domain/contract/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications } from '../../db/schema.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';

const clock = createFakeClock();
let tokens: Record<'client' | 'otherClient' | 'adviser' | 'otherAdviser' | 'admin' | 'foreignAdmin', string>;
let client: Awaited<ReturnType<typeof createClientUser>>;
let otherClient: Awaited<ReturnType<typeof createClientUser>>;
let foreignClient: Awaited<ReturnType<typeof createClientUser>>;

const call = requester(() => t);

async function countMessages() {
  return (await database.db.select().from(messages)).length;
}

const { database, t } = useTestApp({ clock });
beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db);
  const foreignFirm = await createFirm(db);
  const adviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Sarah Mitchell' });
  const otherAdviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Tom Reed' });
  const admin = await createUser(db, { firmId: firm.id, role: 'admin', name: 'Daniel Hughes' });
  const foreignAdmin = await createUser(db, { firmId: foreignFirm.id, role: 'admin' });
  client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'James Carter' });
  otherClient = await createClientUser(db, { firmId: firm.id, adviserId: otherAdviser.id, name: 'Ann Lee' });
  foreignClient = await createClientUser(db, { firmId: foreignFirm.id, name: 'Far Away' });
  const expiresAt = new Date('2030-01-01T00:00:00Z');
  const token = (userId: number) => createToken(db, { userId, expiresAt });
  tokens = {
    client: await token(client.user.id),
    otherClient: await token(otherClient.user.id),
    adviser: await token(adviser.id),
    otherAdviser: await token(otherAdviser.id),
    admin: await token(admin.id),
    foreignAdmin: await token(foreignAdmin.id),
  };
});

describe('the client side', () => {
  it('starts with an empty conversation, never viewed', async () => {
    const response = await call('GET', '/api/messages', tokens.client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: [], conversation: { last_viewed_at: null } });
  });

  it('sends a message: the new message first, and last_viewed_at moves to it', async () => {
    clock.advance(60_000);
    const response = await call('POST', '/api/messages', tokens.client, {
      message: '  Can we talk about my ISA?  ',
    });
    expect(response.statusCode).toBe(200);
    const body = messagesResponseSchema.parse(response.json());
    expect(body.messages[0]).toMatchObject({
      body: 'Can we talk about my ISA?',
      sender: { id: client.user.id, name: 'James Carter', role: 'client', is_me: true },
      createdAt: clock.now().toISOString(),
    });
    expect(body.conversation.last_viewed_at).toBe(clock.now().toISOString());
  });

  it('lists the conversation oldest first, with each side shown from the reader', async () => {
    clock.advance(60_000);
    await call('POST', `/api/adviser/clients/${client.client.id}/messages`, tokens.adviser, {
      message: 'Of course. Tuesday at 10?',
    });
    const body = messagesResponseSchema.parse((await call('GET', '/api/messages', tokens.client)).json());
    expect(body.messages.map((m) => [m.body, m.sender.is_me, m.sender.role])).toEqual([
      ['Can we talk about my ISA?', true, 'client'],
      ['Of course. Tuesday at 10?', false, 'adviser'],
    ]);
    // The adviser's reply came after the client last looked: unread.
    expect(Date.parse(body.conversation.last_viewed_at ?? '')).toBeLessThan(
      Date.parse(body.messages[1]?.createdAt ?? ''),
    );
  });

  it('marks all read: answers the new last-viewed time, which GET then reports', async () => {
    clock.advance(60_000);
    const marked = await call('POST', '/api/messages/mark-all-as-read', tokens.client);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ last_viewed_at: clock.now().toISOString() });
    const body = (await call('GET', '/api/messages', tokens.client)).json();
    expect(body.conversation.last_viewed_at).toBe(clock.now().toISOString());
  });

  it.each([
    ['an empty message', { message: '' }],
    ['only spaces', { message: '   \n ' }],
    ['an over-long message', { message: 'x'.repeat(messageMaxLength + 1) }],
    ['a missing message', {}],
    ['a message that is not text', { message: 42 }],
  ])('refuses %s with 422 and stores nothing', async (_name, payload) => {
    const before = await countMessages();
    const response = await call('POST', '/api/messages', tokens.client, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { message: [expect.any(String)] },
    });
    expect(await countMessages()).toBe(before);
  });

  it('accepts a message of exactly the maximum length', async () => {
    const response = await call('POST', '/api/messages', tokens.client, {
      message: 'y'.repeat(messageMaxLength),
    });
    expect(response.statusCode).toBe(200);
  });

  it('keeps each client to their own conversation', async () => {
    const body = (await call('GET', '/api/messages', tokens.otherClient)).json();
    expect(body.messages).toEqual([]);
  });

  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/api/messages'],
      ['POST', '/api/messages'],
      ['POST', '/api/messages/mark-all-as-read'],
      ['GET', '/api/adviser/conversations'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? { message: 'hi' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('is for clients only: the firm uses the adviser routes', async () => {
    const response = await call('GET', '/api/messages', tokens.adviser);
    expect(response.statusCode).toBe(403);
  });
});

describe('the adviser side', () => {
  it("lists the adviser's own clients with unread counts", async () => {
    const response = await call('GET', '/api/adviser/conversations', tokens.adviser);
    expect(response.statusCode).toBe(200);
    const { conversations } = response.json();
    expect(conversations.map((c: { client: { name: string } }) => c.client.name)).toEqual(['James Carter']);
    // The client wrote twice after the adviser's reply (the ISA question was before it).
    expect(conversations[0]).toMatchObject({ unread_count: 1, last_message: { sender: { is_me: false } } });
  });

  it('reads a client conversation and marks it read for the reader only', async () => {
    const url = `/api/adviser/clients/${client.client.id}/messages`;
    const unreadOf = async (token: string) => {
      const { conversations } = (await call('GET', '/api/adviser/conversations', token)).json();
      return conversations.find((c: { client: { id: number } }) => c.client.id === client.client.id)
        .unread_count;
    };
    // The admin has never opened it: the client's two messages are unread for them.
    expect(await unreadOf(tokens.admin)).toBe(2);
    const byAdmin = await call('GET', url, tokens.admin);
    expect(byAdmin.json().conversation.last_viewed_at).toBeNull();
    expect(await unreadOf(tokens.admin)).toBe(0);
    // The admin's reading leaves the adviser's count alone.
    expect(await unreadOf(tokens.adviser)).toBe(1);
    const first = await call('GET', url, tokens.adviser);
    expect(first.statusCode).toBe(200);
    expect(first.json().messages).toHaveLength(3);
    expect(first.json().conversation.last_viewed_at).not.toBeNull();
    expect(await unreadOf(tokens.adviser)).toBe(0);
  });

  it('lets an admin reach every client of the firm', async () => {
    const { conversations } = (await call('GET', '/api/adviser/conversations', tokens.admin)).json();
    expect(conversations.map((c: { client: { name: string } }) => c.client.name).sort()).toEqual([
      'Ann Lee',
      'James Carter',
    ]);
  });

  it("answers 404 for another adviser's client, another firm's client and an unknown id (IDOR)", async () => {
    const before = await countMessages();
    for (const [token, clientId] of [
      [tokens.otherAdviser, client.client.id],
      [tokens.adviser, otherClient.client.id],
      [tokens.foreignAdmin, client.client.id],
      [tokens.admin, foreignClient.client.id],
      [tokens.adviser, 999_999],
    ] as const) {
      const url = `/api/adviser/clients/${clientId}/messages`;
      expect((await call('GET', url, token)).statusCode).toBe(404);
      expect((await call('POST', url, token, { message: 'hello' })).statusCode).toBe(404);
    }
    expect(await countMessages()).toBe(before);
  });

  it('keeps clients out of the adviser routes', async () => {
    expect((await call('GET', '/api/adviser/conversations', tokens.client)).statusCode).toBe(403);
    const url = `/api/adviser/clients/${client.client.id}/messages`;
    expect((await call('GET', url, tokens.client)).statusCode).toBe(403);
  });

  it('refuses an empty or over-long reply with 422', async () => {
    const url = `/api/adviser/clients/${client.client.id}/messages`;
    expect((await call('POST', url, tokens.adviser, { message: ' ' })).statusCode).toBe(422);
    expect(
      (await call('POST', url, tokens.adviser, { message: 'z'.repeat(messageMaxLength + 1) })).statusCode,
    ).toBe(422);
  });

  it('notifies the client of a reply when they have no socket open', async () => {
    const url = `/api/adviser/clients/${client.client.id}/messages`;
    const response = await call('POST', url, tokens.adviser, { message: 'Your annual review is booked.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages[0].sender).toMatchObject({ role: 'adviser', is_me: true });
    const stored = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, client.user.id));
    expect(stored.at(-1)).toMatchObject({
      type: 'adviser-message',
      data: {
        title: 'New message from Sarah Mitchell',
        body: 'Your annual review is booked.',
        link: '/messages',
      },
      readAt: null,
    });
  });

  it('gives the client one bell entry per unread spell, online or not, read once they read the conversation', async () => {
    const url = `/api/adviser/clients/${client.client.id}/messages`;
    const adviserMessages = async () =>
      (await database.db.select().from(notifications).where(eq(notifications.userId, client.user.id))).filter(
        (row) => row.type === 'adviser-message',
      );
    const before = (await adviserMessages()).length;
    // The reply above is still unread: two more replies add no second entry (the bell never double-counts).
    expect((await call('POST', url, tokens.adviser, { message: 'One more thing.' })).statusCode).toBe(200);
    expect((await call('POST', url, tokens.adviser, { message: 'And another.' })).statusCode).toBe(200);
    expect((await adviserMessages()).filter((row) => row.readAt === null)).toHaveLength(1);

    // Reading the conversation reads its bell entry; the next reply makes a new one.
    clock.advance(1000);
    expect((await call('POST', '/api/messages/mark-all-as-read', tokens.client)).statusCode).toBe(200);
    expect((await adviserMessages()).filter((row) => row.readAt === null)).toHaveLength(0);
    clock.advance(1000);
    expect(
      (await call('POST', url, tokens.adviser, { message: 'Your review is confirmed.' })).statusCode,
    ).toBe(200);
    const after = await adviserMessages();
    expect(after.filter((row) => row.readAt === null).map((row) => row.data.body)).toEqual([
      'Your review is confirmed.',
    ]);
    expect(after).toHaveLength(before + 1);
  });
});
