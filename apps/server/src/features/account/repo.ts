import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import {
  apiTokens,
  clients,
  firms,
  invitations,
  passwordResets,
  registrations,
  users,
} from '../../db/schema.ts';
import { endSessions, revokeTrustedDevices } from '../../db/sessions.ts';
import { claimLink, replaceLink, usableLink, voidLinks } from '../../db/single-use-links.ts';
import {
  invitationAccepted,
  invitationRevoked,
  lastActivityAt,
  openInvitationExpiresAt,
} from '../adviser-clients/repo-expressions.ts';
import { createClientOnboardingRepo, insertClientAndUser, type NewClient } from './client-onboarding-repo.ts';

const inviters = alias(users, 'inviters');

const userColumns = {
  id: users.id,
  firmId: users.firmId,
  role: users.role,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  mfaEnabled: users.mfaEnabled,
  disabledAt: users.disabledAt,
};

export function createAccountRepo(db: Db) {
  return {
    ...createClientOnboardingRepo(db),
    async findFirm(firmId: number) {
      const [row] = await db
        .select({
          id: firms.id,
          name: firms.name,
          primaryColour: firms.primaryColour,
          onboardingEnabled: firms.onboardingEnabled,
        })
        .from(firms)
        .where(eq(firms.id, firmId));
      return row ?? null;
    },

    async findUserByEmail(firmId: number, emailNormalised: string) {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.firmId, firmId), eq(users.emailNormalised, emailNormalised)));
      return row ?? null;
    },

    async findUser(userId: number) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    // A newer link voids the older ones, so only the latest mail works (db/single-use-links.ts).
    replacePasswordReset: (reset: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date }) =>
      replaceLink(db, 'passwordReset', reset),

    // Single use under races: only the request whose claim finds the row still usable gets the user id.
    async consumePasswordReset(tokenHash: string, now: Date) {
      const row = await claimLink(db, 'passwordReset', { tokenHash }, now);
      return row ? { userId: row.userId } : null;
    },

    async findUsablePasswordReset(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), usableLink('passwordReset', now)));
      return row ?? null;
    },

    // A new password ends every session and trusted device, and voids every outstanding reset link. Answers the
    // ids of the sessions (tokens) it ended, for the caller to close their live subscriptions.
    async setPassword(
      userId: number,
      passwordHash: string,
      now: Date,
      keepTokenId: number | null = null,
    ): Promise<number[]> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        const ended = await endSessions(
          tx,
          userId,
          now,
          keepTokenId === null ? undefined : ne(apiTokens.id, keepTokenId),
        );
        await revokeTrustedDevices(tx, userId, now);
        await voidLinks(tx, 'passwordReset', userId, now);
        return ended;
      });
    },

    async findClientInFirm(firmId: number, clientId: number) {
      const [row] = await db
        .select({
          id: clients.id,
          name: clients.name,
          userId: clients.userId,
          adviserId: clients.adviserId,
          email: users.email,
          // What the client's portal status is made of (adviser-clients/service.ts portalStatusOf): an invitation
          // is refused once they joined, as on the client page.
          disabledAt: users.disabledAt,
          lastActivityAt,
          invitationAccepted,
          invitationRevoked,
          openInvitationExpiresAt,
        })
        .from(clients)
        .innerJoin(users, eq(users.id, clients.userId))
        .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)));
      return row ?? null;
    },

    async createClient(input: NewClient) {
      return db.transaction((tx) => insertClientAndUser(tx, input));
    },

    // A resend voids the older link (db/single-use-links.ts).
    replaceInvitation: (invitation: typeof invitations.$inferInsert & { createdAt: Date }) =>
      replaceLink(db, 'invitation', invitation),

    async findOpenInvitation(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: invitations.id,
          userId: users.id,
          firmId: users.firmId,
          email: users.email,
          name: users.name,
          mfaEnabled: users.mfaEnabled,
          firmName: firms.name,
          invitedBy: inviters.name,
        })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.userId))
        .innerJoin(firms, eq(firms.id, invitations.firmId))
        .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
        .where(
          and(eq(invitations.tokenHash, tokenHash), usableLink('invitation', now), isNull(users.disabledAt)),
        );
      return row ?? null;
    },

    // Once: a second accept of the same invitation (or one voided meanwhile) answers false.
    acceptInvitation: async (id: number, now: Date): Promise<boolean> =>
      (await claimLink(db, 'invitation', { id }, now)) !== null,

    async insertRegistration(registration: typeof registrations.$inferInsert) {
      await db.insert(registrations).values(registration);
    },

    async consumeRegistration(tokenHash: string, now: Date) {
      const [row] = await db
        .update(registrations)
        .set({ completedAt: now })
        .where(
          and(
            eq(registrations.tokenHash, tokenHash),
            isNull(registrations.completedAt),
            gt(registrations.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
