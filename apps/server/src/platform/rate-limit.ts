import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { rateLimits } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { createPeriodicJob, runWhileListening } from './periodic-job.ts';

export type RateLimitBucket = {
  key: string;
  limit: number;
  // At most a day (see prune).
  windowSeconds: number;
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  // Takes one slot in every bucket (or stops at the first full one). Slots are taken before the guarded
  // work runs, so 50 parallel requests cannot all pass a "count < limit" check made before any of them is counted.
  consume(buckets: readonly RateLimitBucket[]): Promise<RateLimitResult>;
  // Whether a bucket is already full, without taking a slot: lets a request be refused before its body is read.
  check(bucket: RateLimitBucket): Promise<RateLimitResult>;
  // Forget a bucket (a successful login clears its own email+IP bucket).
  reset(keys: readonly string[]): Promise<void>;
  // Give back one slot (a successful login was not a failure, so it should not use up the IP's allowance).
  release(key: string): Promise<void>;
  // Delete counters whose window ended long ago; every distinct email and IP leaves a row behind.
  prune(): Promise<void>;
};

// Longer than any bucket's window, so pruning never forgets a live count.
const staleAfterMs = 24 * 60 * 60 * 1000;

// Fixed windows counted in PostgreSQL, so every instance shares them and no in-process state is lost on restart.
export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  async function consumeOne(bucket: RateLimitBucket): Promise<RateLimitResult> {
    const now = clock.now();
    const windowEndsBefore = new Date(now.getTime() - bucket.windowSeconds * 1000);
    const expired = sql`${rateLimits.windowStart} <= ${windowEndsBefore.toISOString()}::timestamptz`;
    // One statement: the row lock taken by ON CONFLICT serialises concurrent attempts on one key, and the
    // WHERE makes a full bucket return no row instead of counting past the limit.
    const rows = await db
      .insert(rateLimits)
      .values({ key: bucket.key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        },
        setWhere: sql`${expired} OR ${rateLimits.count} < ${bucket.limit}`,
      })
      .returning({ count: rateLimits.count });
    if (rows.length > 0) return { allowed: true };

    const [row] = await db
      .select({ windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(eq(rateLimits.key, bucket.key));
    const endsAt = (row?.windowStart.getTime() ?? now.getTime()) + bucket.windowSeconds * 1000;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  }

  async function check(bucket: RateLimitBucket): Promise<RateLimitResult> {
    const now = clock.now().getTime();
    const [row] = await db
      .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, bucket.key));
    const endsAt = (row?.windowStart.getTime() ?? now) + bucket.windowSeconds * 1000;
    if (!row || endsAt <= now || row.count < bucket.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
  }

  return {
    async consume(buckets) {
      for (const bucket of buckets) {
        const result = await consumeOne(bucket);
        if (!result.allowed) return result;
      }
      return { allowed: true };
    },
    check,
    async reset(keys) {
      if (keys.length === 0) return;
      await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
    },
    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.count} > 0`);
    },
    async prune() {
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(clock.now().getTime() - staleAfterMs)));
    },
  };
}

const pruneEveryMs = 10 * 60 * 1000;

// Housekeeping, a periodic job (platform/periodic-job.ts) like the others: it runs while the server listens, and
// several instances pruning the same rows is harmless.
export function registerRateLimitPruning(app: FastifyInstance, rateLimiter: RateLimiter): void {
  const pruning = createPeriodicJob({
    run: () => rateLimiter.prune(),
    intervalMs: pruneEveryMs,
    logger: app.log,
    failure: 'Pruning rate limits failed',
  });
  runWhileListening(app, pruning);
}
