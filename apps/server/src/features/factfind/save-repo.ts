import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { findIdempotentAnswer, recordIdempotentAnswer } from '../../db/idempotency-keys.ts';
import { factFindAnswers, factFindChanges, factFinds } from '../../db/schema.ts';
import { type ChangeRow, createFactFindRepo, type FactFindRepo, type FactFindRow } from './repo.ts';

const json = (value: unknown) => sql`${JSON.stringify(value ?? null)}::jsonb`;

function writer(tx: Db) {
  return {
    // The Idempotency-Key's earlier answer, and the answer recorded with the transaction's work
    // (db/idempotency-keys.ts).
    findIdempotentAnswer: (userId: number, key: string) => findIdempotentAnswer(tx, userId, key),
    recordIdempotentAnswer: (answer: Parameters<typeof recordIdempotentAnswer>[1]) =>
      recordIdempotentAnswer(tx, answer),

    // The client's fact-find in progress (draft or awaiting review), locked until the transaction ends.
    async lockOpenFactFind(clientId: number): Promise<FactFindRow | null> {
      const [row] = await tx
        .select()
        .from(factFinds)
        .where(and(eq(factFinds.clientId, clientId), ne(factFinds.status, 'reviewed')))
        .orderBy(desc(factFinds.id))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async lockFactFind(factFindId: number): Promise<FactFindRow | null> {
      const [row] = await tx.select().from(factFinds).where(eq(factFinds.id, factFindId)).for('update');
      return row ?? null;
    },

    async touchFactFind(factFindId: number, now: Date) {
      const [row] = await tx
        .update(factFinds)
        .set({ version: sql`${factFinds.version} + 1`, updatedAt: now })
        .where(eq(factFinds.id, factFindId))
        .returning({ version: factFinds.version, updatedAt: factFinds.updatedAt });
      if (!row) throw new Error('Fact-find vanished while locked');
      return row;
    },

    async insertChanges(rows: ChangeRow[]) {
      if (rows.length > 0) await tx.insert(factFindChanges).values(rows);
    },

    // Null when the client already has one in progress (a concurrent start won the unique index).
    async insertFactFind(values: typeof factFinds.$inferInsert): Promise<FactFindRow | null> {
      const [row] = await tx.insert(factFinds).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async insertAnswers(
      factFindId: number,
      answers: { questionId: string; value: unknown }[],
      userId: number,
    ) {
      if (answers.length === 0) return;
      await tx
        .insert(factFindAnswers)
        .values(
          answers.map((a) => ({ factFindId, questionId: a.questionId, value: a.value, updatedBy: userId })),
        );
    },

    async markSubmitted(factFindId: number, now: Date): Promise<FactFindRow> {
      const [row] = await tx
        .update(factFinds)
        .set({
          status: 'awaiting-review',
          submittedAt: now,
          updatedAt: now,
          version: sql`${factFinds.version} + 1`,
        })
        .where(eq(factFinds.id, factFindId))
        .returning();
      if (!row) throw new Error('Fact-find vanished while locked');
      return row;
    },

    async lockAnswer(answerId: number) {
      const [row] = await tx
        .select({
          id: factFindAnswers.id,
          questionId: factFindAnswers.questionId,
          value: factFindAnswers.value,
        })
        .from(factFindAnswers)
        .where(eq(factFindAnswers.id, answerId))
        .for('update');
      return row ?? null;
    },

    async updateAnswer(answerId: number, value: unknown, userId: number, now: Date) {
      await tx
        .update(factFindAnswers)
        .set({ value: sql`${json(value)}`, updatedBy: userId, updatedAt: now })
        .where(eq(factFindAnswers.id, answerId));
    },
  };
}

export type FactFindWriter = ReturnType<typeof writer>;

export function createFactFindWriteRepo(db: Db) {
  return {
    // Inside `run`, every query must go through `w` or `r` (the same transaction): the embedded database has one
    // connection, so a query on the outer handle would wait for this transaction forever.
    transaction<T>(run: (w: FactFindWriter, r: FactFindRepo) => Promise<T>): Promise<T> {
      return db.transaction((tx) => run(writer(tx), createFactFindRepo(tx)));
    },
  };
}

export type FactFindWriteRepo = ReturnType<typeof createFactFindWriteRepo>;
