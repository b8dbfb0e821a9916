import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { apiTokens, clients, firms, householdMembers, users } from '../../db/schema.ts';
import { firmServedAt, normaliseDomain } from '../tenancy/repo.ts';

const advisers = alias(users, 'advisers');
const partnerMember = alias(householdMembers, 'partner_member');
const partners = alias(users, 'partners');
const householdClients = alias(users, 'household_clients');

function activeTokenQuery(db: Db) {
  return db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      createdAt: apiTokens.createdAt,
      // Kept with a cached session (session-cache.ts), which must stop at the same moment.
      expiresAt: apiTokens.expiresAt,
      mfaPending: apiTokens.mfaPending,
      userId: users.id,
      firmId: users.firmId,
      role: users.role,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        isNull(users.disabledAt),
        firmServedAt(sql.placeholder('host'), users.firmId),
      ),
    )
    .prepare('auth_active_token');
}

function userProfileQuery(db: Db) {
  return db
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
      // The household the user signs in to as person 1 or 2 (household_members), the other person's
      // sign-in if any, and person 1's own permissions (a partner never has more: intersectPermissions).
      household: {
        person: householdMembers.person,
        partnerUserId: partners.id,
        partnerName: partners.name,
        partnerJoined: sql<boolean>`(exists (select 1 from invitations i where i.user_id = ${partners.id}
          and i.accepted_at is not null) or exists (select 1 from api_tokens t where t.user_id = ${partners.id}))`,
        clientPermissions: householdClients.permissions,
      },
    })
    .from(users)
    .innerJoin(firms, eq(firms.id, users.firmId))
    .leftJoin(advisers, eq(advisers.id, users.adviserId))
    .leftJoin(householdMembers, eq(householdMembers.userId, users.id))
    .leftJoin(clients, eq(clients.id, householdMembers.clientId))
    .leftJoin(
      partnerMember,
      and(
        eq(partnerMember.clientId, householdMembers.clientId),
        ne(partnerMember.person, householdMembers.person),
      ),
    )
    .leftJoin(partners, eq(partners.id, partnerMember.userId))
    .leftJoin(householdClients, eq(householdClients.id, clients.userId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user_profile');
}

export function createAuthRepo(db: Db) {
  // Built on first use (a repository made for one transaction never pays for it).
  let activeToken: ReturnType<typeof activeTokenQuery> | null = null;
  let userProfile: ReturnType<typeof userProfileQuery> | null = null;
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

    // A token counts only while unexpired, unrevoked and held by an enabled user, at a host that
    // serves the user's firm (a token of firm A is refused at firm B's host). Every authenticated request
    // runs it, so it is a prepared statement: built once, parsed and planned once per connection.
    async findActiveToken(tokenHash: string, now: Date, host: string) {
      activeToken ??= activeTokenQuery(db);
      const [row] = await activeToken.execute({
        tokenHash,
        now: now.toISOString(),
        host: normaliseDomain(host),
      });
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

    // GET api/user on every page load: prepared like the token lookup.
    async findUserProfile(userId: number) {
      userProfile ??= userProfileQuery(db);
      const [row] = await userProfile.execute({ userId });
      return row ?? null;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
export type UserProfileRecord = NonNullable<Awaited<ReturnType<AuthRepo['findUserProfile']>>>;
