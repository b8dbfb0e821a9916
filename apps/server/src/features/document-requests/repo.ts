import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import {
  clients,
  documentRequestFiles,
  documentRequests,
  documents,
  householdMembers,
  users,
} from '../../db/schema.ts';
import { ukDaysSince } from '../../db/uk-days.ts';
import { listHouseholdPeople } from '../access/repo.ts';

// The items asked of households and the files sent for them. Every query names the client or the firm: the service
// has already decided the caller may reach it.

const creators = alias(users, 'document_request_creators');
const openStatuses = ['required', 'uploaded', 'rejected'] as const;

export function createDocumentRequestsRepo(db: Db) {
  // An item with the name of who asked for it.
  const withCreator = () =>
    db
      .select({ request: documentRequests, requestedBy: creators.name })
      .from(documentRequests)
      .innerJoin(creators, eq(creators.id, documentRequests.createdBy));

  // Marks with `set` up to `limit` items still awaiting the client (required, or rejected and needed again) that
  // also match `where`, the earliest due first; answers whom each concerns.
  function claimAwaitingClient(set: PgUpdateSetSource<typeof documentRequests>, where: SQL, limit: number) {
    return db
      .update(documentRequests)
      .set(set)
      .where(
        sql`${documentRequests.id} IN (
          SELECT id FROM ${documentRequests}
          WHERE status IN ('required', 'rejected') AND ${where}
          ORDER BY due_date, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )`,
      )
      .returning({
        id: documentRequests.id,
        clientId: documentRequests.clientId,
        person: documentRequests.person,
      });
  }

  return {
    async insert(values: typeof documentRequests.$inferInsert) {
      const [row] = await db.insert(documentRequests).values(values).returning({ id: documentRequests.id });
      if (!row) throw new Error('Document request was not stored');
      return row.id;
    },

    async listForClient(clientId: number) {
      return withCreator()
        .where(eq(documentRequests.clientId, clientId))
        .orderBy(asc(documentRequests.dueDate), asc(documentRequests.id));
    },

    async findForClient(clientId: number, requestId: number) {
      const [row] = await withCreator().where(
        and(eq(documentRequests.id, requestId), eq(documentRequests.clientId, clientId)),
      );
      return row ?? null;
    },

    // The files of these items still in the vault, newest first.
    async filesOf(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      return db
        .select({
          requestId: documentRequestFiles.requestId,
          documentId: documents.id,
          name: documents.name,
          uploadedBy: users.name,
          createdAt: documentRequestFiles.createdAt,
        })
        .from(documentRequestFiles)
        .innerJoin(documents, eq(documents.id, documentRequestFiles.documentId))
        .innerJoin(users, eq(users.id, documentRequestFiles.uploadedBy))
        .where(and(inArray(documentRequestFiles.requestId, requestIds), isNull(documents.deletedAt)))
        .orderBy(desc(documentRequestFiles.id));
    },

    peopleOf: (clientId: number) => listHouseholdPeople(db, clientId),

    // A file sent for an open item: linked, and the item waits for review. False when the item is no longer open
    // (accepted or withdrawn meanwhile).
    async markUploaded(
      file: { firmId: number; requestId: number; documentId: number; uploadedBy: number },
      at: Date,
    ) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(documentRequests)
          .set({ status: 'uploaded', uploadedAt: at, rejectReason: null, reviewedAt: null, reviewedBy: null })
          .where(
            and(eq(documentRequests.id, file.requestId), inArray(documentRequests.status, [...openStatuses])),
          )
          .returning({ id: documentRequests.id });
        if (updated.length === 0) return false;
        await tx.insert(documentRequestFiles).values({ ...file, createdAt: at });
        return true;
      });
    },

    // Accepted or rejected, only while an upload waits for review.
    async review(
      requestId: number,
      outcome: { status: 'accepted' | 'rejected'; rejectReason: string | null; reviewedBy: number; at: Date },
    ) {
      const updated = await db
        .update(documentRequests)
        .set({
          status: outcome.status,
          rejectReason: outcome.rejectReason,
          reviewedBy: outcome.reviewedBy,
          reviewedAt: outcome.at,
        })
        .where(and(eq(documentRequests.id, requestId), eq(documentRequests.status, 'uploaded')))
        .returning({ id: documentRequests.id });
      return updated.length > 0;
    },

    async withdraw(requestId: number, at: Date) {
      const updated = await db
        .update(documentRequests)
        .set({ status: 'withdrawn', withdrawnAt: at })
        .where(and(eq(documentRequests.id, requestId), inArray(documentRequests.status, [...openStatuses])))
        .returning({ id: documentRequests.id });
      return updated.length > 0;
    },

    // The firm's open items (an adviser's own clients' when adviserId is set), oldest first, one page of them.
    async outstanding(scope: { firmId: number; adviserId: number | null }, page: number, perPage: number) {
      const where: SQL[] = [
        eq(documentRequests.firmId, scope.firmId),
        inArray(documentRequests.status, [...openStatuses]),
      ];
      if (scope.adviserId !== null) where.push(eq(clients.adviserId, scope.adviserId));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            request: documentRequests,
            clientName: clients.name,
            personName: users.name,
          })
          .from(documentRequests)
          .innerJoin(clients, eq(clients.id, documentRequests.clientId))
          .leftJoin(
            householdMembers,
            and(
              eq(householdMembers.clientId, documentRequests.clientId),
              eq(householdMembers.person, documentRequests.person),
            ),
          )
          .leftJoin(users, eq(users.id, householdMembers.userId))
          .where(and(...where))
          .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: count() })
          .from(documentRequests)
          .innerJoin(clients, eq(clients.id, documentRequests.clientId))
          .where(and(...where)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    // ── The job: each claim hands an item to one run only, whichever instance runs it. ─────────────────────────

    // Items still awaiting the client whose due date is `days` away or nearer (not yet past), not yet reminded so.
    async claimDueSoon(today: string, days: number, now: Date, limit: number) {
      return claimAwaitingClient(
        { dueSoonRemindedAt: now },
        sql`due_soon_reminded_at IS NULL
          AND due_date >= ${today}::date AND due_date <= ${today}::date + ${days}::int`,
        limit,
      );
    },

    // Items past their due date, reminded at most `max` times, `everyDays` UK days apart (../../db/uk-days.ts).
    async claimOverdue(today: string, everyDays: number, max: number, now: Date, limit: number) {
      return claimAwaitingClient(
        { overdueRemindedAt: now, overdueReminders: sql`${documentRequests.overdueReminders} + 1` },
        sql`due_date < ${today}::date AND overdue_reminders < ${max}
          AND (overdue_reminded_at IS NULL
            OR ${ukDaysSince(sql`overdue_reminded_at`, everyDays, today)})`,
        limit,
      );
    },

    // Items of a recurring series whose next period has started, the series not withdrawn: each is marked so its
    // next item is made once. The next period starts whole months after the first item's start, counted from it as
    // occurrenceDates counts (packages/domain/src/documents/requests.ts): 31 January monthly gives 29 February, then
    // 31 March, not a month after 29 February.
    async claimNextOccurrences(today: string, now: Date, limit: number) {
      return db
        .update(documentRequests)
        .set({ nextCreatedAt: now })
        .where(
          sql`${documentRequests.id} IN (
            SELECT item.id FROM ${documentRequests} item
              LEFT JOIN ${documentRequests} first ON first.id = item.series_id
            WHERE item.next_created_at IS NULL AND item.occurrence < item.occurrences
              AND item.every_months IS NOT NULL AND item.status <> 'withdrawn'
              AND coalesce(first.starts_on, item.starts_on)
                + make_interval(months => item.every_months * item.occurrence) <= ${today}::date
            ORDER BY item.starts_on, item.id
            LIMIT ${limit}
            FOR UPDATE OF item SKIP LOCKED
          )`,
        )
        .returning();
    },

    async findById(requestId: number) {
      const [row] = await db.select().from(documentRequests).where(eq(documentRequests.id, requestId));
      return row ?? null;
    },
  };
}

export type DocumentRequestsRepo = ReturnType<typeof createDocumentRequestsRepo>;
export type DocumentRequestRow = typeof documentRequests.$inferSelect;
export type DocumentRequestFileRow = Awaited<ReturnType<DocumentRequestsRepo['filesOf']>>[number];
