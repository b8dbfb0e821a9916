import { desc, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Db } from '../db/connect.ts';
import {
  apiTokens,
  conversationReads,
  conversations,
  factFinds,
  invitations,
  messages,
  users,
} from '../db/schema.ts';
import { createFakeClock, requester, type TestApp, useTestApp } from './build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser, theCarters } from './factories.ts';

// The people of the adviser-clients tests, on Monday 2 March 2026 at 09:00 in London: Sarah's clients (James
// with a fact-find awaiting review and two unread messages, Olivia with a draft, Priya with SMS two-step
// verification, 27 more to page through, Noah invited, one invitation lapsed), Tom's client Ann, and another
// firm's client and admin.

export const worldStart = new Date('2026-03-02T09:00:00Z');
const later = new Date('2100-01-01T00:00:00Z');

async function adviserClientsWorld(database: { db: Db }, t: TestApp) {
  const tokens = {} as Record<
    'james' | 'olivia' | 'priya' | 'adviser' | 'otherAdviser' | 'admin' | 'strangerAdmin',
    string
  >;
  async function tokenAt(userId: number, createdAt: Date) {
    const token = await createToken(database.db, { userId, expiresAt: later });
    await database.db.update(apiTokens).set({ createdAt }).where(eq(apiTokens.userId, userId));
    return token;
  }
  const db = database.db;
  const firm = await createFirm(db, { name: 'Example Financial Planning' });
  const firmId = firm.id;
  const adviser = await createUser(db, { firmId, role: 'adviser', name: 'Sarah Mitchell' });
  const otherAdviser = await createUser(db, { firmId, role: 'adviser', name: 'Tom Reed' });
  const admin = await createUser(db, { firmId, role: 'admin', name: 'Daniel Hughes' });
  const adviserId = adviser.id;
  const adminId = admin.id;
  const james = await createClientUser(db, {
    firmId,
    adviserId,
    ...theCarters,
    email: 'james@example.test',
  });
  await db.update(users).set({ telephone: '+44 7700 900456' }).where(eq(users.id, james.user.id));
  const olivia = await createClientUser(db, {
    firmId,
    adviserId,
    name: 'Olivia Bennett',
    email: 'olivia@example.test',
  });
  const priya = await createClientUser(db, {
    firmId,
    adviserId,
    name: 'Priya Shah',
    email: 'priya@example.test',
    mfaEnabled: true,
    mfaTelephone: '+44 7700 900123',
  });
  for (let i = 1; i <= 27; i++) {
    const n = String(i).padStart(2, '0');
    await createClientUser(db, { firmId, adviserId, name: `Zed Client ${n}`, email: `zed${n}@example.test` });
  }
  const ann = await createClientUser(db, {
    firmId,
    adviserId: otherAdviser.id,
    name: 'Ann Lee',
    email: 'ann@example.test',
  });
  const otherFirm = await createFirm(db);
  const stranger = await createClientUser(db, { firmId: otherFirm.id, name: 'Sam Stranger' });
  const strangerAdmin = await createUser(db, { firmId: otherFirm.id, role: 'admin' });

  tokens.adviser = await createToken(db, { userId: adviserId, expiresAt: later });
  tokens.otherAdviser = await createToken(db, { userId: otherAdviser.id, expiresAt: later });
  tokens.admin = await createToken(db, { userId: adminId, expiresAt: later });
  tokens.strangerAdmin = await createToken(db, { userId: strangerAdmin.id, expiresAt: later });
  // James signed in a quarter of an hour ago (his first request below moves his activity to 09:00), Priya 20
  // minutes ago, Olivia yesterday evening (that session has long gone idle).
  tokens.james = await tokenAt(james.user.id, new Date('2026-03-02T08:45:00Z'));
  tokens.olivia = await tokenAt(olivia.user.id, new Date('2026-03-01T18:00:00Z'));
  tokens.priya = await tokenAt(priya.user.id, new Date('2026-03-02T08:40:00Z'));

  // James's fact-find awaits review (submitted yesterday); Olivia's is a draft; Ann's awaits review too.
  await db.insert(factFinds).values([
    {
      firmId,
      clientId: james.client.id,
      status: 'awaiting-review',
      data: { joint: true, current_address: { identifierline: '1 High Street, Bath', postcode: 'BA1 1AA' } },
      submittedAt: new Date('2026-03-01T10:00:00Z'),
    },
    { firmId, clientId: olivia.client.id, status: 'draft', data: { joint: false } },
    {
      firmId,
      clientId: ann.client.id,
      status: 'awaiting-review',
      submittedAt: new Date('2026-02-20T10:00:00Z'),
    },
  ]);
  // James wrote twice after the adviser last looked.
  const [conversation] = await db
    .insert(conversations)
    .values({
      firmId,
      clientId: james.client.id,
      lastMessageAt: new Date('2026-03-02T08:45:00Z'),
    })
    .returning();
  if (!conversation) throw new Error('no conversation');
  await db.insert(conversationReads).values({
    conversationId: conversation.id,
    userId: adviserId,
    lastViewedAt: new Date('2026-03-01T12:00:00Z'),
  });
  await db.insert(messages).values([
    {
      conversationId: conversation.id,
      senderUserId: james.user.id,
      body: 'Old',
      createdAt: new Date('2026-03-01T11:00:00Z'),
    },
    {
      conversationId: conversation.id,
      senderUserId: james.user.id,
      body: 'One',
      createdAt: new Date('2026-03-02T08:40:00Z'),
    },
    {
      conversationId: conversation.id,
      senderUserId: james.user.id,
      body: 'Two',
      createdAt: new Date('2026-03-02T08:45:00Z'),
    },
  ]);

  const call = requester(t);

  // Two clients invited through the account feature's own route: Noah's open, the other one lapsed.
  const invite = async (name: string, email: string) => {
    const response = await call('POST', '/api/adviser/invitations', tokens.adviser, { name, email });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().client.id as number;
  };
  const noahId = await invite('Noah Invited', 'noah@example.test');
  const expiredId = await invite('Lapsed Invite', 'lapsed@example.test');
  const lapsed = await db.select().from(invitations).orderBy(desc(invitations.id)).limit(1);
  await db
    .update(invitations)
    .set({ expiresAt: new Date('2026-03-01T00:00:00Z') })
    .where(eq(invitations.id, lapsed[0]?.id ?? 0));
  return { t, call, tokens, james, olivia, priya, ann, stranger, noahId, expiredId, adviserId, adminId };
}

export type AdviserClientsWorld = Awaited<ReturnType<typeof adviserClientsWorld>>;

// The database, app (on a fake clock at worldStart) and people of one adviser-clients test file, opened before its
// tests and closed after them. `w` is filled in beforeAll; the file's own beforeAll (registered after) sees it.
export function useAdviserClientsWorld() {
  const clock = createFakeClock(worldStart);
  const { database, t } = useTestApp({ clock });
  const w = {} as AdviserClientsWorld;
  beforeAll(async () => {
    Object.assign(w, await adviserClientsWorld(database, t));
  });
  return { clock, database, w, call: requester(() => t) };
}
