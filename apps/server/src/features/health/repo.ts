import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';

// The one query readiness needs: proof that a pooled connection reaches PostgreSQL and gets an answer.
export function createHealthRepo(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`SELECT 1`);
    },
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
