import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Db, Tx } from '../db/connect.ts';
import { rowsOf } from '../db/sql-executor.ts';

// Two transactions taking the same rows in an order a test wants to prove safe, on PostgreSQL only (PGlite has one
// connection, so nothing there ever waits on a lock). `holder` takes its first lock in a transaction and holds it
// until `contender` (started only then) is waiting on a lock, then does the rest of its work: the interleaving that
// in production is a statement or a few microseconds wide. Answers what both answered; a deadlock rejects.
export async function raceAgainstHeldLock<Held, Contended>(
  db: Db,
  holder: { lock: (tx: Tx) => Promise<unknown>; finish: (tx: Tx) => Promise<Held> },
  contender: () => Promise<Contended>,
): Promise<[Held, Contended]> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const first = db.transaction(async (tx) => {
    await holder.lock(tx);
    holding();
    await released;
    return holder.finish(tx);
  });
  await held;
  try {
    const second = contender();
    await vi.waitFor(async () => expect(await lockWaiters(db)).toBe(1), { timeout: 5000 });
    release();
    return await Promise.all([first, second]);
  } finally {
    release();
  }
}

async function lockWaiters(db: Db): Promise<number | undefined> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return row?.n;
}
