import { dashboardListLimit } from '@atrium/domain/contract/adviser';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, clients, householdMembers, invitations, users } from '../../db/schema.ts';
import { claimLink } from '../../db/single-use-links.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { createClientUser, createUser } from '../../test/factories.ts';
import { raceAgainstHeldLock } from '../../test/lock-race.ts';
import { createAdviserDashboardRepo } from './dashboard-repo.ts';
import { createAdviserClientsRepo } from './repo.ts';
import { startOfDay } from './service.ts';

// The dashboard's open invitations and active-today lists read only their page (invitations in order from
// invitations_firm_pending_idx on the kept invitations.pending, migration 0053; the active clients from clients_firm_activity_desc_idx, 0044) and count
// up to the cap only when the page is full: here against the queries they ran before (a window count over every
// match), for the firm's admin and for each adviser.

const { database, world, call } = useFactFindWorld();

// The two lists as the dashboard read them before: every match, with its number beside each row.
async function invitationsBefore(adviserId: number | null) {
  return rowsOf<{ client_id: number; name: string; email: string; total: number }>(
    database.db,
    sql`SELECT c.id AS client_id, c.name, u.email, count(*) OVER ()::int AS total
      FROM invitations i JOIN clients c ON c.user_id = i.user_id JOIN users u ON u.id = c.user_id
     WHERE c.firm_id = ${world.firm.id} AND (${adviserId}::int IS NULL OR c.adviser_id = ${adviserId}::int)
       AND i.accepted_at IS NULL AND i.voided_at IS NULL AND u.disabled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM invitations a WHERE a.user_id = c.user_id AND a.accepted_at IS NOT NULL)
     ORDER BY i.created_at, i.id LIMIT ${dashboardListLimit}`,
  );
}

// Each invitation's kept `pending` (migration 0053's triggers) against what it stands for, computed from the rows.
async function pendingDrift() {
  return rowsOf<{ id: number; pending: boolean; listed: boolean }>(
    database.db,
    sql`SELECT i.id, i.pending, (i.accepted_at IS NULL AND i.voided_at IS NULL
        AND EXISTS (SELECT 1 FROM users u WHERE u.id = i.user_id AND u.disabled_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM invitations a WHERE a.user_id = i.user_id AND a.accepted_at IS NOT NULL)
        AND EXISTS (SELECT 1 FROM clients c WHERE c.user_id = i.user_id AND c.firm_id = i.firm_id)) AS listed
      FROM invitations i WHERE i.firm_id = ${world.firm.id}`,
  ).then((rows) => rows.filter((row) => row.pending !== row.listed));
}

async function activeBefore(adviserId: number | null, since: Date) {
  return rowsOf<{ client_id: number; name: string; total: number }>(
    database.db,
    sql`SELECT c.id AS client_id, c.name, count(*) OVER ()::int AS total FROM clients c
     WHERE c.firm_id = ${world.firm.id} AND (${adviserId}::int IS NULL OR c.adviser_id = ${adviserId}::int)
       AND c.last_activity_at >= ${since.toISOString()}
     ORDER BY c.last_activity_at DESC, c.id DESC LIMIT ${dashboardListLimit}`,
  );
}

let tokenNumber = 0;
async function usedAt(userId: number, at: Date) {
  tokenNumber += 1;
  await database.db.insert(apiTokens).values({
    userId,
    tokenHash: `dashboard-lists-${tokenNumber}`,
    expiresAt: new Date(at.getTime() + 86_400_000),
    createdAt: at,
    lastUsedAt: at,
  });
}

async function invite(userId: number, values: { sentAt: Date; accepted?: boolean; voided?: boolean }) {
  tokenNumber += 1;
  await database.db.insert(invitations).values({
    firmId: world.firm.id,
    userId,
    tokenHash: `dashboard-lists-invitation-${tokenNumber}`,
    createdAt: values.sentAt,
    expiresAt: new Date(values.sentAt.getTime() + 7 * 86_400_000),
    acceptedAt: values.accepted ? values.sentAt : null,
    voidedAt: values.voided ? values.sentAt : null,
  });
}

