import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { firmServedAt } from '../tenancy/repo.ts';

export function createRealtimeRepo(db: Db) {
  return {
    // Whether a socket at this host may hold the user's channel: their firm is served there, the same rule a bearer
    // token obeys on the HTTP side (features/tenancy), so a signature fetched at one firm's host is useless on a
    // socket opened at another's.
    async isUserServedAt(userId: number, host: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), firmServedAt(host, users.firmId)));
      return row !== undefined;
    },
  };
}

export type RealtimeRepo = ReturnType<typeof createRealtimeRepo>;
