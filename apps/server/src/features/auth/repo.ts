import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { apiTokens, clients, firms, users } from '../../db/schema.ts';
import { firmServedAt } from '../tenancy/repo.ts';

const advisers = alias(users, 'advisers');

export function createAuthRepo(db: Db) {
  return {
    async findLoginCandidate(firmId: number, emailNormalised: string) {
      const [user] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          disabledAt: users.disabledAt,
          mfaEnabled: users.mfaEnabled,
        })
        .from(users)
        .where(and(eq(users.firmId, firmId), eq(users.emailNormalised, emailNormalised)));
      return user ?? null;
    },

    async insertToken(token: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
      mfaPending: boolean;
    }) {
      await db.insert(apiTokens).values(token);
    },

    // A token counts only while unexpired, unrevoked and held by an enabled user (security S1), at a host that
    // serves the user's firm (issue 8: a token of firm A is refused at firm B's host).
    async findActiveToken(tokenHash: string, now: Date, host: string) {
      const [row] = await db
        .select({
          tokenId: apiTokens.id,
          lastUsedAt: apiTokens.lastUsedAt,
          createdAt: apiTokens.createdAt,
          mfaPending: apiTokens.mfaPending,
          userId: users.id,
          firmId: users.firmId,
          role: users.role,
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(
          and(
            eq(apiTokens.tokenHash, tokenHash),
            isNull(apiTokens.revokedAt),
            gt(apiTokens.expiresAt, now),
            isNull(users.disabledAt),
            firmServedAt(host, users.firmId),
          ),
        );
      return row ?? null;
    },

    async touchToken(tokenId: number, now: Date, ifUnusedSince: Date) {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiTokens.id, tokenId),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, ifUnusedSince)),
          ),
        );
    },

    async revokeToken(tokenId: number, now: Date) {
      await db
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
    },

    async findUserProfile(userId: number) {
      const [row] = await db
        .select({
          user: {
            id: users.id,
            name: users.name,
            email: users.email,
            role: users.role,
            region: users.region,
            permissions: users.permissions,
            mfaEnabled: users.mfaEnabled,
            mfaTelephone: users.mfaTelephone,
          },
          canSeeIpipeline: firms.accessIpipeline,
          adviser: { id: advisers.id, name: advisers.name },
          client: {
            id: clients.id,
            name: clients.name,
            jointName: clients.jointName,
            dob: clients.dob,
            jointDob: clients.jointDob,
            currencySymbol: clients.currencySymbol,
          },
        })
        .from(users)
        .innerJoin(firms, eq(firms.id, users.firmId))
        .leftJoin(advisers, eq(advisers.id, users.adviserId))
        .leftJoin(clients, eq(clients.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
export type UserProfileRecord = NonNullable<Awaited<ReturnType<AuthRepo['findUserProfile']>>>;
