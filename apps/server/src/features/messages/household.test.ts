import { documentMessages } from '@atrium/domain/contract/documents';
import { messagesResponseSchema } from '@atrium/domain/contract/messages';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications, outbox } from '../../db/schema.ts';
import { createFakeClock, requester, testConfig, useTempDir, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createToken } from '../../test/factories.ts';
import { carterHousehold } from '../../test/household.ts';
import { filePart, postForm } from '../../test/uploads.ts';

// One household conversation (features/household): both partners read and write the one conversation with the adviser, each
// message saying who sent it; read marks, bell entries and alert mails are each person's own. Documents are the
// household's: both partners see them and are told of one the firm shares.

const appUrl = 'https://portal.example.test';
// Alert mails at once (ALERT_MAIL_DELAY_SECONDS 0), so a test reads them straight after the message.
const dataDir = useTempDir('atrium-household-');
const config = () => testConfig({ APP_URL: appUrl, ALERT_MAIL_DELAY_SECONDS: '0', DATA_DIR: dataDir.path });
const clock = createFakeClock(new Date('2026-05-04T09:00:00Z'));
const { database, t } = useTestApp({ config, clock });
const call = requester(() => t);

let ids: { clientId: number; james: number; emma: number; adviser: number; adviserEmail: string };
let tokens: Record<'james' | 'emma' | 'adviser' | 'stranger', string>;

const unreadBell = async (userId: number) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, notificationTypes.adviserMessage)))
    .then((rows) => rows.filter((row) => row.readAt === null));

const mailsTo = (email: string) => database.db.select().from(outbox).where(eq(outbox.to, email));

beforeAll(async () => {
  const db = database.db;
  const { firm, adviser, james, emma } = await carterHousehold(db);
  const stranger = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'Ann Lee' });
  const expiresAt = new Date('2030-01-01T00:00:00Z');
  const token = (userId: number) => createToken(db, { userId, expiresAt });
  ids = {
    clientId: james.client.id,
    james: james.user.id,
    emma: emma.id,
    adviser: adviser.id,
    adviserEmail: adviser.email,
  };
  tokens = {
    james: await token(james.user.id),
    emma: emma.token,
    adviser: await token(adviser.id),
    stranger: await token(stranger.user.id),
  };
});

describe('one household conversation', () => {
  it('is the same conversation for both partners, each message saying who sent it', async () => {
    clock.advance(60_000);
    expect((await call('POST', '/api/messages', tokens.james, { message: 'From James' })).statusCode).toBe(
      200,
    );
    clock.advance(60_000);
    expect((await call('POST', '/api/messages', tokens.emma, { message: 'From Emma' })).statusCode).toBe(200);

    const asEmma = messagesResponseSchema.parse((await call('GET', '/api/messages', tokens.emma)).json());
    expect(asEmma.messages.map((m) => [m.body, m.sender.name, m.sender.is_me])).toEqual([
      ['From James', 'James Carter', false],
      ['From Emma', 'Emma Carter', true],
    ]);
    const asJames = messagesResponseSchema.parse((await call('GET', '/api/messages', tokens.james)).json());
    expect(asJames.messages.map((m) => m.sender.is_me)).toEqual([true, false]);

    // The adviser sees both in the client's one conversation, each partner named, and counts both as unread.
    const list = (await call('GET', '/api/adviser/conversations', tokens.adviser)).json();
    const entry = list.conversations.find((c: { client: { id: number } }) => c.client.id === ids.clientId);
    expect(entry.unread_count).toBe(2);
    const bell = await database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, ids.adviser), eq(notifications.type, notificationTypes.clientMessage)),
      );
    expect(bell.map((n) => (n.data as { title: string }).title)).toContain('New message from James Carter');

    // Another household sees none of it.
    const stranger = messagesResponseSchema.parse(
      (await call('GET', '/api/messages', tokens.stranger)).json(),
    );
    expect(stranger.messages).toEqual([]);
  });

  it('notifies both partners of the adviser’s reply, and a read by one leaves it unread for the other', async () => {
    await call('POST', '/api/messages/mark-all-as-read', tokens.james);
    await call('POST', '/api/messages/mark-all-as-read', tokens.emma);
    clock.advance(60_000);
    const reply = await call('POST', `/api/adviser/clients/${ids.clientId}/messages`, tokens.adviser, {
      message: 'Thank you both',
    });
    expect(reply.statusCode).toBe(200);
    expect(await unreadBell(ids.james)).toHaveLength(1);
    expect(await unreadBell(ids.emma)).toHaveLength(1);

    const beforeRead = (await call('GET', '/api/messages', tokens.emma)).json().conversation.last_viewed_at;
    clock.advance(60_000);
    const read = await call('POST', '/api/messages/mark-all-as-read', tokens.james);
    expect(read.statusCode).toBe(200);
    expect(await unreadBell(ids.james)).toHaveLength(0);
    expect(await unreadBell(ids.emma)).toHaveLength(1);
    // Emma's mark has not moved with James's.
    expect((await call('GET', '/api/messages', tokens.emma)).json().conversation.last_viewed_at).toBe(
      beforeRead,
    );
    expect((await call('GET', '/api/messages', tokens.james)).json().conversation.last_viewed_at).toBe(
      read.json().last_viewed_at,
    );
  });

  it('mails each partner by their own preferences', async () => {
    await database.db.delete(outbox);
    await database.db
      .insert(notificationPreferences)
      .values({ userId: ids.emma, messages: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { messages: false } });
    await call('POST', '/api/messages/mark-all-as-read', tokens.james);
    await call('POST', '/api/messages/mark-all-as-read', tokens.emma);
    clock.advance(60_000);
    await call('POST', `/api/adviser/clients/${ids.clientId}/messages`, tokens.adviser, {
      message: 'One more thing',
    });
    expect(await mailsTo('james@example.test')).toHaveLength(1);
    expect(await mailsTo('emma@example.test')).toHaveLength(0);

    await database.db
      .update(notificationPreferences)
      .set({ messages: true })
      .where(eq(notificationPreferences.userId, ids.emma));
    clock.advance(60_000);
    await call('POST', `/api/adviser/clients/${ids.clientId}/messages`, tokens.adviser, {
      message: 'And another',
    });
    expect(await mailsTo('emma@example.test')).toHaveLength(1);
  });

  it('names the partner who wrote in the adviser’s unread-message mail', async () => {
    // The adviser reads what came before: only Emma's new message is unread.
    await call('GET', `/api/adviser/clients/${ids.clientId}/messages`, tokens.adviser);
    await database.db.delete(outbox);
    clock.advance(60_000);
    expect((await call('POST', '/api/messages', tokens.emma, { message: 'Emma writes' })).statusCode).toBe(
      200,
    );
    const [mail] = await mailsTo(ids.adviserEmail);
    expect(mail?.subject).toBe('New message from Emma Carter');
    expect(mail?.text).toContain('Emma Carter has sent you a message that is still unread.');
    expect(mail?.text).not.toContain('James');

    // Both partners wrote and the adviser has read neither: the mail names both, the first to write first.
    clock.advance(60_000);
    await call('POST', '/api/messages', tokens.james, { message: 'James too' });
    const subjects = (await mailsTo(ids.adviserEmail)).map((sent) => sent.subject);
    expect(subjects.at(-1)).toBe('New messages from Emma Carter and James Carter');
  });

  it('does not mail a partner about their own household’s messages', async () => {
    await database.db.delete(outbox);
    clock.advance(60_000);
    await call('POST', '/api/messages', tokens.emma, { message: 'Emma again' });
    expect(await mailsTo('james@example.test')).toHaveLength(0);
    expect(await mailsTo('emma@example.test')).toHaveLength(0);
  });
});

