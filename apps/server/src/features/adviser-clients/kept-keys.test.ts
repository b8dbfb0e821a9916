import { clientSortSchema } from '@atrium/domain/contract/adviser';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, clients, factFinds, householdMembers, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { setStatus, startFactFind, useFactFindWorld } from '../../test/factfind.ts';
import { createClientUser, createToken, createUser } from '../../test/factories.ts';
import { seatPartner } from '../../test/household.ts';
import { createAdviserDashboardRepo } from './dashboard-repo.ts';
import { createAdviserClientsRepo } from './repo.ts';
import { containsPattern } from './repo-expressions.ts';

// The client list's kept sort keys (migrations 0044, 0045: clients.last_activity_at, fact_find_status,
// client_messages, conversation_reads.unread) against what they stand for, computed from the rows each time as the
// list did before they were kept (the oracle below), after each kind of writer and after concurrent ones. With
// TEST_DATABASE_URL the concurrent writers run on PostgreSQL's separate connections.

const { database, world, call } = useFactFindWorld();

type Row = { client_id: number; viewer_id: number; kept: unknown; derived: unknown };

// One row per (client, member of staff of its firm) and figure where the kept value differs from the derived one.
async function mismatches(): Promise<Row[]> {
  return rowsOf<Row>(
    database.db,
    sql`
    WITH figures AS (
      SELECT c.id AS client_id, s.id AS viewer_id,
        to_jsonb(c.last_activity_at) AS kept_activity,
        to_jsonb((SELECT max(coalesce(t.last_used_at, t.created_at)) FROM api_tokens t WHERE t.user_id = c.user_id))
          AS derived_activity,
        to_jsonb(c.fact_find_status) AS kept_status,
        to_jsonb(coalesce((SELECT f.status::text FROM fact_finds f WHERE f.client_id = c.id ORDER BY f.id DESC LIMIT 1),
          'not-started')) AS derived_status,
        to_jsonb(coalesce((SELECT r.unread FROM conversation_reads r JOIN conversations cv ON cv.id = r.conversation_id
          WHERE cv.client_id = c.id AND r.user_id = s.id), c.client_messages)) AS kept_unread,
        to_jsonb((SELECT count(*)::int FROM messages m JOIN conversations cv ON cv.id = m.conversation_id
          LEFT JOIN conversation_reads r ON r.conversation_id = cv.id AND r.user_id = s.id
          WHERE cv.client_id = c.id
            AND m.sender_user_id IN (SELECT hm.user_id FROM household_members hm WHERE hm.client_id = c.id)
            AND (r.last_viewed_at IS NULL OR m.created_at > r.last_viewed_at))) AS derived_unread
      FROM clients c JOIN users s ON s.firm_id = c.firm_id AND s.role <> 'client'
    )
    SELECT client_id, viewer_id, kept_activity AS kept, derived_activity AS derived FROM figures
     WHERE kept_activity IS DISTINCT FROM derived_activity
    UNION ALL
    SELECT client_id, viewer_id, kept_status, derived_status FROM figures WHERE kept_status IS DISTINCT FROM derived_status
    UNION ALL
    SELECT client_id, viewer_id, kept_unread, derived_unread FROM figures WHERE kept_unread IS DISTINCT FROM derived_unread`,
  );
}

async function unreadOf(clientId: number, viewerId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    database.db,
    sql`SELECT coalesce((SELECT r.unread FROM conversation_reads r JOIN conversations cv ON cv.id = r.conversation_id
      WHERE cv.client_id = c.id AND r.user_id = ${viewerId}), c.client_messages) AS n FROM clients c WHERE c.id = ${clientId}`,
  );
  return row?.n ?? -1;
}

const clientSends = (token: string, body = 'A question about my pension') =>
  call('POST', '/api/messages', token, { message: body });
const adviserSends = (clientId: number, token: string) =>
  call('POST', `/api/adviser/clients/${clientId}/messages`, token, { message: 'Thank you, I will look.' });
const staffReads = (clientId: number, token: string) =>
  call('GET', `/api/adviser/clients/${clientId}/messages`, token);

