import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from './connect.ts';
import { isUniqueViolation } from './errors.ts';
import { idempotencyKeys } from './schema.ts';

// One mechanism for the Idempotency-Key of a write, whichever way the write runs:
//   1. read the caller's earlier answer for the key (a replay answers it, or refuses another request's hash);
//   2. do the work;
//   3. record the key with its answer in the same transaction or statement as the work (the property save's one
//      statement does it in SQL, features/factfind/property-save-sql-repo.ts; a transaction with
//      recordIdempotentAnswer below);
//   4. a unique violation on recording means a concurrent request with the same key committed first: the work is
//      undone with it, and the caller tries again, when step 1 finds that request's answer.
// The keys are pruned after a day (features/factfind/repo.ts pruneIdempotencyKeys).

export type IdempotentAnswer = { requestHash: string; statusCode: number | null; response: unknown };

export async function findIdempotentAnswer(
  db: Db | Tx,
  userId: number,
  key: string,
): Promise<IdempotentAnswer | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function recordIdempotentAnswer(
  db: Db | Tx,
  answer: { userId: number; key: string; requestHash: string; response: unknown; now: Date },
): Promise<void> {
  await db.insert(idempotencyKeys).values({
    userId: answer.userId,
    key: answer.key,
    requestHash: answer.requestHash,
    statusCode: 200,
    response: answer.response,
    createdAt: answer.now,
  });
}

// Step 4's signal: the key's primary key was taken by a concurrent request (the only unique index these writes
// can hit that is not resolved inside them).
export const isIdempotencyKeyTaken = isUniqueViolation;
