import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { apiTokens, emailChanges, firms, users } from '../../db/schema.ts';
import { endSessions } from '../../db/sessions.ts';
import { claimLink, replaceLink, usableLink, voidLinks } from '../../db/single-use-links.ts';
import { findUserWithFirm } from '../../db/users.ts';
import { type ContactDetails, findFactFindContact, saveContactDetails } from './contact-repo.ts';

// The caller's own row and the email changes they asked for; every query is keyed by the caller's user id.
export function createProfileRepo(db: Db) {
  return {
    findUser: (userId: number) =>
      findUserWithFirm(db, userId, {
        id: users.id,
        firmId: users.firmId,
        name: users.name,
        email: users.email,
        telephone: users.telephone,
        passwordHash: users.passwordHash,
        firmName: firms.name,
        primaryColour: firms.primaryColour,
      }),

    // The fact-find's copy of the name and telephone changes with them (./contact-repo.ts).
    updateDetails: (userId: number, details: ContactDetails, now: Date) =>
      saveContactDetails(db, userId, details, now),

    // The household fact-find's copy, and who else changed it (./contact-repo.ts).
    findFactFindContact: (userId: number) => findFactFindContact(db, userId),

    async isEmailTaken(firmId: number, emailNormalised: string, exceptUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.firmId, firmId),
            eq(users.emailNormalised, emailNormalised),
            ne(users.id, exceptUserId),
          ),
        );
      return row !== undefined;
    },

    async findPendingEmailChange(userId: number, now: Date) {
      const [row] = await db
        .select({ email: emailChanges.email, expiresAt: emailChanges.expiresAt })
        .from(emailChanges)
        .where(and(eq(emailChanges.userId, userId), usableLink('emailChange', now)))
        .orderBy(desc(emailChanges.id))
        .limit(1);
      return row ?? null;
    },

    // A newer request voids the older links (db/single-use-links.ts).
    replaceEmailChange: (change: {
      userId: number;
      email: string;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }) => replaceLink(db, 'emailChange', change),

    // Answers how many links were still usable (a cancellation with none is not audited).
    voidEmailChanges: async (userId: number, now: Date): Promise<number> =>
      (await voidLinks(db, 'emailChange', userId, now)).usable,

    // Single use and bound to the caller: the link consumed, the address switched and every older reset
    // link voided in one transaction. Returns 'invalid', 'taken' (the address got an account meanwhile) or
    // the new address.
    async confirmEmailChange(
      userId: number,
      tokenHash: string,
      now: Date,
      normalise: (email: string) => string,
    ): Promise<{ status: 'invalid' } | { status: 'taken' } | { status: 'changed'; email: string }> {
      const attempt = () =>
        db.transaction(async (tx) => {
          const change = await claimLink(tx, 'emailChange', { tokenHash, userId }, now);
          if (!change) return { status: 'invalid' as const };
          const [user] = await tx.select({ firmId: users.firmId }).from(users).where(eq(users.id, userId));
          if (!user) return { status: 'invalid' as const };
          const emailNormalised = normalise(change.email);
          const [holder] = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.firmId, user.firmId),
                eq(users.emailNormalised, emailNormalised),
                ne(users.id, userId),
              ),
            );
          if (holder) return { status: 'taken' as const };
          await tx.update(users).set({ email: change.email, emailNormalised }).where(eq(users.id, userId));
          await voidLinks(tx, 'emailChange', userId, now);
          await voidLinks(tx, 'passwordReset', userId, now);
          return { status: 'changed' as const, email: change.email };
        });
      try {
        return await attempt();
      } catch (error) {
        // Two people confirming the same new address at once: the unique index lets one through.
        if (isUniqueViolation(error)) return { status: 'taken' };
        throw error;
      }
    },

    // Every other live token of the user; the caller's own stays. Answers the ids of the tokens revoked.
    async revokeOtherTokens(userId: number, keepTokenId: number, now: Date): Promise<number[]> {
      return endSessions(db, userId, now, ne(apiTokens.id, keepTokenId), gt(apiTokens.expiresAt, now));
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
