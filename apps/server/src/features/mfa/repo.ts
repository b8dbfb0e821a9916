import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { apiTokens, firms, mfaChallenges, mfaTotp, users } from '../../db/schema.ts';

type Purpose = 'login' | 'enrol' | 'sign';

export function createMfaRepo(db: Db) {
  return {
    async findUser(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          firmId: users.firmId,
          email: users.email,
          passwordHash: users.passwordHash,
          mfaEnabled: users.mfaEnabled,
          mfaTelephone: users.mfaTelephone,
          region: users.region,
          firmName: firms.name,
          totpConfirmedAt: mfaTotp.confirmedAt,
        })
        .from(users)
        .innerJoin(firms, eq(firms.id, users.firmId))
        .leftJoin(mfaTotp, eq(mfaTotp.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async latestChallenge(userId: number, purpose: Purpose) {
      const [row] = await db
        .select()
        .from(mfaChallenges)
        .where(and(eq(mfaChallenges.userId, userId), eq(mfaChallenges.purpose, purpose)))
        .orderBy(desc(mfaChallenges.id))
        .limit(1);
      return row ?? null;
    },

    // A resend voids every open code of the user for that purpose, then stores the new one.
    async replaceChallenge(challenge: typeof mfaChallenges.$inferInsert & { createdAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(mfaChallenges)
          .set({ voidedAt: challenge.createdAt })
          .where(
            and(
              eq(mfaChallenges.userId, challenge.userId),
              eq(mfaChallenges.purpose, challenge.purpose),
              isNull(mfaChallenges.consumedAt),
              isNull(mfaChallenges.voidedAt),
            ),
          );
        await tx.insert(mfaChallenges).values(challenge);
      });
    },

    // Takes one guess on the newest open code of this token in a single statement: concurrent guesses queue
    // on the row lock and each re-reads `attempts`, so no more than `maxAttempts` are ever compared.
    async takeGuess(userId: number, tokenId: number, purpose: Purpose, now: Date, maxAttempts: number) {
      const rows = await db
        .update(mfaChallenges)
        .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
        .where(
          and(
            eq(
              mfaChallenges.id,
              sql`(SELECT max(${mfaChallenges.id}) FROM ${mfaChallenges} WHERE ${mfaChallenges.userId} = ${userId} AND ${mfaChallenges.tokenId} = ${tokenId} AND ${mfaChallenges.purpose} = ${purpose})`,
            ),
            lt(mfaChallenges.attempts, maxAttempts),
            isNull(mfaChallenges.consumedAt),
            isNull(mfaChallenges.voidedAt),
            gt(mfaChallenges.expiresAt, now),
          ),
        )
        .returning({
          id: mfaChallenges.id,
          codeHash: mfaChallenges.codeHash,
          attempts: mfaChallenges.attempts,
          telephone: mfaChallenges.telephone,
        });
      return rows[0] ?? null;
    },

    // Single use: only the first of two simultaneous right answers gets the row.
    async consumeChallenge(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(mfaChallenges)
        .set({ consumedAt: now })
        .where(
          and(eq(mfaChallenges.id, id), isNull(mfaChallenges.consumedAt), isNull(mfaChallenges.voidedAt)),
        )
        .returning({ id: mfaChallenges.id });
      return rows.length > 0;
    },

    async voidChallenge(id: number, now: Date): Promise<void> {
      await db
        .update(mfaChallenges)
        .set({ voidedAt: now })
        .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.voidedAt)));
    },

    async markTokenVerified(tokenId: number): Promise<void> {
      await db.update(apiTokens).set({ mfaPending: false }).where(eq(apiTokens.id, tokenId));
    },

    async setSmsMfa(userId: number, telephone: string): Promise<void> {
      await db.update(users).set({ mfaEnabled: true, mfaTelephone: telephone }).where(eq(users.id, userId));
    },

    async enableMfa(userId: number): Promise<void> {
      await db.update(users).set({ mfaEnabled: true }).where(eq(users.id, userId));
    },

    async disableMfa(userId: number): Promise<void> {
      await db.update(users).set({ mfaEnabled: false }).where(eq(users.id, userId));
    },
  };
}

export type MfaRepo = ReturnType<typeof createMfaRepo>;
