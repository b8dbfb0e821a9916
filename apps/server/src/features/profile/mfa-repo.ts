import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { mfaRecoveryCodes, mfaTotp, users } from '../../db/schema.ts';
import { revokeTrustedDevices } from '../../db/sessions.ts';

// A user's second factor off, inside the caller's transaction: the number, the app, the recovery codes and every
// trusted device go. The user turning it off here and an adviser's reset (adviser-clients/repo.ts) both use it.
export async function removeSecondFactors(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ mfaEnabled: false, mfaTelephone: null }).where(eq(users.id, userId));
  await tx.delete(mfaTotp).where(eq(mfaTotp.userId, userId));
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await revokeTrustedDevices(tx, userId, now);
}

// The recovery codes a newly enabled factor comes with (SMS or an app alike), replacing any older ones.
async function setRecoveryCodes(tx: Tx, userId: number, codeHashes: string[], now: Date): Promise<void> {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx
    .insert(mfaRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

// The profile's changes of second factor, each one transaction so a user is never left half-enrolled.
export function createMfaSettingsRepo(db: Db) {
  return {
    // A verified number becomes the factor, with a fresh set of recovery codes (as an app's first code gives);
    // an authenticator app it replaces is forgotten.
    async enableSms(
      userId: number,
      telephone: string,
      recoveryCodeHashes: string[],
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ mfaEnabled: true, mfaTelephone: telephone }).where(eq(users.id, userId));
        await tx.delete(mfaTotp).where(eq(mfaTotp.userId, userId));
        await setRecoveryCodes(tx, userId, recoveryCodeHashes, now);
      });
    },

    // The app's first code was right: it becomes the factor, with a fresh set of recovery codes.
    async enableTotp(userId: number, recoveryCodeHashes: string[], now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const confirmed = await tx
          .update(mfaTotp)
          .set({ confirmedAt: now })
          .where(and(eq(mfaTotp.userId, userId), isNull(mfaTotp.confirmedAt)))
          .returning({ userId: mfaTotp.userId });
        if (confirmed.length === 0) return false;
        await tx.update(users).set({ mfaEnabled: true }).where(eq(users.id, userId));
        await setRecoveryCodes(tx, userId, recoveryCodeHashes, now);
        return true;
      });
    },

    // Off means off: the number, the app, the recovery codes and every trusted device go, so turning it on
    // again starts from a verified factor and no old device skips it.
    async disable(userId: number, now: Date): Promise<void> {
      await db.transaction((tx) => removeSecondFactors(tx, userId, now));
    },
  };
}

export type MfaSettingsRepo = ReturnType<typeof createMfaSettingsRepo>;