describe('the household’s documents', () => {
  const upload = (url: string, token: string, filename: string) =>
    postForm(call, url, token, [filePart(filename)]);

  const names = async (token: string) =>
    ((await call('GET', '/api/documents', token)).json().data as { name: string }[]).map((d) => d.name);

  it('are both partners’: one shared by the firm tells each, one a partner uploads the other sees', async () => {
    const shared = await upload(
      `/api/adviser/clients/${ids.clientId}/documents`,
      tokens.adviser,
      'Report.pdf',
    );
    expect(shared.statusCode, shared.body).toBe(201);
    for (const userId of [ids.james, ids.emma]) {
      const told = await database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.type, notificationTypes.documentShared)),
        );
      expect(told).toHaveLength(1);
    }
    const mine = await upload('/api/documents', tokens.emma, 'Emma P60.pdf');
    expect(mine.statusCode, mine.body).toBe(201);
    expect(await names(tokens.james)).toEqual(expect.arrayContaining(['Report.pdf', 'Emma P60.pdf']));
    expect(await names(tokens.emma)).toEqual(expect.arrayContaining(['Report.pdf', 'Emma P60.pdf']));
    expect(await names(tokens.stranger)).toEqual([]);
    const firmBell = await database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.adviser),
          eq(notifications.type, notificationTypes.documentUploaded),
        ),
      );
    expect(firmBell.map((n) => (n.data as { title: string }).title)).toContain(
      'Emma Carter uploaded a document',
    );
  });

  it('lets each partner delete only what they uploaded, and shows each who uploaded what', async () => {
    const jamess = await upload('/api/documents', tokens.james, 'James passport.pdf');
    expect(jamess.statusCode, jamess.body).toBe(201);
    const id = jamess.json().data.id as number;
    const asEmma = (await call('GET', '/api/documents', tokens.emma)).json().data as {
      id: number;
      uploaded_by: { id: number; name: string };
    }[];
    expect(asEmma.find((d) => d.id === id)?.uploaded_by).toEqual({ id: ids.james, name: 'James Carter' });

    const refused = await call('DELETE', `/api/documents/${id}`, tokens.emma);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: documentMessages.partnersUpload });
    expect(await names(tokens.james)).toContain('James passport.pdf');
    const download = await call('GET', `/api/documents/${id}/download`, tokens.james);
    expect(download.statusCode).toBe(200);

    expect((await call('DELETE', `/api/documents/${id}`, tokens.james)).statusCode).toBe(204);
    expect(await names(tokens.emma)).not.toContain('James passport.pdf');
  });
});