describe('the dashboard’s open invitations and clients active today', () => {
  it('are the same lists and counts as before, and count past the page only up to the cap', async () => {
    const { firm, adviser, otherAdviser, tokens } = world;
    const db = database.db;
    const now = new Date();
    const since = startOfDay(now, 'Europe/London');
    const today = (i: number) => new Date(since.getTime() + ((now.getTime() - since.getTime()) * i) / 100);
    // 90 households over two advisers: more than a page for the admin, less for each adviser.
    for (let i = 0; i < 90; i++) {
      const { user } = await createClientUser(db, {
        firmId: firm.id,
        adviserId: i % 3 === 0 ? otherAdviser.id : adviser.id,
        name: `Client ${String(i).padStart(2, '0')} Birch`,
        ...(i === 13 ? { disabledAt: new Date('2026-01-02T00:00:00Z') } : {}),
      });
      const sentAt = new Date(Date.UTC(2026, 0, 1 + (i % 7), 9, i));
      // Open invitations, some sent the same minute; one voided and resent; some accepted (an older one left open).
      if (i % 5 === 4) await invite(user.id, { sentAt, accepted: true });
      if (i % 10 === 2) await invite(user.id, { sentAt, voided: true });
      await invite(user.id, { sentAt: i % 4 === 0 ? new Date(Date.UTC(2026, 0, 3, 9)) : sentAt });
      // Activity today for two in three, yesterday for the rest (not listed).
      await usedAt(user.id, i % 3 === 2 ? new Date(since.getTime() - 60_000 * (i + 1)) : today(1 + i));
    }

    for (const [adviserId, token] of [
      [null, tokens.admin],
      [adviser.id, tokens.adviser],
      [otherAdviser.id, tokens.otherAdviser],
    ] as const) {
      const answer = await call('GET', '/api/adviser/dashboard', token);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json();
      const open = await invitationsBefore(adviserId);
      expect(open.length).toBeGreaterThan(5);
      expect(body.pending_invitations.total).toBe(open[0]?.total);
      expect(body.pending_invitations.total_capped).toBeUndefined();
      expect(
        body.pending_invitations.items.map(
          (item: { client: { id: number; name: string }; email: string }) => [
            item.client.id,
            item.client.name,
            item.email,
          ],
        ),
      ).toEqual(open.map((row) => [row.client_id, row.name, row.email]));

      const active = await activeBefore(adviserId, since);
      expect(active.length).toBeGreaterThan(5);
      expect(body.active_today.total).toBe(active[0]?.total);
      expect(body.active_today.total_capped).toBeUndefined();
      expect(
        body.active_today.items.map((item: { client: { id: number; name: string } }) => [
          item.client.id,
          item.client.name,
        ]),
      ).toEqual(active.map((row) => [row.client_id, row.name]));
    }
    // The admin's lists are full pages, their counts beyond them.
    const admin = (await call('GET', '/api/adviser/dashboard', tokens.admin)).json();
    expect(admin.pending_invitations.items).toHaveLength(dashboardListLimit);
    expect(admin.pending_invitations.total).toBeGreaterThan(dashboardListLimit);
    expect(admin.active_today.items).toHaveLength(dashboardListLimit);
    expect(admin.active_today.total).toBeGreaterThan(dashboardListLimit);

    // Counted up to the cap and one more, no further (the service reports past the cap as total_capped); a list
    // shorter than its page is its own count.
    const repo = createAdviserDashboardRepo(db);
    const scope = { firmId: firm.id, adviserId: null, viewerId: world.admin.id };
    const invited = await repo.pendingInvitations(scope, 2, 3);
    expect(invited.rows).toHaveLength(2);
    expect(invited.counted).toBe(4);
    const used = await repo.activeSince(scope, since, 2, 3);
    expect(used.rows).toHaveLength(2);
    expect(used.counted).toBe(4);
    expect((await repo.activeSince(scope, since, 100, 3)).counted).toBe(admin.active_today.total);
  });

  it('keeps each invitation’s listed flag through every change that moves it, and lists as before', async () => {
    const db = database.db;
    const { firm, tokens } = world;
    const sentAt = new Date(Date.UTC(2026, 1, 1, 9));
    const made = [];
    for (let i = 0; i < 6; i++) {
      made.push(await createClientUser(db, { firmId: firm.id, name: `Kept ${i} Alder` }));
    }
    const [a, b, c, d, e, f] = made.map(({ user, client }) => ({ userId: user.id, clientId: client.id }));
    if (!a || !b || !c || !d || !e || !f) throw new Error('clients not made');
    for (const { userId } of [a, b, c, d, e, f]) await invite(userId, { sentAt });
    // A partner's user (no client row names them as person 1) is never listed.
    const partner = await createUser(db, { firmId: firm.id, role: 'client', name: 'Kept Partner Alder' });
    await invite(partner.id, { sentAt });
    const listedNow = async () =>
      (
        await rowsOf<{ user_id: number }>(db, sql`SELECT user_id FROM invitations WHERE pending ORDER BY id`)
      ).map((row) => row.user_id);
    expect(await listedNow()).toEqual(expect.arrayContaining([a.userId, b.userId, f.userId]));
    expect(await listedNow()).not.toContain(partner.id);

    // Accepted: no longer listed, nor any other open invitation of that user.
    await invite(a.userId, { sentAt: new Date(sentAt.getTime() + 60_000) });
    await db
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(sql`${invitations.id} = (SELECT min(id) FROM invitations WHERE user_id = ${a.userId})`);
    // Voided, then resent.
    await db.update(invitations).set({ voidedAt: new Date() }).where(eq(invitations.userId, b.userId));
    await invite(b.userId, { sentAt: new Date(sentAt.getTime() + 120_000) });
    // Access off, and on again for another.
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, c.userId));
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, d.userId));
    await db.update(users).set({ disabledAt: null }).where(eq(users.id, d.userId));
    // The client row's person 1 changes to a user with an open invitation, and back; another client row goes.
    await db.update(clients).set({ userId: partner.id }).where(eq(clients.id, e.clientId));
    expect(await listedNow()).toContain(partner.id);
    expect(await listedNow()).not.toContain(e.userId);
    await db.update(clients).set({ userId: e.userId }).where(eq(clients.id, e.clientId));
    await db.delete(invitations).where(eq(invitations.userId, f.userId));
    // A client row removed (its household's rows first).
    await invite(f.userId, { sentAt });
    await db.delete(householdMembers).where(eq(householdMembers.clientId, f.clientId));
    await db.delete(clients).where(eq(clients.id, f.clientId));
    expect(await listedNow()).not.toContain(f.userId);
    expect(await pendingDrift()).toEqual([]);
    // An acceptance undone (an invitation deleted) lists the user's open one again.
    await db.delete(invitations).where(sql`${invitations.userId} = ${a.userId} AND accepted_at IS NOT NULL`);
    expect(await listedNow()).toContain(a.userId);
    expect(await pendingDrift()).toEqual([]);

    const answer = await call('GET', '/api/adviser/dashboard', tokens.admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const open = await invitationsBefore(null);
    expect(answer.json().pending_invitations.total).toBe(open[0]?.total);
    expect(
      answer.json().pending_invitations.items.map((item: { client: { id: number } }) => item.client.id),
    ).toEqual(open.map((row) => row.client_id));
  });

  it('lists clients active at the same moment by name, as the index reads them', async () => {
    const db = database.db;
    const { firm, admin } = world;
    const at = new Date(Date.now() + 60_000);
    const made = [];
    for (const name of ['Zoe Tied', 'adam Tied', 'Maya Tied']) {
      made.push(await createClientUser(db, { firmId: firm.id, name }));
    }
    for (const { user } of made) await usedAt(user.id, at);
    const repo = createAdviserDashboardRepo(db);
    const scope = { firmId: firm.id, adviserId: null, viewerId: admin.id };
    const { rows } = await repo.activeSince(scope, new Date(at.getTime() - 1), 3, 10_000);
    expect(rows.map((row) => row.clientName)).toEqual(['adam Tied', 'Maya Tied', 'Zoe Tied']);
  });
});

