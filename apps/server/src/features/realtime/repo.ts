import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { apiTokens, users } from '../../db/schema.ts';
import { firmServedAt } from '../tenancy/repo.ts';

// Enough ids for one statement, well under PostgreSQL's 65 535 parameters.
const idsPerQuery = 1000;

export function createRealtimeRepo(db: Db) {
  return {
    // The user's firm when a socket at this host may hold the user's channel, else null: their firm is served there,
    // the same rule a bearer token obeys on the HTTP side (features/tenancy), so a signature fetched at one firm's host
    // is useless on a socket opened at another's. The firm routes the user's events through Redis (decision 018).
    async findFirmServingUserAt(userId: number, host: string): Promise<number | null> {
      const [row] = await db
        .select({ firmId: users.firmId })
        .from(users)
        .where(and(eq(users.id, userId), firmServedAt(host, users.firmId)));
      return row?.firmId ?? null;
    },

    // Each of these users' firm, for routing their events through Redis (decision 018); an unknown id is absent.
    async findFirmsOfUsers(userIds: number[]): Promise<Map<number, number>> {
      const firms = new Map<number, number>();
      for (let start = 0; start < userIds.length; start += idsPerQuery) {
        const rows = await db
          .select({ id: users.id, firmId: users.firmId })
          .from(users)
          .where(inArray(users.id, userIds.slice(start, start + idsPerQuery)));
        for (const row of rows) firms.set(row.id, row.firmId);
      }
      return firms;
    },

    // Which of these sign-in sessions (api tokens) are live, by the rule of the HTTP side (features/auth's
    // findActiveToken and resolveToken): unrevoked, unexpired, used within the idle timeout, held by an enabled user,
    // second factor verified.
    async findLiveSessions(
      sessionIds: number[],
      now: Date,
      idleTimeoutMinutes: number,
    ): Promise<Set<number>> {
      const live = new Set<number>();
      const idleSince = new Date(now.getTime() - idleTimeoutMinutes * 60_000);
      for (let start = 0; start < sessionIds.length; start += idsPerQuery) {
        const rows = await db
          .select({ id: apiTokens.id })
          .from(apiTokens)
          .innerJoin(users, eq(users.id, apiTokens.userId))
          .where(
            and(
              inArray(apiTokens.id, sessionIds.slice(start, start + idsPerQuery)),
              isNull(apiTokens.revokedAt),
              gt(apiTokens.expiresAt, now),
              eq(apiTokens.mfaPending, false),
              sql`coalesce(${apiTokens.lastUsedAt}, ${apiTokens.createdAt}) >= ${idleSince.toISOString()}::timestamptz`,
              isNull(users.disabledAt),
            ),
          );
        for (const row of rows) live.add(row.id);
      }
      return live;
    },
  };
}

export type RealtimeRepo = ReturnType<typeof createRealtimeRepo>;
