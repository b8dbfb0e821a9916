import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, conversations, factFinds, invitations, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';
import { lastActivityAt, unreadCountFor } from './repo-expressions.ts';

// The dashboard's lists, each scoped like every adviser query: each reads only its page's rows, in order from an
// index led by the firm, and its number is counted up to a cap only when the page is full (docs/scale.md).
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
    // Fact-finds awaiting review, oldest submission first; their number counted up to `cap` + 1 only when the page is
    // full. A firm's admin reads them in order from fact_finds_firm_awaiting_review_idx (migration 0051), scoped by the
    // fact-find's firm alone (repeating the client's, PostgreSQL took the two as independent and joined the firm's
    // every client). An adviser's are found from their book: the clients whose latest fact-find awaits review
    // (clients.fact_find_status, 0044; the one awaiting is always the latest, being the one open) through
    // clients_adviser_awaiting_idx (0056), not the firm's index filtered by adviser (docs/scale.md, "Paths that do not stay flat").
    async awaitingReview(scope: StaffScope, limit: number, cap: number) {
      const awaiting = and(eq(factFinds.firmId, scope.firmId), eq(factFinds.status, 'awaiting-review'));
      const inBook =
        scope.adviserId === null
          ? undefined
          : and(clientsInScope(scope), eq(clients.factFindStatus, 'awaiting-review'));
      const rows = await db
        .select({
          clientId: clients.id,
          clientName: clients.name,
          factFindId: factFinds.id,
          submittedAt: factFinds.submittedAt,
        })
        .from(factFinds)
        .innerJoin(clients, eq(clients.id, factFinds.clientId))
        .where(and(awaiting, inBook))
        .orderBy(sql`${factFinds.submittedAt} ASC NULLS LAST`, asc(factFinds.id))
        .limit(limit);
      if (rows.length < limit) return { rows, counted: rows.length };
      // A firm's admin counts the index's entries alone; an adviser, their book's clients awaiting review.
      const matches = inBook
        ? sql`SELECT 1 FROM ${clients} WHERE ${inBook}`
        : sql`SELECT 1 FROM ${factFinds} WHERE ${awaiting}`;
      return { rows, counted: await countUpTo(matches, cap) };
    },

    // The conversations with messages this member of staff has not seen, latest first, read in that order from
    // conversations_firm_last_message_idx until the page is full. Their number without reading them all: the clients
    // in scope whose household wrote (clients.client_messages > 0), less those the viewer opened, plus those the viewer
    // opened with unread of their own (conversation_reads.unread > 0), each counted from an index. The firm's side is
    // counted up to `cap` + 1 past the viewer's opened ones (which it is reduced by) and no further: a count cut there
    // is already over the cap (docs/scale.md).
    async unreadConversations(scope: StaffScope, limit: number, cap: number) {
      const unreadCount = unreadCountFor(scope.viewerId);
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
            // The viewer's own count where they opened it, else the household's (unreadCountFor): one sub-select. Spelt
            // as the two cases, PostgreSQL expected 378 of a 25 000-client firm's conversations to pass, costed the
            // page past jit_above_cost and compiled it (75–150 ms a request at 1M, bench/scale; docs/scale.md).
            sql`${unreadCount} > 0`,
          ),
        )
        .orderBy(sql`${conversations.lastMessageAt} DESC NULLS LAST`, asc(clients.id))
        .limit(limit);
      if (rows.length < limit) return { rows, counted: rows.length };
      const [counted] = await rowsOf<{ n: number }>(
        db,
        sql`WITH own AS (
            SELECT count(*) FILTER (WHERE ${clients.clientMessages} > 0) AS opened,
                   count(*) FILTER (WHERE r.unread > 0) AS unread
              FROM conversation_reads r JOIN conversations cv ON cv.id = r.conversation_id
              JOIN ${clients} ON ${clients.id} = cv.client_id
             WHERE r.user_id = ${scope.viewerId} AND ${clientsInScope(scope)})
          SELECT (SELECT count(*) FROM (SELECT 1 FROM ${clients}
                    WHERE ${clientsInScope(scope)} AND ${clients.clientMessages} > 0
                    LIMIT ${cap + 1} + (SELECT opened FROM own)) wrote)
                 - opened + unread AS n
            FROM own`,
      );
      return { rows, counted: Number(counted?.n ?? 0) };
    },

    // Open invitations of clients who have not joined yet (expired ones included: the adviser may resend), oldest
    // first, read in order from invitations_firm_pending_idx (partial on invitations.pending, kept by triggers:
    // migration 0053) until the page is full; their number counted up to `cap` + 1 only when the page is full, for a
    // firm's admin from that index alone.
    async pendingInvitations(scope: StaffScope, limit: number, cap: number) {
      const pending = and(eq(invitations.firmId, scope.firmId), sql`${invitations.pending}`);
      // The page is cut before its users are joined for their email: an adviser's is found from their book, each
      // client's open invitation from invitations_user_pending_idx (0056), and joined whole it read every user of it.
      const page = db
        .select({
          // Named apart: a sub-select's columns are read by name (clients and invitations both have an id).
          clientId: sql<number>`${clients.id}`.as('client_id'),
          clientName: sql<string>`${clients.name}`.as('client_name'),
          userId: sql<number>`${clients.userId}`.as('user_id'),
          sentAt: sql<Date>`${invitations.createdAt}`.mapWith(invitations.createdAt).as('sent_at'),
          expiresAt: sql<Date>`${invitations.expiresAt}`.mapWith(invitations.expiresAt).as('expires_at'),
          invitationId: sql<number>`${invitations.id}`.as('invitation_id'),
        })
        .from(invitations)
        .innerJoin(clients, eq(clients.userId, invitations.userId))
        .where(and(pending, clientsInScope(scope)))
        .orderBy(asc(invitations.createdAt), asc(invitations.id))
        .limit(limit)
        .as('page');
      const rows = await db
        .select({
          clientId: page.clientId,
          clientName: page.clientName,
          email: users.email,
          sentAt: page.sentAt,
          expiresAt: page.expiresAt,
        })
        .from(page)
        .innerJoin(users, eq(users.id, page.userId))
        .orderBy(asc(page.sentAt), asc(page.invitationId));
      if (rows.length < limit) return { rows, counted: rows.length };
      const matches =
        scope.adviserId === null
          ? sql`SELECT 1 FROM ${invitations} WHERE ${pending}`
          : sql`SELECT 1 FROM ${invitations} JOIN ${clients} ON ${clients.userId} = ${invitations.userId}
              WHERE ${pending} AND ${clientsInScope(scope)}`;
      return { rows, counted: await countUpTo(matches, cap) };
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

    // The clients who used the portal since `since`, latest first, read in that order from
    // clients_firm_activity_desc_idx (migration 0044: ties by name, then id) until the page is full; their number
    // counted up to `cap` + 1 only when the page is full.
    async activeSince(scope: StaffScope, since: Date, limit: number, cap: number) {
      const active = and(clientsInScope(scope), sql`${lastActivityAt} >= ${since.toISOString()}`);
      const rows = await db
        .select({ clientId: clients.id, clientName: clients.name, lastActivityAt })
        .from(clients)
        .where(active)
        .orderBy(sql`${lastActivityAt} DESC NULLS LAST`, sql`lower(${clients.name})`, asc(clients.id))
        .limit(limit);
      if (rows.length < limit) return { rows, counted: rows.length };
      return { rows, counted: await countUpTo(sql`SELECT 1 FROM ${clients} WHERE ${active}`, cap) };
    },
  };
}

export type AdviserDashboardRepo = ReturnType<typeof createAdviserDashboardRepo>;
