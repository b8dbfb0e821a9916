import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, conversations, factFinds, invitations, riskAssessments, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';
import { isCurrentRiskResult } from '../risk/repo.ts';
import { hasReadMark, invitationAccepted, lastActivityAt, unreadCountFor } from './repo-expressions.ts';

// The dashboard's lists, each scoped like every adviser query, each with its full count beside the first
// `limit` rows (a window count, so one query per list).
const total = sql<number>`count(*) over ()`.mapWith(Number);

export function createAdviserDashboardRepo(db: Db) {
  return {
    async awaitingReview(scope: StaffScope, limit: number) {
      return db
        .select({
          clientId: clients.id,
          clientName: clients.name,
          factFindId: factFinds.id,
          submittedAt: factFinds.submittedAt,
          total,
        })
        .from(factFinds)
        .innerJoin(clients, eq(clients.id, factFinds.clientId))
        .where(and(clientsInScope(scope), eq(factFinds.status, 'awaiting-review')))
        .orderBy(sql`${factFinds.submittedAt} ASC NULLS LAST`, asc(factFinds.id))
        .limit(limit);
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

    // Clients whose current risk result is due for review on or before `until` (overdue ones included).
    async riskReviewsDue(scope: StaffScope, until: string, limit: number) {
      return db
        .select({
          clientId: clients.id,
          // The person the result is about: each partner of a joint household has their own (risk_assessments.person).
          clientName: sql<string>`CASE WHEN ${riskAssessments.person} = 2 THEN coalesce(${clients.jointName}, ${clients.name}) ELSE ${clients.name} END`,
          reviewDueOn: sql<string>`${riskAssessments.reviewDueOn}::text`,
          total,
        })
        .from(riskAssessments)
        .innerJoin(clients, eq(clients.id, riskAssessments.clientId))
        .where(
          and(
            clientsInScope(scope),
            eq(riskAssessments.status, 'completed'),
            sql`${riskAssessments.reviewDueOn} <= ${until}::date`,
            isCurrentRiskResult,
          ),
        )
        .orderBy(asc(riskAssessments.reviewDueOn), asc(clients.id))
        .limit(limit);
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
