import { dashboardListLimit } from '@atrium/domain/contract/adviser';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, invitations } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { createClientUser } from '../../test/factories.ts';
import { createAdviserDashboardRepo } from './dashboard-repo.ts';
import { startOfDay } from './service.ts';

// The dashboard's open invitations and active-today lists read only their page (invitations in order from
// invitations_firm_open_idx, migration 0052; the active clients from clients_firm_activity_desc_idx, 0044) and count
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
