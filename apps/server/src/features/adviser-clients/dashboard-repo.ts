import { and, asc, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, conversations, factFinds, invitations, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';
import { hasReadMark, invitationAccepted, lastActivityAt, unreadCountFor } from './repo-expressions.ts';

// The dashboard's lists, each scoped like every adviser query, each with its count beside the first `limit` rows:
// the firm-wide ones (awaiting review, risk reviews due, unread) read only the page's rows in order from indexes led
// by the firm and count from an index up to a cap (docs/scale.md); the others (invitations open, active today) are
// short by nature and carry a window count.
const total = sql<number>`count(*) over ()`.mapWith(Number);

export function createAdviserDashboardRepo(db: Db) {
  // How many rows `matches` (a SELECT) gives, reading at most `cap` + 1 of them.
  async function countUpTo(matches: SQL, cap: number): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (${matches} LIMIT ${cap + 1}) matched`,
    );
    return Number(row?.n ?? 0);
  }

  return {
    // Fact-finds awaiting review, oldest submission first, read in order from fact_finds_firm_awaiting_review_idx
    // (migration 0051) until the page is full; their number counted up to `cap` + 1 only when the page is full.
    async awaitingReview(scope: StaffScope, limit: number, cap: number) {
      const awaiting = and(eq(factFinds.firmId, scope.firmId), eq(factFinds.status, 'awaiting-review'));
      const rows = await db
        .select({
          clientId: clients.id,
          clientName: clients.name,
          factFindId: factFinds.id,
          submittedAt: factFinds.submittedAt,
        })
        .from(factFinds)
        .innerJoin(clients, eq(clients.id, factFinds.clientId))
        .where(and(clientsInScope(scope), awaiting))
        .orderBy(sql`${factFinds.submittedAt} ASC NULLS LAST`, asc(factFinds.id))
        .limit(limit);
      if (rows.length < limit) return { rows, counted: rows.length };
      // A firm's admin counts the index's entries alone; an adviser, their book's.
      const matches =
        scope.adviserId === null
          ? sql`SELECT 1 FROM ${factFinds} WHERE ${awaiting}`
          : sql`SELECT 1 FROM ${factFinds} JOIN ${clients} ON ${clients.id} = ${factFinds.clientId}
              WHERE ${awaiting} AND ${clientsInScope(scope)}`;
      return { rows, counted: await countUpTo(matches, cap) };
    },

    // The conversations with messages this member of staff has not seen, latest first, read in that order from
    // conversations_firm_last_message_idx until the page is full. The total without reading them all: the clients
    // in scope whose household wrote (clients.client_messages > 0), less those the viewer opened, plus those the viewer
    // opened with unread of their own (conversation_reads.unread > 0), each counted from an index.
    async unreadConversations(scope: StaffScope, limit: number) {
      const unreadCount = unreadCountFor(scope.viewerId);
      const opened = hasReadMark(scope.viewerId);
      const rows = await db
        .select({
          clientId: clients.id,
          clientName: clients.name,
          unread: unreadCount,
          lastMessageAt: conversations.lastMessageAt,
        })
        .from(conversations)
        .innerJoin(clients, eq(clients.id, conversations.clientId))
        .where(
          and(
            eq(conversations.firmId, scope.firmId),
            clientsInScope(scope),
            sql`((NOT ${opened} AND ${clients.clientMessages} > 0) OR (${opened} AND ${unreadCount} > 0))`,
          ),
        )
        .orderBy(sql`${conversations.lastMessageAt} DESC NULLS LAST`, asc(clients.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const marks = sql`conversation_reads r JOIN conversations cv ON cv.id = r.conversation_id
        JOIN ${clients} ON ${clients.id} = cv.client_id`;
      const [counted] = await rowsOf<{ n: number }>(
        db,
        sql`SELECT
          (SELECT count(*) FROM ${clients} WHERE ${clientsInScope(scope)} AND ${clients.clientMessages} > 0)
          - (SELECT count(*) FROM ${marks}
              WHERE r.user_id = ${scope.viewerId} AND ${clientsInScope(scope)} AND ${clients.clientMessages} > 0)
          + (SELECT count(*) FROM ${marks}
              WHERE r.user_id = ${scope.viewerId} AND ${clientsInScope(scope)} AND r.unread > 0) AS n`,
      );
      const n = Number(counted?.n ?? 0);
      return rows.map((row) => ({ ...row, total: n }));
    },

    // Open invitations of clients who have not joined yet (expired ones included: the adviser may resend).
    async pendingInvitations(scope: StaffScope, limit: number) {
      return db
        .select({
          clientId: clients.id,
          clientName: clients.name,
          email: users.email,
          sentAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
          total,
        })
        .from(invitations)
        .innerJoin(clients, eq(clients.userId, invitations.userId))
        .innerJoin(users, eq(users.id, clients.userId))
        .where(
          and(
            clientsInScope(scope),
            isNull(invitations.acceptedAt),
            isNull(invitations.voidedAt),
            isNull(users.disabledAt),
            sql`NOT ${invitationAccepted}`,
          ),
        )
        .orderBy(asc(invitations.createdAt), asc(invitations.id))
        .limit(limit);
    },

    // The people whose current risk result is due for review on or before `until` (overdue ones included), soonest
    // first: each person's due date is kept on the client row (clients.risk_review_due_on for person 1,
    // joint_risk_review_due_on for person 2: migration 0051), each read in order from its partial index led by the
    // firm and cut at the page, then merged. Their number counted up to `cap` + 1 each, only when the page is full.
    async riskReviewsDue(scope: StaffScope, until: string, limit: number, cap: number) {
      const people = [
        { person: 1, due: clients.riskReviewDueOn, name: sql`${clients.name}` },
        // The person the result is about: each partner of a joint household has their own (risk_assessments.person).
        {
          person: 2,
          due: clients.jointRiskReviewDueOn,
          name: sql`coalesce(${clients.jointName}, ${clients.name})`,
        },
      ];
      const dueBy = (due: SQLWrapper) => and(clientsInScope(scope), sql`${due} <= ${until}::date`);
      const rows = await rowsOf<{ clientId: number; clientName: string; reviewDueOn: string }>(
        db,
        sql`SELECT client_id AS "clientId", client_name AS "clientName", due::text AS "reviewDueOn" FROM (${sql.join(
          people.map(
            ({
              person,
              due,
              name,
            }) => sql`(SELECT ${clients.id} AS client_id, ${name} AS client_name, ${due} AS due,
                ${person}::int AS person
              FROM ${clients} WHERE ${dueBy(due)} ORDER BY ${due}, ${clients.id} LIMIT ${limit})`,
          ),
          sql` UNION ALL `,
        )}) due ORDER BY due, client_id, person LIMIT ${limit}`,
      );
      if (rows.length < limit) return { rows, counted: rows.length };
      const counts = await Promise.all(
        people.map(({ due }) => countUpTo(sql`SELECT 1 FROM ${clients} WHERE ${dueBy(due)}`, cap)),
      );
      return { rows, counted: counts.reduce((sum, n) => sum + n, 0) };
    },

    async activeSince(scope: StaffScope, since: Date, limit: number) {
      return db
        .select({ clientId: clients.id, clientName: clients.name, lastActivityAt, total })
        .from(clients)
        .where(and(clientsInScope(scope), sql`${lastActivityAt} >= ${since.toISOString()}`))
        .orderBy(sql`${lastActivityAt} DESC`, desc(clients.id))
        .limit(limit);
    },
  };
}

export type AdviserDashboardRepo = ReturnType<typeof createAdviserDashboardRepo>;
