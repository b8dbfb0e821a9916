import { and, eq, isNull } from 'drizzle-orm';
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

// The same key for work that runs through another feature's service, whose transaction this cannot join (the public
// API's writes, features/public-api): the key is claimed first (an answer with no status: in progress), the work
// done, then the answer recorded; work that fails releases the claim so a retry can do it. A process that dies
// between the work and the record leaves the claim in progress until the keys are pruned (a day), so a retry is
// refused rather than doing the work twice. Answers whether this request holds the claim.
export async function claimIdempotencyKey(
  db: Db | Tx,
  claim: { userId: number; key: string; requestHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      userId: claim.userId,
      key: claim.key,
      requestHash: claim.requestHash,
      statusCode: null,
      response: null,
      createdAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function completeIdempotencyKey(
  db: Db | Tx,
  answer: { userId: number; key: string; statusCode: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.response })
    .where(and(eq(idempotencyKeys.userId, answer.userId), eq(idempotencyKeys.key, answer.key)));
}

export async function releaseIdempotencyKey(db: Db | Tx, userId: number, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.statusCode),
      ),
    );
}
