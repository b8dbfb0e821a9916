import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { mfaRecoveryCodes, mfaTotp, trustedDevices } from '../../db/schema.ts';
import { revokeTrustedDevices } from '../../db/sessions.ts';

// Authenticator secrets, recovery codes and trusted devices.
export function createFactorsRepo(db: Db) {
  return {
    async findTotp(userId: number) {
      const [row] = await db.select().from(mfaTotp).where(eq(mfaTotp.userId, userId));
      return row ?? null;
    },

    // A new setup replaces an unconfirmed (or old) secret.
    async saveTotpSecret(userId: number, secretEncrypted: string, now: Date): Promise<void> {
      await db
        .insert(mfaTotp)
        .values({ userId, secretEncrypted, createdAt: now })
        .onConflictDoUpdate({
          target: mfaTotp.userId,
          set: { secretEncrypted, confirmedAt: null, lastUsedStep: null, createdAt: now },
        });
    },

    async confirmTotp(userId: number, now: Date): Promise<void> {
      await db.update(mfaTotp).set({ confirmedAt: now }).where(eq(mfaTotp.userId, userId));
    },

    // A TOTP time step is accepted once, so a code seen once cannot be replayed; the compare-and-set makes
    // that hold under races.
    async useTotpStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(mfaTotp)
        .set({ lastUsedStep: step })
        .where(
          and(eq(mfaTotp.userId, userId), or(isNull(mfaTotp.lastUsedStep), lt(mfaTotp.lastUsedStep, step))),
        )
        .returning({ userId: mfaTotp.userId });
      return rows.length > 0;
    },

    async deleteTotp(userId: number): Promise<void> {
      await db.delete(mfaTotp).where(eq(mfaTotp.userId, userId));
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        if (codeHashes.length > 0) {
          await tx
            .insert(mfaRecoveryCodes)
            .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
        }
      });
    },

    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(mfaRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, codeHash),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      return rows.length > 0;
    },

    async countRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async insertDevice(device: typeof trustedDevices.$inferInsert): Promise<void> {
      await db.insert(trustedDevices).values(device);
    },

    // Bound to the user: another user's cookie finds nothing.
    async findActiveDevice(userId: number, tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.userId, userId),
            eq(trustedDevices.tokenHash, tokenHash),
            isNull(trustedDevices.revokedAt),
            gt(trustedDevices.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    async touchDevice(id: number, now: Date): Promise<void> {
      await db.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.id, id));
    },

    async listActiveDevices(userId: number, now: Date) {
      return db
        .select()
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.userId, userId),
            isNull(trustedDevices.revokedAt),
            gt(trustedDevices.expiresAt, now),
          ),
        )
        .orderBy(trustedDevices.id);
    },

    // Scoped by user: an id of someone else's device revokes nothing.
    async revokeDevice(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(trustedDevices)
        .set({ revokedAt: now })
        .where(
          and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)),
        )
        .returning({ id: trustedDevices.id });
      return rows.length > 0;
    },

    revokeAllDevices: (userId: number, now: Date) => revokeTrustedDevices(db, userId, now),
  };
}

export type FactorsRepo = ReturnType<typeof createFactorsRepo>;
