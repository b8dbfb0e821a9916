import { todayIso } from '@atrium/domain/factfind/dates';
import { closedReviewStatuses, type ReviewStatus } from '@atrium/domain/review/schedule';
import { and, asc, desc, eq, gt, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  appointments,
  clients,
  factFindChanges,
  factFinds,
  firms,
  householdMembers,
  reviewCheckIns,
  reviews,
  riskAssessments,
  users,
} from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { ukDaysSince } from '../../db/uk-days.ts';
import type { StaffScope } from '../access/repo.ts';
import { listHouseholdPeople } from '../access/repo.ts';
import {
  currentFirst,
  type PipelineKeyRow,
  type PipelinePage,
  pipelineCountsQuery,
  pipelinePageQuery,
} from './repo-pipeline.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type CheckInRow = typeof reviewCheckIns.$inferSelect;

const isOpen = notInArray(reviews.status, [...closedReviewStatuses]);

// Every query names the client or the review: the service has already decided the caller may reach it.
export function createReviewsRepo(db: Db) {
  return {
    async findSchedule(firmId: number) {
      const [row] = await db
        .select({
          frequencyMonths: firms.reviewFrequencyMonths,
          leadWeeks: firms.reviewLeadWeeks,
          reminderDays: firms.reviewReminderDays,
        })
        .from(firms)
        .where(eq(firms.id, firmId));
      if (!row) throw new Error(`Firm ${firmId} not found`);
      return row;
    },

    async findOpen(clientId: number): Promise<ReviewRow | null> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.clientId, clientId), isOpen));
      return row ?? null;
    },

    // The review the household is at: the open one once its check-in has opened, else the latest closed one (the
    // next is only a date until then), else the first one scheduled.
    async findCurrent(clientId: number): Promise<ReviewRow | null> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(eq(reviews.clientId, clientId))
        .orderBy(currentFirst(sql`${reviews.status}`), desc(reviews.id))
        .limit(1);
      return row ?? null;
    },

    // The household's next date: an open review's, or none. The partial unique index keeps one open per household,
    // so two advisers setting a date at once leave one row.
    async schedule(values: { firmId: number; clientId: number; dueOn: string; by: number; at: Date }) {
      const [row] = await db
        .insert(reviews)
        .values({
          firmId: values.firmId,
          clientId: values.clientId,
          dueOn: values.dueOn,
          scheduledBy: values.by,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .onConflictDoUpdate({
          target: reviews.clientId,
          targetWhere: sql`${reviews.status} NOT IN ('completed', 'declined', 'not_attempted')`,
          set: { dueOn: values.dueOn, scheduledBy: values.by, updatedAt: values.at },
        })
        .returning();
      if (!row) throw new Error('Scheduling a review wrote nothing');
      return row;
    },

    // Opens every check-in whose day has come (the review date less the firm's lead time), each claimed by one run
    // only (FOR UPDATE SKIP LOCKED and the status it requires), so every instance may run the job.
    async claimDueInvitations(today: string, at: Date, limit: number) {
      return db
        .update(reviews)
        .set({ status: 'invited', invitedAt: at, remindedAt: at, updatedAt: at })
        .where(
          and(
            eq(reviews.status, 'scheduled'),
            sql`${reviews.id} IN (
              SELECT r.id FROM ${reviews} AS r JOIN ${firms} AS f ON f.id = r.firm_id
              WHERE r.status = 'scheduled' AND r.due_on - (f.review_lead_weeks * 7) <= ${today}::date
              ORDER BY r.due_on, r.id
              LIMIT ${limit}
              FOR UPDATE OF r SKIP LOCKED)`,
          ),
        )
        .returning({ id: reviews.id, clientId: reviews.clientId, firmId: reviews.firmId });
    },

    // A reminder for each check-in not done whose last invitation or reminder is the firm's cadence old, counted in
    // UK days (../../db/uk-days.ts).
    async claimDueReminders(at: Date, limit: number) {
      return db
        .update(reviews)
        .set({ remindedAt: at, remindersSent: sql`${reviews.remindersSent} + 1`, updatedAt: at })
        .where(
          and(
            inArray(reviews.status, ['invited', 'in_progress']),
            sql`${reviews.id} IN (
              SELECT r.id FROM ${reviews} AS r JOIN ${firms} AS f ON f.id = r.firm_id
              WHERE r.status IN ('invited', 'in_progress')
                AND ${ukDaysSince(sql`r.reminded_at`, sql`f.review_reminder_days`, todayIso(at))}
              ORDER BY r.reminded_at, r.id
              LIMIT ${limit}
              FOR UPDATE OF r SKIP LOCKED)`,
          ),
        )
        .returning({ id: reviews.id, clientId: reviews.clientId, firmId: reviews.firmId });
    },

    async setBaseline(reviewId: number, baseline: Record<string, unknown>, at: Date | null) {
      await db.update(reviews).set({ baseline, baselineAt: at }).where(eq(reviews.id, reviewId));
    },

    // What the next review compares against: the last completed review's snapshot, else the last fact-find the
    // household submitted (awaiting review or reviewed).
    async findBaselineSource(clientId: number) {
      const [completed] = await db
        .select({ data: reviews.snapshot, at: reviews.closedAt })
        .from(reviews)
        .where(
          and(eq(reviews.clientId, clientId), eq(reviews.status, 'completed'), isNotNull(reviews.snapshot)),
        )
        .orderBy(desc(reviews.closedAt), desc(reviews.id))
        .limit(1);
      if (completed?.data) return { data: completed.data, at: completed.at };
      const [submitted] = await db
        .select({ data: factFinds.data, at: factFinds.submittedAt })
        .from(factFinds)
        .where(and(eq(factFinds.clientId, clientId), isNotNull(factFinds.submittedAt)))
        .orderBy(desc(factFinds.submittedAt), desc(factFinds.id))
        .limit(1);
      return submitted ? { data: submitted.data, at: submitted.at } : null;
    },

    // The household's fact-find now: its latest, whatever its status.
    async findLatestFactFindData(clientId: number): Promise<Record<string, unknown>> {
      const [row] = await db
        .select({ data: factFinds.data })
        .from(factFinds)
        .where(eq(factFinds.clientId, clientId))
        .orderBy(desc(factFinds.id))
        .limit(1);
      return row?.data ?? {};
    },

    // Every saved answer of the household's fact-finds since a moment (all of them when null), with who saved it.
    async listChangesSince(clientId: number, since: Date | null) {
      return db
        .select({ path: factFindChanges.path, at: factFindChanges.createdAt, by: users.name })
        .from(factFindChanges)
        .innerJoin(factFinds, eq(factFinds.id, factFindChanges.factFindId))
        .leftJoin(users, eq(users.id, factFindChanges.userId))
        .where(
          and(eq(factFinds.clientId, clientId), since ? gt(factFindChanges.createdAt, since) : undefined),
        )
        .orderBy(asc(factFindChanges.id));
    },

    listPeople: (clientId: number) => listHouseholdPeople(db, clientId),

    async listCheckIns(reviewId: number): Promise<CheckInRow[]> {
      return db
        .select()
        .from(reviewCheckIns)
        .where(eq(reviewCheckIns.reviewId, reviewId))
        .orderBy(asc(reviewCheckIns.person));
    },

    async saveCheckIn(values: {
      reviewId: number;
      person: 1 | 2;
      userId: number;
      answers: Record<string, unknown>;
      at: Date;
    }) {
      await db
        .insert(reviewCheckIns)
        .values({ ...values, updatedAt: values.at })
        .onConflictDoUpdate({
          target: [reviewCheckIns.reviewId, reviewCheckIns.person],
          set: { answers: values.answers, userId: values.userId, updatedAt: values.at },
        });
    },

    async confirmCheckIn(reviewId: number, person: 1 | 2, at: Date): Promise<boolean> {
      const rows = await db
        .update(reviewCheckIns)
        .set({ confirmedAt: at, updatedAt: at })
        .where(
          and(
            eq(reviewCheckIns.reviewId, reviewId),
            eq(reviewCheckIns.person, person),
            sql`${reviewCheckIns.confirmedAt} IS NULL`,
          ),
        )
        .returning({ person: reviewCheckIns.person });
      return rows.length > 0;
    },

    // One review moved from one of the states it may leave to the next, in one UPDATE (two requests racing move it
    // once); answers the row, or null when it was not in such a state.
    async transition(
      reviewId: number,
      from: ReviewStatus[],
      values: Partial<typeof reviews.$inferInsert> & { status: ReviewStatus },
    ): Promise<ReviewRow | null> {
      const [row] = await db
        .update(reviews)
        .set(values)
        .where(and(eq(reviews.id, reviewId), inArray(reviews.status, from)))
        .returning();
      return row ?? null;
    },

    // Closing a completed review and opening the next, together.
    async complete(
      reviewId: number,
      from: ReviewStatus[],
      values: Partial<typeof reviews.$inferInsert>,
      next: { dueOn: string; by: number },
    ): Promise<ReviewRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reviews)
          .set({ ...values, status: 'completed' })
          .where(and(eq(reviews.id, reviewId), inArray(reviews.status, from)))
          .returning();
        if (!row) return null;
        const at = values.closedAt ?? new Date();
        await tx.insert(reviews).values({
          firmId: row.firmId,
          clientId: row.clientId,
          dueOn: next.dueOn,
          scheduledBy: next.by,
          createdAt: at,
          updatedAt: at,
        });
        return row;
      });
    },

    async setRecordDocument(reviewId: number, documentId: number) {
      await db.update(reviews).set({ recordDocumentId: documentId }).where(eq(reviews.id, reviewId));
    },

    async findUserName(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    // Whether a person's current attitude-to-risk result is due for review by a date (or they have none).
    async isRiskReviewDue(clientId: number, person: 1 | 2, by: string): Promise<boolean> {
      const [row] = await db
        .select({ dueOn: riskAssessments.reviewDueOn })
        .from(riskAssessments)
        .where(
          and(
            eq(riskAssessments.clientId, clientId),
            eq(riskAssessments.person, person),
            eq(riskAssessments.status, 'completed'),
          ),
        )
        .orderBy(desc(riskAssessments.completedAt), desc(riskAssessments.id))
        .limit(1);
      return !row || (row.dueOn !== null && row.dueOn <= by);
    },

    // The household's booked appointments from a moment on (a meeting to link the review to).
    async listAppointments(clientId: number, from: Date) {
      return db
        .select({ id: appointments.id, startsAt: appointments.startsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.clientId, clientId),
            eq(appointments.status, 'booked'),
            sql`${appointments.startsAt} >= ${from.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(appointments.startsAt));
    },

    async findAppointment(clientId: number, appointmentId: number) {
      const [row] = await db
        .select({ id: appointments.id, startsAt: appointments.startsAt, timeZone: appointments.timeZone })
        .from(appointments)
        .where(
          and(
            eq(appointments.id, appointmentId),
            eq(appointments.clientId, clientId),
            eq(appointments.status, 'booked'),
          ),
        );
      return row ?? null;
    },

    // A page of the pipeline (repo-pipeline.ts says its order and how a cursor keys it), with the page's own figures: its
    // people who sign in, their confirmed check-ins, the next date after a closed review, the adviser's name.
    async listPipeline(scope: StaffScope, page: PipelinePage) {
      const query = pipelinePageQuery(scope, page);
      const keys = query ? await rowsOf<PipelineKeyRow>(db, query) : [];
      const ids = keys.map((row) => row.client_id);
      if (ids.length === 0) return [];
      const figures = await db
        .select({
          clientId: clients.id,
          adviser: sql<string | null>`(SELECT u.name FROM ${users} AS u WHERE u.id = ${clients.adviserId})`,
          people: sql<number>`(SELECT count(*)::int FROM ${householdMembers} AS m WHERE m.client_id = ${clients.id})`,
        })
        .from(clients)
        .where(inArray(clients.id, ids));
      const reviewIds = keys.flatMap((row) => (row.review_id === null ? [] : [row.review_id]));
      const [confirmed, next, closing] = await Promise.all([
        reviewIds.length === 0
          ? []
          : db
              .select({ reviewId: reviewCheckIns.reviewId, n: sql<number>`count(*)::int` })
              .from(reviewCheckIns)
              .where(and(inArray(reviewCheckIns.reviewId, reviewIds), isNotNull(reviewCheckIns.confirmedAt)))
              .groupBy(reviewCheckIns.reviewId),
        db
          .select({ clientId: reviews.clientId, id: reviews.id, dueOn: reviews.dueOn })
          .from(reviews)
          .where(and(inArray(reviews.clientId, ids), eq(reviews.status, 'scheduled'))),
        reviewIds.length === 0
          ? []
          : db
              .select({ id: reviews.id, reason: reviews.closedReason, at: reviews.closedAt })
              .from(reviews)
              .where(inArray(reviews.id, reviewIds)),
      ]);
      return keys.map((row) => {
        const more = figures.find((figure) => figure.clientId === row.client_id);
        const following = next.find((open) => open.clientId === row.client_id && open.id !== row.review_id);
        const review = closing.find((one) => one.id === row.review_id);
        return {
          key: row,
          closedReason: review?.reason ?? null,
          closedAt: review?.at ?? null,
          adviser: more?.adviser ?? null,
          people: more?.people ?? 0,
          confirmed: confirmed.find((count) => count.reviewId === row.review_id)?.n ?? 0,
          nextDueOn: following?.dueOn ?? null,
        };
      });
    },

    // How many households in reach are at each stage (their current review's state, overdue, or no review yet).
    async countPipeline(scope: StaffScope, today: string) {
      return rowsOf<{ status: ReviewStatus | null; overdue: boolean; n: number }>(
        db,
        pipelineCountsQuery(scope, today),
      );
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
