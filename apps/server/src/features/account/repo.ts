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
  trustedDevices,
  users,
} from '../../db/schema.ts';
import { createClientOnboardingRepo } from './client-onboarding-repo.ts';

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

    // Security R1: a newer link voids the older ones.
    async replacePasswordReset(reset: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ voidedAt: reset.createdAt })
          .where(
            and(
              eq(passwordResets.userId, reset.userId),
              isNull(passwordResets.usedAt),
              isNull(passwordResets.voidedAt),
            ),
          );
        await tx.insert(passwordResets).values(reset);
      });
    },

    // Single use under races: only the request whose UPDATE finds the row still unused gets the user id.
    async consumePasswordReset(tokenHash: string, now: Date) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            isNull(passwordResets.voidedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row ?? null;
    },

    async findUsablePasswordReset(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            isNull(passwordResets.voidedAt),
            gt(passwordResets.expiresAt, now),
          ),
        );
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
        const ended = await tx
          .update(apiTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(apiTokens.userId, userId),
              isNull(apiTokens.revokedAt),
              ...(keepTokenId === null ? [] : [ne(apiTokens.id, keepTokenId)]),
            ),
          )
          .returning({ id: apiTokens.id });
        await tx
          .update(trustedDevices)
          .set({ revokedAt: now })
          .where(and(eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)));
        await tx
          .update(passwordResets)
          .set({ voidedAt: now })
          .where(
            and(
              eq(passwordResets.userId, userId),
              isNull(passwordResets.usedAt),
              isNull(passwordResets.voidedAt),
            ),
          );
        return ended.map((row) => row.id);
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
        })
        .from(clients)
        .innerJoin(users, eq(users.id, clients.userId))
        .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)));
      return row ?? null;
    },

    async findClientByUser(userId: number) {
      const [row] = await db
        .select({ id: clients.id, name: clients.name, userId: clients.userId, adviserId: clients.adviserId })
        .from(clients)
        .where(eq(clients.userId, userId));
      return row ?? null;
    },

    async createClient(input: {
      firmId: number;
      name: string;
      email: string;
      emailNormalised: string;
      passwordHash: string;
      adviserId: number | null;
    }) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            firmId: input.firmId,
            role: 'client',
            name: input.name,
            email: input.email,
            emailNormalised: input.emailNormalised,
            passwordHash: input.passwordHash,
            adviserId: input.adviserId,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user not created');
        const [client] = await tx
          .insert(clients)
          .values({ firmId: input.firmId, userId: user.id, name: input.name, adviserId: input.adviserId })
          .returning({ id: clients.id });
        if (!client) throw new Error('client not created');
        return { userId: user.id, clientId: client.id };
      });
    },

    async replaceInvitation(invitation: typeof invitations.$inferInsert & { createdAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(invitations)
          .set({ voidedAt: invitation.createdAt })
          .where(
            and(
              eq(invitations.userId, invitation.userId),
              isNull(invitations.acceptedAt),
              isNull(invitations.voidedAt),
            ),
          );
        await tx.insert(invitations).values(invitation);
      });
    },

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
          and(
            eq(invitations.tokenHash, tokenHash),
            isNull(invitations.acceptedAt),
            isNull(invitations.voidedAt),
            gt(invitations.expiresAt, now),
            isNull(users.disabledAt),
          ),
        );
      return row ?? null;
    },

    async acceptInvitation(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(invitations)
        .set({ acceptedAt: now })
        .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.voidedAt)))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },

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
