import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { riskAssessments, users } from '../../db/schema.ts';

// The adviser who set the capacity for loss, and the one who reviewed contradictory answers.
const capacityAdviser = alias(users, 'capacity_adviser');
const reviewer = alias(users, 'reviewer');

const columns = {
  id: riskAssessments.id,
  clientId: riskAssessments.clientId,
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
  createdAt: riskAssessments.createdAt,
  updatedAt: riskAssessments.updatedAt,
};

export type RiskResultValues = { score: number; level: number; capacityScore: number; capacity: string };

// Every query names the client: the service has already decided the caller may reach that client.
export function createRiskRepo(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(riskAssessments)
      .leftJoin(users, eq(users.id, riskAssessments.overriddenBy))
      .leftJoin(capacityAdviser, eq(capacityAdviser.id, riskAssessments.capacityOverriddenBy))
      .leftJoin(reviewer, eq(reviewer.id, riskAssessments.reviewedBy));

  // One completed assessment of the client changed in one UPDATE whose WHERE holds the state it requires, so two
  // requests racing change it once.
  async function updateCompleted(
    clientId: number,
    id: number,
    values: Partial<typeof riskAssessments.$inferInsert>,
    ...conditions: ReturnType<typeof isNull>[]
  ) {
    const [row] = await db
      .update(riskAssessments)
      .set(values)
      .where(
        and(
          eq(riskAssessments.id, id),
          eq(riskAssessments.clientId, clientId),
          eq(riskAssessments.status, 'completed'),
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
    findById,

    async findInProgress(clientId: number) {
      const [row] = await select().where(
        and(eq(riskAssessments.clientId, clientId), eq(riskAssessments.status, 'in-progress')),
      );
      return row ?? null;
    },

    async listCompleted(clientId: number) {
      return select()
        .where(and(eq(riskAssessments.clientId, clientId), eq(riskAssessments.status, 'completed')))
        .orderBy(desc(riskAssessments.completedAt), desc(riskAssessments.id));
    },

    // At most one in progress per client (a partial unique index): two tabs starting at once share one.
    async startInProgress(values: { firmId: number; clientId: number; version: number; at: Date }) {
      await db
        .insert(riskAssessments)
        .values({
          firmId: values.firmId,
          clientId: values.clientId,
          questionnaireVersion: values.version,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .onConflictDoNothing();
    },

    // One answer merged into the JSON in one statement, so answers chosen quickly one after another never
    // overwrite each other.
    async saveAnswer(clientId: number, id: number, questionId: string, value: number, at: Date) {
      const [row] = await db
        .update(riskAssessments)
        .set({
          answers: sql`${riskAssessments.answers} || jsonb_build_object(${questionId}::text, ${value}::int)`,
          updatedAt: at,
        })
        .where(
          and(
            eq(riskAssessments.id, id),
            eq(riskAssessments.clientId, clientId),
            eq(riskAssessments.status, 'in-progress'),
          ),
        )
        .returning({ id: riskAssessments.id });
      return row ? findById(clientId, row.id) : null;
    },

    // Only from in progress, in the UPDATE's own WHERE: a double submit completes it once.
    async complete(clientId: number, id: number, result: RiskResultValues, at: Date) {
      const [row] = await db
        .update(riskAssessments)
        .set({ status: 'completed', ...result, completedAt: at, updatedAt: at })
        .where(
          and(
            eq(riskAssessments.id, id),
            eq(riskAssessments.clientId, clientId),
            eq(riskAssessments.status, 'in-progress'),
          ),
        )
        .returning({ id: riskAssessments.id });
      return row ? findById(clientId, row.id) : null;
    },

    override(
      clientId: number,
      id: number,
      values: { level: number; reason: string; by: number; at: Date; aboveCapacity: boolean },
    ) {
      return updateCompleted(clientId, id, {
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
      return updateCompleted(clientId, id, {
        capacityOverride: values.capacity,
        capacityOverrideReason: values.reason,
        capacityOverriddenBy: values.by,
        capacityOverriddenAt: values.at,
        updatedAt: values.at,
      });
    },

    // The client stands by answers that disagree; once only, and not after the adviser's review.
    confirm(clientId: number, id: number, at: Date) {
      return updateCompleted(
        clientId,
        id,
        { clientConfirmedAt: at, updatedAt: at },
        isNull(riskAssessments.clientConfirmedAt),
        isNull(riskAssessments.reviewedAt),
      );
    },

    review(clientId: number, id: number, values: { note: string; by: number; at: Date }) {
      return updateCompleted(
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
        const [row] = await db
          .update(riskAssessments)
          .set({
            status: 'in-progress',
            score: null,
            level: null,
            capacityScore: null,
            capacity: null,
            completedAt: null,
            updatedAt: at,
          })
          .where(
            and(
              eq(riskAssessments.id, id),
              eq(riskAssessments.clientId, clientId),
              eq(riskAssessments.status, 'completed'),
              isNull(riskAssessments.clientConfirmedAt),
              isNull(riskAssessments.reviewedAt),
              isNull(riskAssessments.overriddenAt),
              isNull(riskAssessments.capacityOverriddenAt),
            ),
          )
          .returning({ id: riskAssessments.id });
        return row ? findById(clientId, row.id) : null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}

export type RiskRepo = ReturnType<typeof createRiskRepo>;
export type RiskAssessmentRow = NonNullable<Awaited<ReturnType<RiskRepo['findById']>>>;