describe('the kept unread counts', () => {
  it('follow messages sent by either side, each reader’s reads, and the household’s members', async () => {
    const { joint, single, adviser, admin, tokens } = world;
    expect(await mismatches()).toEqual([]);
    for (const sent of [await clientSends(tokens.joint), await clientSends(tokens.joint)]) {
      expect(sent.statusCode, sent.body).toBe(200);
    }
    expect(await unreadOf(joint.client.id, adviser.id)).toBe(2);
    expect(await unreadOf(joint.client.id, admin.id)).toBe(2);
    expect(await mismatches()).toEqual([]);

    // The adviser reads: theirs goes to 0, the admin's stays; the adviser's reply is no one's unread.
    expect((await staffReads(joint.client.id, tokens.adviser)).statusCode).toBe(200);
    expect((await adviserSends(joint.client.id, tokens.adviser)).statusCode).toBe(200);
    expect(await unreadOf(joint.client.id, adviser.id)).toBe(0);
    expect(await unreadOf(joint.client.id, admin.id)).toBe(2);
    expect(await mismatches()).toEqual([]);

    // The client writes again: one unread for the adviser (after their read), three for the admin.
    await clientSends(tokens.joint);
    expect(await unreadOf(joint.client.id, adviser.id)).toBe(1);
    expect(await unreadOf(joint.client.id, admin.id)).toBe(3);

    // A partner joins and writes; then leaves the household: their messages stop counting as the household's.
    const partner = await seatPartner(database.db, { firmId: world.firm.id, clientId: joint.client.id });
    expect((await clientSends(partner.token)).statusCode).toBe(200);
    expect(await unreadOf(joint.client.id, adviser.id)).toBe(2);
    expect(await mismatches()).toEqual([]);
    await database.db
      .delete(householdMembers)
      .where(and(eq(householdMembers.clientId, joint.client.id), eq(householdMembers.userId, partner.id)));
    expect(await unreadOf(joint.client.id, adviser.id)).toBe(1);
    expect(await mismatches()).toEqual([]);

    // The client marking their own side read changes no member of staff's count.
    expect((await call('POST', '/api/messages/mark-all-as-read', tokens.single)).statusCode).toBe(200);
    await clientSends(tokens.single);
    expect(await unreadOf(single.client.id, admin.id)).toBe(1);
    expect(await mismatches()).toEqual([]);
  });

  it('stay right under concurrent messages and reads of one conversation', async () => {
    const { single, adviser, admin, tokens } = world;
    const writers = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? staffReads(single.client.id, i % 2 === 0 ? tokens.adviser : tokens.admin)
        : clientSends(tokens.single, `Message ${i}`),
    );
    for (const answer of await Promise.all(writers)) expect(answer.statusCode, answer.body).toBe(200);
    expect(await mismatches()).toEqual([]);
    await Promise.all([
      staffReads(single.client.id, tokens.adviser),
      staffReads(single.client.id, tokens.admin),
    ]);
    expect(await unreadOf(single.client.id, adviser.id)).toBe(0);
    expect(await unreadOf(single.client.id, admin.id)).toBe(0);
  });
});

