import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { factFindAnswers, factFindChanges, factFinds, idempotencyKeys } from '../../db/schema.ts';
import type { SaveOp } from './plan-update.ts';
import { type ChangeRow, createFactFindRepo, type FactFindRepo, type FactFindRow } from './repo.ts';

const json = (value: unknown) => sql`${JSON.stringify(value ?? null)}::jsonb`;

// The current value of a category as an object ({} when missing or not an object), and of a list in it.
const categoryObject = (category: string) =>
  sql`(CASE WHEN jsonb_typeof(${factFinds.data} -> ${category}::text) = 'object' THEN ${factFinds.data} -> ${category}::text ELSE '{}'::jsonb END)`;
const listIn = (category: string, property: string) =>
  sql`(CASE WHEN jsonb_typeof(${factFinds.data} -> ${category}::text -> ${property}::text) = 'array' THEN ${factFinds.data} -> ${category}::text -> ${property}::text ELSE '[]'::jsonb END)`;

// Each category's new value, computed by PostgreSQL from the row's current value: only the named properties
// (or the one list) change, so concurrent saves of other properties are never overwritten.
function newCategories(op: Exclude<SaveOp, { kind: 'step' }>, mergedItem: unknown): [string, SQL][] {
  switch (op.kind) {
    case 'scalar':
      return [[op.category, json(op.value)]];
    case 'properties':
      return op.patches.map(({ category, values }) => [
        category,
        sql`${categoryObject(category)} || ${json(values)}`,
      ]);
    case 'item': {
      const list = listIn(op.category, op.property);
      const next = op.append
        ? sql`${list} || jsonb_build_array(${json(op.value)})`
        : sql`jsonb_set(${list}, ARRAY[${String(op.index)}::text], ${json(mergedItem)})`;
      return [
        [
          op.category,
          sql`${categoryObject(op.category)} || jsonb_build_object(${op.property}::text, ${next})`,
        ],
      ];
    }
    case 'remove': {
      const next = sql`${listIn(op.category, op.property)} - ${op.index}::int`;
      return [
        [
          op.category,
          sql`${categoryObject(op.category)} || jsonb_build_object(${op.property}::text, ${next})`,
        ],
      ];
    }
  }
}

export type IdempotencyClaim =
  | { claimed: true }
  | { claimed: false; requestHash: string; statusCode: number | null; response: unknown };

function writer(tx: Db) {
  return {
    // Inserting first makes a concurrent retry with the same key wait for this transaction, then find its answer.
    async claimIdempotencyKey(
      userId: number,
      key: string,
      requestHash: string,
      now: Date,
    ): Promise<IdempotencyClaim> {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { claimed: true };
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!existing) throw new Error('Idempotency key vanished between insert and read');
      return {
        claimed: false,
        requestHash: existing.requestHash,
        statusCode: existing.statusCode,
        response: existing.response,
      };
    },

    async storeIdempotentResponse(userId: number, key: string, statusCode: number, response: unknown) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode, response })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

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

    // One UPDATE of the named paths; `mergedItem` is the item after an edit (read under the row lock).
    async applyOp(factFindId: number, op: SaveOp, mergedItem: unknown, now: Date) {
      const set: Partial<Record<'data' | 'version' | 'updatedAt' | 'lastCompletedStep', unknown>> = {
        version: sql`${factFinds.version} + 1`,
        updatedAt: now,
      };
      if (op.kind === 'step') set.lastCompletedStep = op.step;
      else {
        const pairs = newCategories(op, mergedItem).flatMap(([category, value]) => [
          sql`${category}::text`,
          value,
        ]);
        set.data = sql`${factFinds.data} || jsonb_build_object(${sql.join(pairs, sql`, `)})`;
      }
      const [row] = await tx
        .update(factFinds)
        .set(set as Partial<typeof factFinds.$inferInsert>)
        .where(eq(factFinds.id, factFindId))
        .returning({ version: factFinds.version, updatedAt: factFinds.updatedAt });
      if (!row) throw new Error('Fact-find vanished while locked');
      return row;
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
