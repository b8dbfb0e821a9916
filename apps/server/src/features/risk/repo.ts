import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { riskAssessments, users } from '../../db/schema.ts';

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
  completedAt: riskAssessments.completedAt,
  createdAt: riskAssessments.createdAt,
  updatedAt: riskAssessments.updatedAt,
};

export type RiskResultValues = { score: number; level: number; capacityScore: number; capacity: string };

// Every query names the client: the service has already decided the caller may reach that client.
export function createRiskRepo(db: Db) {
  const select = () =>
    db.select(columns).from(riskAssessments).leftJoin(users, eq(users.id, riskAssessments.overriddenBy));

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

    async override(
      clientId: number,
      id: number,
      values: { level: number; reason: string; by: number; at: Date },
    ) {
      const [row] = await db
        .update(riskAssessments)
        .set({
          overrideLevel: values.level,
          overrideReason: values.reason,
          overriddenBy: values.by,
          overriddenAt: values.at,
          updatedAt: values.at,
        })
        .where(
          and(
            eq(riskAssessments.id, id),
            eq(riskAssessments.clientId, clientId),
            eq(riskAssessments.status, 'completed'),
          ),
        )
        .returning({ id: riskAssessments.id });
      return row ? findById(clientId, row.id) : null;
    },
  };
}

export type RiskRepo = ReturnType<typeof createRiskRepo>;
export type RiskAssessmentRow = NonNullable<Awaited<ReturnType<RiskRepo['findById']>>>;
