import type { FactFindCapacityEvidence } from '@atrium/domain/risk/fact-find-check';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { householdMembers, riskAssessments, users } from '../../db/schema.ts';
import { createRiskHouseholdRepo } from './household-repo.ts';

// The adviser who set the capacity for loss, and the one who reviewed contradictory answers.
const capacityAdviser = alias(users, 'capacity_adviser');
const reviewer = alias(users, 'reviewer');

const columns = {
  id: riskAssessments.id,
  clientId: riskAssessments.clientId,
  person: riskAssessments.person,
  // The user of the person it is about (household_members), whom its notifications go to; null without a sign-in.
  personUserId: householdMembers.userId,
  questionnaireVersion: riskAssessments.questionnaireVersion,
  status: riskAssessments.status,
  answers: riskAssessments.answers,
  score: riskAssessments.score,
  level: riskAssessments.level,
  capacityScore: riskAssessments.capacityScore,
  capacity: riskAssessments.capacity,
  overrideLevel: riskAssessments.overrideLevel,
  overrideReason: riskAssessments.overrideReason,
  overriddenAt: riskAssessments.overriddenAt,
  overriddenBy: { id: users.id, name: users.name },
  overrideAboveCapacity: riskAssessments.overrideAboveCapacity,
  capacityOverride: riskAssessments.capacityOverride,
  capacityOverrideReason: riskAssessments.capacityOverrideReason,
  capacityOverriddenAt: riskAssessments.capacityOverriddenAt,
  capacityOverriddenBy: { id: capacityAdviser.id, name: capacityAdviser.name },
  clientConfirmedAt: riskAssessments.clientConfirmedAt,
  reviewedAt: riskAssessments.reviewedAt,
  reviewNote: riskAssessments.reviewNote,
  reviewedBy: { id: reviewer.id, name: reviewer.name },
  completedAt: riskAssessments.completedAt,
  reviewDueOn: riskAssessments.reviewDueOn,
  factFindCheck: riskAssessments.factFindCheck,
  createdAt: riskAssessments.createdAt,
  updatedAt: riskAssessments.updatedAt,
};

export type RiskResultValues = {
  score: number;
  level: number;
  capacityScore: number;
  capacity: string;
  reviewDueOn: string;
  // What the fact-find said at completion, on versions that check it.
  factFindCheck: FactFindCapacityEvidence | null;
};

// Whose assessments: one person of one client household (household_members.person, 1 or 2).
export type RiskSubject = { clientId: number; person: 1 | 2 };

// A completed result that no later completed result of the same person has replaced: the one a review is for.
export const isCurrentRiskResult = sql`NOT EXISTS (
  SELECT 1 FROM risk_assessments AS later
  WHERE later.client_id = ${riskAssessments.clientId} AND later.person = ${riskAssessments.person}
    AND later.status = 'completed'
    AND (later.completed_at, later.id) > (${riskAssessments.completedAt}, ${riskAssessments.id}))`;

// The household member an assessment is about (person 1 or 2 of its client), as household_members records them.
const personAssessed = and(
  eq(householdMembers.clientId, riskAssessments.clientId),
  eq(householdMembers.person, riskAssessments.person),
);

// Every query names the client: the service has already decided the caller may reach that client.
const ofSubject = (subject: RiskSubject) =>
  and(eq(riskAssessments.clientId, subject.clientId), eq(riskAssessments.person, subject.person));

