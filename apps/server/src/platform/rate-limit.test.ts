import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { createFakeClock, useTestDatabase } from '../test/build-test-app.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

const database = useTestDatabase();
let limiter: RateLimiter;
const clock = createFakeClock();

const bucket = (key: string) => ({ key, limit: 3, windowSeconds: 60 });

async function countOf(key: string) {
  const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count;
}

beforeAll(async () => {
  limiter = createRateLimiter(database.db, clock);
});

describe('rate limiter', () => {
  it('allows up to the limit, then refuses without counting further', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.consume([bucket('a')]));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(await countOf('a')).toBe(3);
  });

  it('reports how long until the window ends, and starts a new window after it', async () => {
    const key = 'b';
    for (let i = 0; i < 3; i++) await limiter.consume([bucket(key)]);
    clock.advance(45_000);
    expect(await limiter.consume([bucket(key)])).toEqual({ allowed: false, retryAfterSeconds: 15 });
    clock.advance(15_000);
    expect(await limiter.consume([bucket(key)])).toEqual({ allowed: true });
    expect(await countOf(key)).toBe(1);
  });

  it('stops at the first full bucket', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume([bucket('full')]);
    expect((await limiter.consume([bucket('full'), bucket('untouched')])).allowed).toBe(false);
    expect(await countOf('untouched')).toBeUndefined();
  });

  it('checks a bucket without taking a slot: full until its window ends', async () => {
    expect(await limiter.check(bucket('peek'))).toEqual({ allowed: true });
    for (let i = 0; i < 3; i++) await limiter.consume([bucket('peek')]);
    clock.advance(20_000);
    expect(await limiter.check(bucket('peek'))).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await countOf('peek')).toBe(3);
    clock.advance(40_000);
    expect(await limiter.check(bucket('peek'))).toEqual({ allowed: true });
  });

  it('gives a slot back, never below zero', async () => {
    await limiter.consume([bucket('c')]);
    await limiter.release('c');
    await limiter.release('c');
    expect(await countOf('c')).toBe(0);
  });

  it('forgets a reset bucket', async () => {
    await limiter.consume([bucket('d')]);
    await limiter.reset(['d']);
    expect(await countOf('d')).toBeUndefined();
  });

  it('prunes counters a day old', async () => {
    await limiter.consume([bucket('old')]);
    clock.advance(23 * 60 * 60 * 1000);
    await limiter.consume([bucket('recent')]);
    clock.advance(2 * 60 * 60 * 1000);
    await limiter.prune();
    expect(await countOf('old')).toBeUndefined();
    expect(await countOf('recent')).toBe(1);
  });
});