// Two connections are needed for two transactions to wait on each other: PGlite has one, so this runs on PostgreSQL
// (npm run test:server:pg). Before db/single-use-links.ts lockInvitees, the revocation locked the invitation, then
// (in 0053's trigger) the person's row, while a change of access locks them the other way round: PostgreSQL aborted
// one of the two as a deadlock (40P01), answered as a 500.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'an invitation changed while the same person’s access changes',
  () => {
    const changes = {
      // The adviser withdraws it (features/adviser-clients/repo.ts).
      revoked: (db: typeof database.db, userId: number, now: Date) =>
        createAdviserClientsRepo(db).revokeInvitation(userId, now),
      // The person accepts it (features/account/repo.ts acceptInvitation).
      accepted: async (db: typeof database.db, userId: number, now: Date) => {
        const [open] = await db.select().from(invitations).where(eq(invitations.userId, userId));
        return (await claimLink(db, 'invitation', { id: open?.id ?? 0 }, now)) !== null;
      },
    };
    it.each(Object.keys(changes) as (keyof typeof changes)[])(
      '%s: both commit in turn, the invitation waiting for the person’s row, and the listed flag stays right',
      async (change) => {
        const db = database.db;
        const { user } = await createClientUser(db, {
          firmId: world.firm.id,
          name: `Locked ${change} Alder`,
        });
        await invite(user.id, { sentAt: new Date(Date.UTC(2026, 1, 1, 9)) });
        const now = new Date(Date.UTC(2026, 1, 2, 9));
        // The access change holds the person's row from its first statement, as UPDATE users does.
        const raced = raceAgainstHeldLock(
          db,
          {
            lock: (tx) =>
              tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update'),
            finish: async (tx) => {
              await tx.update(users).set({ disabledAt: now }).where(eq(users.id, user.id));
            },
          },
          () => changes[change](db, user.id, now),
        );
        await expect(raced).resolves.toEqual([undefined, true]);
        const [invitation] = await db.select().from(invitations).where(eq(invitations.userId, user.id));
        expect(invitation?.pending).toBe(false);
        expect(await pendingDrift()).toEqual([]);
      },
    );
  },
);
