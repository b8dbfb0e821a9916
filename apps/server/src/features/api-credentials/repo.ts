import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { apiCredentials, users } from '../../db/schema.ts';
import { firmServedAt, normaliseDomain } from '../tenancy/repo.ts';

// A credential's own user can never sign in: it is disabled from the start and its password hash is not a hash
// (platform/passwords.ts verifyPassword fails closed on it).
const noPassword = 'api-credential:no-password';

const creator = alias(users, 'creator');

const credentialColumns = {
  id: apiCredentials.id,
  name: apiCredentials.name,
  scopes: apiCredentials.scopes,
  keyPrefix: apiCredentials.keyPrefix,
  rateLimitPerMinute: apiCredentials.rateLimitPerMinute,
  createdAt: apiCredentials.createdAt,
  createdBy: creator.name,
  lastUsedAt: apiCredentials.lastUsedAt,
  revokedAt: apiCredentials.revokedAt,
};

export type CredentialRow = {
  id: number;
  name: string;
  scopes: string[];
  keyPrefix: string;
  rateLimitPerMinute: number;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export function createApiCredentialsRepo(db: Db) {
  async function findInFirm(firmId: number, id: number): Promise<CredentialRow | null> {
    const [row] = await db
      .select(credentialColumns)
      .from(apiCredentials)
      .leftJoin(creator, eq(creator.id, apiCredentials.createdBy))
      .where(and(eq(apiCredentials.firmId, firmId), eq(apiCredentials.id, id)));
    return row ?? null;
  }

  return {
    findInFirm,

    async listForFirm(firmId: number): Promise<CredentialRow[]> {
      return db
        .select(credentialColumns)
        .from(apiCredentials)
        .leftJoin(creator, eq(creator.id, apiCredentials.createdBy))
        .where(eq(apiCredentials.firmId, firmId))
        .orderBy(desc(apiCredentials.createdAt), desc(apiCredentials.id));
    },

    // The credential and the user it acts as, in one transaction.
    async create(input: {
      firmId: number;
      name: string;
      scopes: string[];
      keyPrefix: string;
      keyHash: string;
      rateLimitPerMinute: number;
      createdBy: number;
      userEmail: string;
      now: Date;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            firmId: input.firmId,
            role: 'admin',
            name: `${input.name} (API)`,
            email: input.userEmail,
            emailNormalised: normaliseEmail(input.userEmail),
            passwordHash: noPassword,
            disabledAt: input.now,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('The credential’s user was not created');
        const [credential] = await tx
          .insert(apiCredentials)
          .values({
            firmId: input.firmId,
            userId: user.id,
            name: input.name,
            scopes: input.scopes,
            keyPrefix: input.keyPrefix,
            keyHash: input.keyHash,
            rateLimitPerMinute: input.rateLimitPerMinute,
            createdBy: input.createdBy,
            createdAt: input.now,
          })
          .returning({ id: apiCredentials.id });
        if (!credential) throw new Error('The credential was not created');
        return credential.id;
      });
    },

    // Answers whether this call revoked it (false: it was already revoked, or is not the firm's).
    async revoke(firmId: number, id: number, by: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(apiCredentials)
        .set({ revokedAt: now, revokedBy: by })
        .where(
          and(eq(apiCredentials.firmId, firmId), eq(apiCredentials.id, id), isNull(apiCredentials.revokedAt)),
        )
        .returning({ id: apiCredentials.id });
      return rows.length > 0;
    },

    // A key in use: one statement finds the live credential served at this host and records its use.
    async useKey(keyHash: string, host: string, now: Date) {
      const [row] = await db
        .update(apiCredentials)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiCredentials.keyHash, keyHash),
            isNull(apiCredentials.revokedAt),
            firmServedAt(normaliseDomain(host), apiCredentials.firmId),
          ),
        )
        .returning({
          id: apiCredentials.id,
          firmId: apiCredentials.firmId,
          userId: apiCredentials.userId,
          scopes: apiCredentials.scopes,
          rateLimitPerMinute: apiCredentials.rateLimitPerMinute,
        });
      return row ?? null;
    },
  };
}

export type ApiCredentialsRepo = ReturnType<typeof createApiCredentialsRepo>;