export function createRiskRepo(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(riskAssessments)
      .leftJoin(householdMembers, personAssessed)
      .leftJoin(users, eq(users.id, riskAssessments.overriddenBy))
      .leftJoin(capacityAdviser, eq(capacityAdviser.id, riskAssessments.capacityOverriddenBy))
      .leftJoin(reviewer, eq(reviewer.id, riskAssessments.reviewedBy));

  // One assessment of the client changed in one UPDATE whose WHERE holds the state it requires (its status and any
  // further conditions), so two requests racing change it once.
  async function updateIn(
    status: (typeof riskAssessments.$inferSelect)['status'],
    clientId: number,
    id: number,
    values: PgUpdateSetSource<typeof riskAssessments>,
    ...conditions: ReturnType<typeof isNull>[]
  ) {
    const [row] = await db
      .update(riskAssessments)
      .set(values)
      .where(
        and(
          eq(riskAssessments.id, id),
          eq(riskAssessments.clientId, clientId),
          eq(riskAssessments.status, status),
          ...conditions,
        ),
      )
      .returning({ id: riskAssessments.id });
    return row ? findById(clientId, row.id) : null;
  }

  async function findById(clientId: number, id: number) {
    const [row] = await select().where(
      and(eq(riskAssessments.clientId, clientId), eq(riskAssessments.id, id)),
    );
    return row ?? null;
  }

  return {
    ...createRiskHouseholdRepo(db),
    findById,

    async findInProgress(subject: RiskSubject) {
      const [row] = await select().where(and(ofSubject(subject), eq(riskAssessments.status, 'in-progress')));
      return row ?? null;
    },

    async listCompleted(subject: RiskSubject) {
      return select()
        .where(and(ofSubject(subject), eq(riskAssessments.status, 'completed')))
        .orderBy(desc(riskAssessments.completedAt), desc(riskAssessments.id));
    },

    // Claims the review reminders that are due, atomically like the calendar's (calendar/repo.ts): one UPDATE sets
    // review_reminded_at on current results due for review on or before `until` and not yet reminded, skipping
    // rows another instance holds, so each result's reminder is claimed by exactly one run. A result completed
    // less than `noticeDays` before its own review date is never reminded: the client has just answered.
    async claimDueReviewReminders(now: Date, until: string, noticeDays: number, limit: number) {
      const claimed = await db
        .update(riskAssessments)
        .set({ reviewRemindedAt: now })
        .where(
          and(
            isNull(riskAssessments.reviewRemindedAt),
            sql`${riskAssessments.id} IN (
              SELECT ${riskAssessments.id} FROM ${riskAssessments}
              WHERE ${riskAssessments.status} = 'completed' AND ${riskAssessments.reviewRemindedAt} IS NULL
                AND ${riskAssessments.reviewDueOn} <= ${until}::date
                AND ${riskAssessments.reviewDueOn} - ${noticeDays}::int
                  > (${riskAssessments.completedAt} AT TIME ZONE 'Europe/London')::date
                AND ${isCurrentRiskResult}
              ORDER BY ${riskAssessments.reviewDueOn}, ${riskAssessments.id}
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)`,
          ),
        )
        .returning({ id: riskAssessments.id });
      if (claimed.length === 0) return [];
      // The reminder goes to the person the result is about (household_members), not the household's person 1.
      return db
        .select({ assessmentId: riskAssessments.id, userId: householdMembers.userId })
        .from(riskAssessments)
        .innerJoin(householdMembers, personAssessed)
        .where(
          inArray(
            riskAssessments.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(riskAssessments.id);
    },

    // At most one in progress per person (a partial unique index): two tabs starting at once share one.
    async startInProgress(values: RiskSubject & { firmId: number; version: number; at: Date }) {
      await db
        .insert(riskAssessments)
        .values({
          firmId: values.firmId,
          clientId: values.clientId,
          person: values.person,
          questionnaireVersion: values.version,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .onConflictDoNothing();
    },

    // One answer merged into the JSON in one statement, so answers chosen quickly one after another never
    // overwrite each other.
    async saveAnswer(clientId: number, id: number, questionId: string, value: number, at: Date) {
      return updateIn('in-progress', clientId, id, {
        answers: sql`${riskAssessments.answers} || jsonb_build_object(${questionId}::text, ${value}::int)`,
        updatedAt: at,
      });
    },

    // Only from in progress, in the UPDATE's own WHERE: a double submit completes it once.
    async complete(clientId: number, id: number, result: RiskResultValues, at: Date) {
      return updateIn('in-progress', clientId, id, {
        status: 'completed',
        ...result,
        reviewRemindedAt: null,
        completedAt: at,
        updatedAt: at,
      });
    },

    override(
      clientId: number,
      id: number,
      values: { level: number; reason: string; by: number; at: Date; aboveCapacity: boolean },
    ) {
      return updateIn('completed', clientId, id, {
        overrideLevel: values.level,
        overrideReason: values.reason,
        overriddenBy: values.by,
        overriddenAt: values.at,
        overrideAboveCapacity: values.aboveCapacity,
        updatedAt: values.at,
      });
    },

    overrideCapacity(
      clientId: number,
      id: number,
      values: { capacity: string; reason: string; by: number; at: Date },
    ) {
      return updateIn('completed', clientId, id, {
        capacityOverride: values.capacity,
        capacityOverrideReason: values.reason,
        capacityOverriddenBy: values.by,
        capacityOverriddenAt: values.at,
        updatedAt: values.at,
      });
    },

    // The client stands by answers that disagree; once only, and not after the adviser's review.
    confirm(clientId: number, id: number, at: Date) {
      return updateIn(
        'completed',
        clientId,
        id,
        { clientConfirmedAt: at, updatedAt: at },
        isNull(riskAssessments.clientConfirmedAt),
        isNull(riskAssessments.reviewedAt),
      );
    },

    review(clientId: number, id: number, values: { note: string; by: number; at: Date }) {
      return updateIn(
        'completed',
        clientId,
        id,
        { reviewNote: values.note, reviewedBy: values.by, reviewedAt: values.at, updatedAt: values.at },
        isNull(riskAssessments.reviewedAt),
      );
    },

    // The client goes back to answers that disagree: the same assessment is open again with its answers, its
    // result cleared. Only while neither they nor the adviser have settled it; the partial unique index keeps it
    // the one in progress (a retake already open makes this fail, and the service says so).
    async reopen(clientId: number, id: number, at: Date) {
      try {
        return await updateIn(
          'completed',
          clientId,
          id,
          {
            status: 'in-progress',
            score: null,
            level: null,
            capacityScore: null,
            capacity: null,
            completedAt: null,
            reviewDueOn: null,
            factFindCheck: null,
            updatedAt: at,
          },
          isNull(riskAssessments.clientConfirmedAt),
          isNull(riskAssessments.reviewedAt),
          isNull(riskAssessments.overriddenAt),
          isNull(riskAssessments.capacityOverriddenAt),
        );
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}

export type RiskRepo = ReturnType<typeof createRiskRepo>;
export type RiskAssessmentRow = NonNullable<Awaited<ReturnType<RiskRepo['findById']>>>;