describe('the kept fact-find status and last activity', () => {
  it('follow the latest fact-find through start, submission, review and a new one', async () => {
    const { single, tokens } = world;
    await startFactFind(call, single.client.id, tokens.single);
    const [latest] = await database.db
      .select({ id: factFinds.id })
      .from(factFinds)
      .where(eq(factFinds.clientId, single.client.id))
      .orderBy(desc(factFinds.id))
      .limit(1);
    const id = latest?.id ?? 0;
    expect(await mismatches()).toEqual([]);
    await setStatus(database.db, id, 'awaiting-review');
    expect(await mismatches()).toEqual([]);
    await setStatus(database.db, id, 'reviewed');
    const [next] = await database.db
      .insert(factFinds)
      .values({ firmId: world.firm.id, clientId: single.client.id, data: {} })
      .returning({ id: factFinds.id });
    expect(await mismatches()).toEqual([]);
    await database.db.delete(factFinds).where(eq(factFinds.id, next?.id ?? 0));
    const [row] = await rowsOf<{ status: string }>(
      database.db,
      sql`SELECT fact_find_status AS status FROM clients WHERE id = ${single.client.id}`,
    );
    expect(row?.status).toBe('reviewed');
    expect(await mismatches()).toEqual([]);
  });

  it('follow sign-ins, requests, a clock moved back and a session deleted', async () => {
    const { joint } = world;
    const userId = joint.user.id;
    await createToken(database.db, { userId, expiresAt: new Date('2100-01-01T00:00:00Z') });
    expect(await mismatches()).toEqual([]);
    await database.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date('2099-01-01T00:00:00Z') })
      .where(eq(apiTokens.userId, userId));
    expect(await mismatches()).toEqual([]);
    await database.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date('2001-01-01T00:00:00Z') })
      .where(eq(apiTokens.userId, userId));
    expect(await mismatches()).toEqual([]);
    await database.db.delete(apiTokens).where(eq(apiTokens.userId, userId));
    const [row] = await rowsOf<{ at: string | null }>(
      database.db,
      sql`SELECT last_activity_at AS at FROM clients WHERE id = ${joint.client.id}`,
    );
    expect(row?.at).toBeNull();
    expect(await mismatches()).toEqual([]);
  });

  it('stay right under concurrent requests of one client and fact-find changes', async () => {
    const { joint, tokens } = world;
    const userId = joint.user.id;
    const token = await createToken(database.db, { userId, expiresAt: new Date('2100-01-01T00:00:00Z') });
    const times = Array.from({ length: 8 }, (_, i) => new Date(Date.UTC(2030, 0, 1, 0, 0, i)));
    await Promise.all([
      ...times.map((at) =>
        database.db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.userId, userId)),
      ),
      call('GET', '/api/user', token),
      startFactFind(call, joint.client.id, tokens.joint),
    ]);
    expect(await mismatches()).toEqual([]);
  });
});

describe('the client row’s email, which the search matches', () => {
  // Every client row whose kept email (migration 0054) differs from its person 1's.
  const emailMismatches = () =>
    rowsOf<{ id: number }>(
      database.db,
      sql`SELECT c.id FROM clients c JOIN users u ON u.id = c.user_id WHERE c.user_email IS DISTINCT FROM u.email`,
    );

  it('follows a new client, a change of the user’s email and of person 1, and is what the search finds', async () => {
    const db = database.db;
    const { firm, admin } = world;
    const { user, client } = await createClientUser(db, { firmId: firm.id, name: 'Wren Kept' });
    expect(await emailMismatches()).toEqual([]);
    await db.update(users).set({ email: 'wren.renamed@example.test' }).where(eq(users.id, user.id));
    expect(await emailMismatches()).toEqual([]);
    // Another user becomes the household's person 1, then the first again (an email written with it is not kept).
    const spare = await createUser(db, {
      firmId: firm.id,
      role: 'client',
      name: 'Spare Kept',
      email: 'spare.kept@example.test',
    });
    await db.update(clients).set({ userId: spare.id }).where(eq(clients.id, client.id));
    expect(await emailMismatches()).toEqual([]);
    const [moved] = await rowsOf<{ email: string }>(
      db,
      sql`SELECT user_email AS email FROM clients WHERE id = ${client.id}`,
    );
    expect(moved?.email).toBe('spare.kept@example.test');
    await db
      .update(clients)
      .set({ userId: user.id, userEmail: 'written@example.test' })
      .where(eq(clients.id, client.id));
    expect(await emailMismatches()).toEqual([]);
    const repo = createAdviserClientsRepo(db);
    const scope = { firmId: firm.id, adviserId: null, viewerId: admin.id };
    const found = async (search: string) =>
      (
        await repo.listClients(scope, { search, status: undefined, sort: 'name', limit: 10, offset: 0 }, 100)
      ).rows.map((row) => row.id);
    expect(await found('wren.renamed')).toEqual([client.id]);
    expect(await found('written@')).toEqual([]);
  });
});

