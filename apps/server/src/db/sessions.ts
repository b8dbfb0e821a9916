import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './connect.ts';
import { apiTokens, trustedDevices } from './schema.ts';

// A user's sessions (API tokens) not yet revoked end now; `also` narrows which (the caller's own kept, only those
// still waiting for a second factor). Answers the ids it ended, for the caller to close their live subscriptions
// and drop them from every instance's session cache (features/auth/session-cache.ts).
export async function endSessions(
  db: Db | Tx,
  userId: number,
  now: Date,
  ...also: (SQL | undefined)[]
): Promise<number[]> {
  const ended = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), ...also))
    .returning({ id: apiTokens.id });
  return ended.map((row) => row.id);
}

// Every device of the user still trusted to skip the second factor stops being trusted now. Answers how many.
export async function revokeTrustedDevices(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(trustedDevices)
    .set({ revokedAt: now })
    .where(and(eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)))
    .returning({ id: trustedDevices.id });
  return revoked.length;
}
