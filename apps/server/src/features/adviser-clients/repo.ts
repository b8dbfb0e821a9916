import { and, asc, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { apiTokens, clients, factFinds, firms, invitations, mfaChallenges, users } from '../../db/schema.ts';
import { endSessions } from '../../db/sessions.ts';
import { lockInvitees, openLink } from '../../db/single-use-links.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';
import { removeSecondFactors } from '../profile/mfa-repo.ts';
import {
  containsPattern,
  factFindStatus,
  factFindSubmittedAt,
  hasReadMark,
  invitationAccepted,
  invitationRevoked,
  lastActivityAt,
  openInvitationExpiresAt,
  statusRank,
  totpConfirmedOf,
  trustedDevicesOf,
  unreadCountFor,
} from './repo-expressions.ts';

const advisers = alias(users, 'advisers');

export type ClientListFilter = {
  search: string | undefined;
  status: string | undefined;
  sort: string;
  limit: number;
  offset: number;
};

function orderOf(sort: string, viewerId: number): SQL[] {
  const unreadCount = unreadCountFor(viewerId);
  const name = sql`lower(${clients.name})`;
  switch (sort) {
    case '-name':
      return [sql`${name} DESC`, desc(clients.id)];
    case 'last_activity':
      return [sql`${lastActivityAt} ASC NULLS FIRST`, asc(name), asc(clients.id)];
    case '-last_activity':
      return [sql`${lastActivityAt} DESC NULLS LAST`, asc(name), asc(clients.id)];
    case 'unread':
      return [sql`${unreadCount} ASC`, asc(name), asc(clients.id)];
    case '-unread':
      return [sql`${unreadCount} DESC`, asc(name), asc(clients.id)];
    case 'status':
      return [sql`${statusRank} ASC`, asc(name), asc(clients.id)];
    case '-status':
      return [sql`${statusRank} DESC`, asc(name), asc(clients.id)];
    default:
      return [asc(name), asc(clients.id)];
  }
}

// The client row's columns the list's conditions (clientsInScope, the status) and its sorts other than by unread
// (orderOf) read. A search's matches carry them, so its page is sorted, cut and counted from the matches themselves,
// read under the table's name (`matched AS "clients"`), and only the page's rows are read again (bench/scale: in a
// 25 000-client firm a surname matches about 400 clients).
const matchColumns = sql`s.id, s.firm_id, s.adviser_id, s.name, s.fact_find_status, s.last_activity_at`;

// A fragment anywhere in the name, the joint name or the email (person 1's, kept on the client row: migration 0054):
// the firm's matching clients, which one firm-led trigram index answers (clients_firm_search_trgm_idx), so the list
// starts from the matches (a few hundred in a 25 000-client firm) instead of checking every client of the firm.
function matchesOf(firmId: number, pattern: string): SQL {
  return sql`SELECT ${matchColumns} FROM ${clients} s WHERE s.firm_id = ${firmId}
    AND (s.name ILIKE ${pattern} OR s.joint_name ILIKE ${pattern} OR s.user_email ILIKE ${pattern})`;
}

// The ids of one page sorted by unread, in order. A member of staff's unread is their own read mark's count where
// they have one, else the household's messages (clients.client_messages): the page is the merge of the clients
// without a mark, read in order from clients_firm_unread_*_idx, and those with one (as many as the viewer has
// opened), each cut to offset + limit.
function unreadPageOf(
  conditions: SQL,
  viewerId: number,
  mostFirst: boolean,
  page: { limit: number; offset: number },
): SQL {
  const direction = mostFirst ? sql`DESC` : sql`ASC`;
  const take = page.offset + page.limit;
  return sql`${clients.id} IN (SELECT id FROM (
      (SELECT ${clients.id} AS id, ${clients.clientMessages} AS unread, lower(${clients.name}) AS name_key
         FROM ${clients}
        WHERE ${conditions} AND NOT ${hasReadMark(viewerId)}
        ORDER BY ${clients.clientMessages} ${direction}, lower(${clients.name}), ${clients.id}
        LIMIT ${take})
      UNION ALL
      (SELECT ${clients.id}, r.unread, lower(${clients.name})
         FROM conversation_reads r
         JOIN conversations cv ON cv.id = r.conversation_id
         JOIN ${clients} ON ${clients.id} = cv.client_id
        WHERE r.user_id = ${viewerId} AND ${conditions}
        ORDER BY r.unread ${direction}, lower(${clients.name}), ${clients.id}
        LIMIT ${take})
    ) merged
    ORDER BY unread ${direction}, name_key, id
    LIMIT ${page.limit} OFFSET ${page.offset})`;
}

// The page's ids, in a sub-select sorted and cut on the client row's own columns (of `source`: the table, or a
// search's matches carrying them), so the page's per-row figures (unread, submission, invitation) are computed for its
// rows only, not for every match before the sort (a search or an adviser's book is sorted, not read from an index in
// order: docs/scale.md). Not for the sorts by unread, whose page unreadPageOf reads.
function pageOf(conditions: SQL, page: { sort: string; limit: number; offset: number }, source: SQL): SQL {
  return sql`${clients.id} IN (SELECT ${clients.id} FROM ${source} WHERE ${conditions}
    ORDER BY ${sql.join(orderOf(page.sort, 0), sql`, `)} LIMIT ${page.limit} OFFSET ${page.offset})`;
}

const portalColumns = {
  disabledAt: users.disabledAt,
  lastActivityAt,
  invitationAccepted,
  invitationRevoked,
  openInvitationExpiresAt,
};

export function createAdviserClientsRepo(db: Db) {
  return {
    // One page of the caller's clients, filtered and sorted in SQL, each sort read from an index led by the firm
    // (the keys are kept on the client row: migrations 0044, 0045), and their number counted up to `cap` + 1: one
    // statement, one round trip (under load each is a wait for a core: docs/scale.md). A search's matches are found
    // once, up to `cap` + 1 of them (a CTE): the page is cut from them, and a firm-wide search's total is their number;
    // past the cap the page is cut from every match, in a second statement.
    async listClients(scope: StaffScope, filter: ClientListFilter, cap: number) {
      const matches = filter.search ? matchesOf(scope.firmId, containsPattern(filter.search)) : null;
      const matched = matches
        ? db.$with('matched', { id: sql<number>`id` }).as(sql`${matches} LIMIT ${cap + 1}`)
        : null;
      const unreadFirst = filter.sort === '-unread' ? true : filter.sort === 'unread' ? false : null;
      // `searched`: the matches (the CTE), every match (past the cap), or none.
      const read = async (searched: 'matched' | SQL | undefined) => {
        const fromMatched = searched === 'matched';
        // The matches carry the columns the conditions and the sort read (matchColumns): but for the sorts by unread,
        // the page is cut and counted from them, not from the table.
        const onMatches = fromMatched && unreadFirst === null;
        const source = onMatches ? sql`matched AS ${clients}` : sql`${clients}`;
        const conditions = and(
          clientsInScope(scope),
          fromMatched ? (onMatches ? undefined : sql`${clients.id} IN (SELECT id FROM matched)`) : searched,
          filter.status ? sql`${clients.factFindStatus} = ${filter.status}` : undefined,
        ) as SQL;
        const counted = sql`(SELECT count(*) FROM (SELECT 1 FROM ${source} WHERE ${conditions} LIMIT ${cap + 1}) n)`;
        // A firm-wide search's matches (all of the firm's) are its total: no second read of them.
        const firmWide = scope.adviserId === null && !filter.status;
        const found = sql`(SELECT count(*) FROM matched)`;
        const rows = await db
          .with(...(fromMatched && matched ? [matched] : []))
          .select({
            id: clients.id,
            name: clients.name,
            jointName: clients.jointName,
            email: users.email,
            adviser: { id: advisers.id, name: advisers.name },
            status: factFindStatus,
            submittedAt: factFindSubmittedAt,
            unread: unreadCountFor(scope.viewerId),
            ...portalColumns,
            total: sql`${fromMatched && firmWide ? found : counted}`.mapWith(Number),
            found: sql`${fromMatched ? found : sql`0`}`.mapWith(Number),
          })
          .from(clients)
          .innerJoin(users, eq(users.id, clients.userId))
          .leftJoin(advisers, eq(advisers.id, clients.adviserId))
          .where(
            unreadFirst === null
              ? pageOf(conditions, filter, source)
              : unreadPageOf(conditions, scope.viewerId, unreadFirst, filter),
          )
          .orderBy(...orderOf(filter.sort, scope.viewerId))
          .limit(filter.limit);
        // Each row carries the total; a page past the last carries none, and only a first page is known empty: of a
        // search's matches, only a firm-wide one's (an adviser's or a status's may be past the cap of the firm's).
        const first = rows[0];
        if (first) return { rows, total: first.total, found: first.found };
        if (filter.offset === 0 && (!fromMatched || firmWide)) return { rows, total: 0, found: 0 };
        const [n] = await rowsOf<{ total: number; found: number }>(
          db,
          fromMatched
            ? sql`WITH matched AS (${matches} LIMIT ${cap + 1})
                SELECT ${firmWide ? found : counted}::int AS total, ${found}::int AS found`
            : sql`SELECT ${counted}::int AS total, 0 AS found`,
        );
        return { rows, total: Number(n?.total ?? 0), found: Number(n?.found ?? 0) };
      };
      const page = await read(matched ? 'matched' : undefined);
      if (!matches || page.found <= cap) return { rows: page.rows, total: page.total };
      const everyMatch = await read(sql`${clients.id} IN (SELECT id FROM (${matches}) every_match)`);
      return { rows: everyMatch.rows, total: everyMatch.total };
    },

    // Everything the client page's overview shows, for a client already put through the scope.
    async findClientDetail(clientId: number, viewerId: number, now: Date) {
      const [row] = await db
        .select({
          id: clients.id,
          userId: clients.userId,
          firmId: clients.firmId,
          name: clients.name,
          dob: clients.dob,
          jointName: clients.jointName,
          jointEmail: clients.jointEmail,
          jointDob: clients.jointDob,
          currencySymbol: clients.currencySymbol,
          createdAt: clients.createdAt,
          email: users.email,
          telephone: users.telephone,
          region: users.region,
          mfaEnabled: users.mfaEnabled,
          mfaTelephone: users.mfaTelephone,
          adviser: { id: advisers.id, name: advisers.name },
          unread: unreadCountFor(viewerId),
          ...portalColumns,
          totpConfirmed: totpConfirmedOf(clients.userId),
          trustedDevices: trustedDevicesOf(clients.userId, now),
        })
        .from(clients)
        .innerJoin(users, eq(users.id, clients.userId))
        .leftJoin(advisers, eq(advisers.id, clients.adviserId))
        .where(eq(clients.id, clientId));
      return row ?? null;
    },

    async findLatestFactFind(clientId: number) {
      const [row] = await db
        .select({
          id: factFinds.id,
          status: factFinds.status,
          submittedAt: factFinds.submittedAt,
          reviewedAt: factFinds.reviewedAt,
          updatedAt: factFinds.updatedAt,
          address: sql<unknown>`${factFinds.data} -> 'current_address'`,
          mobile: sql<unknown>`${factFinds.data} -> 'personal_details_client1' -> 'mobile_phone'`,
          dateOfBirth: sql<unknown>`${factFinds.data} -> 'personal_details_client1' -> 'date_of_birth'`,
          jointDateOfBirth: sql<unknown>`${factFinds.data} -> 'personal_details_client2' -> 'date_of_birth'`,
        })
        .from(factFinds)
        .where(eq(factFinds.clientId, clientId))
        .orderBy(desc(factFinds.id))
        .limit(1);
      return row ?? null;
    },

    async findLatestInvitation(userId: number) {
      const [row] = await db
        .select({
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
          acceptedAt: invitations.acceptedAt,
        })
        .from(invitations)
        .where(
          and(
            eq(invitations.userId, userId),
            or(isNotNull(invitations.acceptedAt), isNull(invitations.voidedAt)),
          ),
        )
        .orderBy(desc(invitations.id))
        .limit(1);
      return row ?? null;
    },

    async findFirmBranding(firmId: number) {
      const [row] = await db
        .select({ name: firms.name, primaryColour: firms.primaryColour })
        .from(firms)
        .where(eq(firms.id, firmId));
      return row ?? null;
    },

    async findUserName(userId: number) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    // Turning access off ends every session at once; turning it on again brings none of them back.
    async setPortalAccess(userId: number, enabled: boolean, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ disabledAt: enabled ? null : now })
          .where(and(eq(users.id, userId), enabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt)))
          .returning({ id: users.id });
        if (!enabled) {
          await endSessions(tx, userId, now);
        }
        return changed.length > 0;
      });
    },

    // Withdraws the open invitation of someone who never joined: its link stops working, and access is off
    // (a password reset cannot let them in either) until the firm invites them again. False if none was open.
    async revokeInvitation(userId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockInvitees(tx, userId);
        const revoked = await tx
          .update(invitations)
          .set({ voidedAt: now, revokedAt: now })
          .where(and(eq(invitations.userId, userId), openLink('invitation')))
          .returning({ id: invitations.id });
        if (revoked.length === 0) return false;
        await tx.update(users).set({ disabledAt: now }).where(eq(users.id, userId));
        await endSessions(tx, userId, now);
        return true;
      });
    },

    // Every second factor goes: the number, the app, the recovery codes, trusted devices, codes in flight, and
    // sessions still waiting for a code. The client signs in with their password and may set it up again.
    // Answers the ids of the sessions it ended.
    async resetMfa(userId: number, now: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        await removeSecondFactors(tx, userId, now);
        await tx
          .update(mfaChallenges)
          .set({ voidedAt: now })
          .where(
            and(
              eq(mfaChallenges.userId, userId),
              isNull(mfaChallenges.consumedAt),
              isNull(mfaChallenges.voidedAt),
              gt(mfaChallenges.expiresAt, now),
            ),
          );
        return endSessions(tx, userId, now, eq(apiTokens.mfaPending, true));
      });
    },
  };
}

export type AdviserClientsRepo = ReturnType<typeof createAdviserClientsRepo>;
export type ClientListRow = Awaited<ReturnType<AdviserClientsRepo['listClients']>>['rows'][number];
export type ClientDetailRow = NonNullable<Awaited<ReturnType<AdviserClientsRepo['findClientDetail']>>>;