describe('the list sorted by unread, page by page', () => {
  it('merges the clients the viewer opened with those they never did, in order, on every page', async () => {
    const { firm, adviser, admin, tokens } = world;
    const db = database.db;
    const made = [];
    for (const [i, name] of ['Ann Ash', 'Ben Birch', 'Cy Cedar', 'Di Elm', 'Ed Fir', 'Flo Oak'].entries()) {
      const client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name });
      const token = await createToken(db, {
        userId: client.user.id,
        expiresAt: new Date('2100-01-01T00:00:00Z'),
      });
      for (let k = 0; k < i % 4; k++) expect((await clientSends(token)).statusCode).toBe(200);
      made.push(client);
    }
    // The admin opens two of them (their count drops to 0), and one gets a message after.
    for (const client of [made[3], made[5]]) await staffReads(client?.client.id ?? 0, tokens.admin);
    const later = await createToken(db, {
      userId: made[5]?.user.id ?? 0,
      expiresAt: new Date('2100-01-01T00:00:00Z'),
    });
    await clientSends(later);

    const repo = createAdviserClientsRepo(db);
    const scope = { firmId: firm.id, adviserId: null, viewerId: admin.id };
    for (const sort of ['-unread', 'unread']) {
      const all = await repo.listClients(
        scope,
        { search: undefined, status: undefined, sort, limit: 100, offset: 0 },
        100,
      );
      const keys = all.rows.map((row) => [row.unread, row.name.toLowerCase(), row.id] as const);
      const sign = sort === '-unread' ? -1 : 1;
      expect(keys).toEqual(
        [...keys].sort((a, b) => sign * (a[0] - b[0]) || a[1].localeCompare(b[1]) || a[2] - b[2]),
      );
      const paged = [];
      for (let offset = 0; offset < all.rows.length; offset += 2) {
        const page = await repo.listClients(
          scope,
          { search: undefined, status: undefined, sort, limit: 2, offset },
          100,
        );
        paged.push(...page.rows.map((row) => row.id));
      }
      expect(paged).toEqual(all.rows.map((row) => row.id));
    }
    const flo = made[5]?.client.id;
    expect(
      (
        await repo.listClients(
          scope,
          { search: 'flo', status: undefined, sort: '-unread', limit: 5, offset: 0 },
          100,
        )
      ).rows,
    ).toMatchObject([{ id: flo, unread: 1 }]);
  });

  it('gives the dashboard the conversations each reader has unread, and their number, opened or not', async () => {
    for (const [viewer, token] of [
      [world.admin.id, world.tokens.admin],
      [world.adviser.id, world.tokens.adviser],
    ] as const) {
      const answer = await call('GET', '/api/adviser/dashboard', token);
      expect(answer.statusCode, answer.body).toBe(200);
      const unread = answer.json().unread_conversations as {
        total: number;
        items: { client: { id: number }; unread_count: number }[];
      };
      const expected = await rowsOf<{ id: number; n: number }>(
        database.db,
        sql`SELECT c.id, (SELECT count(*)::int FROM messages m JOIN conversations cv ON cv.id = m.conversation_id
            LEFT JOIN conversation_reads r ON r.conversation_id = cv.id AND r.user_id = ${viewer}
            WHERE cv.client_id = c.id
              AND m.sender_user_id IN (SELECT hm.user_id FROM household_members hm WHERE hm.client_id = c.id)
              AND (r.last_viewed_at IS NULL OR m.created_at > r.last_viewed_at)) AS n
          FROM clients c WHERE c.firm_id = ${world.firm.id}
            AND (${viewer} <> ${world.adviser.id} OR c.adviser_id = ${world.adviser.id})`,
      );
      const withUnread = expected.filter((row) => row.n > 0);
      expect(withUnread.length).toBeGreaterThan(2);
      expect(unread.total).toBe(withUnread.length);
      expect(Object.fromEntries(unread.items.map((item) => [item.client.id, item.unread_count]))).toEqual(
        Object.fromEntries(withUnread.map((row) => [row.id, row.n])),
      );
      // Counted up to the cap and one more: exact at the cap, past it when the cap is lower (a one-row page, so
      // the count is taken).
      const scope = {
        firmId: world.firm.id,
        adviserId: viewer === world.adviser.id ? viewer : null,
        viewerId: viewer,
      };
      const dashboard = createAdviserDashboardRepo(database.db);
      expect((await dashboard.unreadConversations(scope, 1, withUnread.length)).counted).toBe(
        withUnread.length,
      );
      expect((await dashboard.unreadConversations(scope, 1, withUnread.length - 2)).counted).toBeGreaterThan(
        withUnread.length - 2,
      );
    }
  });

  it('counts up to the cap and one more, no further', async () => {
    const repo = createAdviserClientsRepo(database.db);
    const scope = { firmId: world.firm.id, adviserId: null, viewerId: world.admin.id };
    const filter = { search: undefined, status: undefined, sort: 'name', limit: 2, offset: 0 };
    const exact = await repo.listClients(scope, filter, 100);
    expect(exact.total).toBeGreaterThan(4);
    expect((await repo.listClients(scope, filter, 3)).total).toBe(4);
    // A search's matches found once under the cap, and past it searched in the page's statement: the same page.
    const search = { ...filter, search: 'a', limit: 3 };
    const under = await repo.listClients(scope, search, 100);
    const over = await repo.listClients(scope, search, 1);
    expect(under.total).toBeGreaterThan(2);
    expect(over.total).toBe(2);
    expect(over.rows.map((row) => row.id)).toEqual(under.rows.map((row) => row.id));
    // A page past the last carries no rows: its total is counted on its own, the same (firm-wide and an adviser's).
    const past = { offset: 1_000 };
    expect(await repo.listClients(scope, { ...filter, ...past }, 100)).toEqual({
      rows: [],
      total: exact.total,
    });
    expect(await repo.listClients(scope, { ...search, ...past }, 100)).toEqual({
      rows: [],
      total: under.total,
    });
    const mine = { ...scope, adviserId: world.adviser.id, viewerId: world.adviser.id };
    const book = await repo.listClients(mine, search, 100);
    expect(book.total).toBeGreaterThan(0);
    expect(await repo.listClients(mine, { ...search, ...past }, 100)).toEqual({
      rows: [],
      total: book.total,
    });
  });

  it('pages a search from its matches as from the table: every sort, scope, status and page, the same rows and totals', async () => {
    const { firm, adviser, admin } = world;
    const db = database.db;
    const at = (i: number) => new Date(Date.UTC(2031, 0, 1 + i));
    const names = ['Rowan Quill', 'rowan quill', 'Ada Quillon', 'Quill Mason', 'Bea Stone', 'Cy Stone'];
    for (const [i, name] of names.entries()) {
      const { user } = await createClientUser(db, {
        firmId: firm.id,
        adviserId: i % 2 ? adviser.id : null,
        name,
        ...(i === 4 ? { email: 'bea.quill@example.test' } : {}),
        ...(i === 5 ? { jointName: 'Dee Quill' } : {}),
      });
      // Some the same moment (ties by name, then id), one never.
      if (i < 5) {
        await db.insert(apiTokens).values({
          userId: user.id,
          tokenHash: `search-page-${i}`,
          expiresAt: new Date('2100-01-01T00:00:00Z'),
          createdAt: at(i % 3),
          lastUsedAt: at(i % 3),
        });
      }
    }
    const repo = createAdviserClientsRepo(db);
    const scopes = [
      { firmId: firm.id, adviserId: null, viewerId: admin.id },
      { firmId: firm.id, adviserId: adviser.id, viewerId: adviser.id },
    ];
    const sorts = clientSortSchema.options;
    let compared = 0;
    for (const scope of scopes) {
      for (const status of [undefined, 'not-started']) {
        for (const search of ['QUILL', 'example', 'no such client']) {
          const pattern = containsPattern(search);
          const [expected] = await rowsOf<{ n: number }>(
            db,
            sql`SELECT count(*)::int AS n FROM clients c JOIN users u ON u.id = c.user_id
              WHERE c.firm_id = ${firm.id} AND (${scope.adviserId}::int IS NULL OR c.adviser_id = ${scope.adviserId}::int)
                AND (${status ?? null}::text IS NULL OR c.fact_find_status = ${status ?? null}::text)
                AND (c.name ILIKE ${pattern} OR c.joint_name ILIKE ${pattern} OR u.email ILIKE ${pattern})`,
          );
          for (const sort of sorts) {
            const filter = { search, status, sort, limit: 100, offset: 0 };
            const all = await repo.listClients(scope, filter, 100);
            expect(all.total).toBe(expected?.n);
            expect(all.rows).toHaveLength(expected?.n ?? -1);
            // Past the cap (0 here) the page is read from the table with every match: the same rows.
            const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
            expect(ids((await repo.listClients(scope, filter, 0)).rows)).toEqual(ids(all.rows));
            if (all.rows.length > 2) {
              const page = await repo.listClients(scope, { ...filter, limit: 2, offset: 2 }, 100);
              expect(page).toEqual({ rows: all.rows.slice(2, 4), total: all.total });
            }
            compared += all.rows.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 60_000);
});
