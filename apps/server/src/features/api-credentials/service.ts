import { randomBytes } from 'node:crypto';
import {
  type ApiCredential,
  type ApiScope,
  apiCredentialMessages,
  type CreateApiCredentialRequest,
  type CreatedApiCredentialResponse,
  createApiCredentialRequestSchema,
} from '@atrium/domain/contract/api-credentials';
import type { AuditLog } from '../../platform/audit.ts';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ClientInfo, Site } from '../../platform/site.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { Access } from '../access/access.ts';
import type { ApiCredentialsRepo, CredentialRow } from './repo.ts';

type Deps = { repo: ApiCredentialsRepo; access: Access; audit: AuditLog; clock: Clock };

// A key is `atr_` and 43 base64url characters (256 random bits); only its SHA-256 is stored, as for sessions.
export const apiKeyPattern = /^atr_[A-Za-z0-9_-]{43}$/;
const keyPrefixLength = 12;

export function generateApiKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `atr_${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashToken(key), keyPrefix: key.slice(0, keyPrefixLength) };
}

// A credential in use: the firm's side as the credential's own user (an admin's reach: the whole firm), with the
// scopes that limit which /api/v1 routes it may call.
export type ApiCaller = {
  credentialId: number;
  scopes: ApiScope[];
  rateLimitPerMinute: number;
  auth: AuthContext;
};

const toCredential = (row: CredentialRow): ApiCredential => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiScope[],
  key_prefix: row.keyPrefix,
  rate_limit_per_minute: row.rateLimitPerMinute,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export function createApiCredentialsService({ repo, access, audit, clock }: Deps) {
  const adminOf = (auth: AuthContext) => access.assertAdmin(auth, apiCredentialMessages.adminsOnly);

  return {
    async list(auth: AuthContext): Promise<{ data: ApiCredential[] }> {
      const { firmId } = adminOf(auth);
      return { data: (await repo.listForFirm(firmId)).map(toCredential) };
    },

    async create(
      auth: AuthContext,
      input: CreateApiCredentialRequest,
      info: ClientInfo,
    ): Promise<CreatedApiCredentialResponse> {
      const { firmId } = adminOf(auth);
      const request = createApiCredentialRequestSchema.parse(input);
      const { key, keyHash, keyPrefix } = generateApiKey();
      const id = await repo.create({
        firmId,
        name: request.name,
        scopes: request.scopes,
        keyPrefix,
        keyHash,
        rateLimitPerMinute: request.rate_limit_per_minute,
        createdBy: auth.userId,
        // RFC 2606's .invalid: never deliverable, so no mail can ever reach the credential's user.
        userEmail: `api-${randomBytes(9).toString('hex')}@credentials.invalid`,
        now: clock.now(),
      });
      await audit.record(
        callerEvent(auth, info, 'api_credential.created', {
          credentialId: id,
          name: request.name,
          scopes: request.scopes,
        }),
      );
      const row = await repo.findInFirm(firmId, id);
      if (!row) throw notFound();
      return { data: toCredential(row), key };
    },

    async revoke(auth: AuthContext, id: number, info: ClientInfo): Promise<{ data: ApiCredential }> {
      const { firmId } = adminOf(auth);
      const row = await repo.findInFirm(firmId, id);
      if (!row) throw notFound();
      if (!(await repo.revoke(firmId, id, auth.userId, clock.now())))
        throw new AppError('conflict', apiCredentialMessages.alreadyRevoked);
      await audit.record(
        callerEvent(auth, info, 'api_credential.revoked', { credentialId: id, name: row.name }),
      );
      const revoked = await repo.findInFirm(firmId, id);
      if (!revoked) throw notFound();
      return { data: toCredential(revoked) };
    },

    // The caller a key stands for, or null for a key that is unknown, revoked, or used at another firm's host.
    async resolveKey(key: string, site: Site): Promise<ApiCaller | null> {
      if (!apiKeyPattern.test(key)) return null;
      const row = await repo.useKey(hashToken(key), site.host, clock.now());
      if (!row) return null;
      return {
        credentialId: row.id,
        scopes: row.scopes as ApiScope[],
        rateLimitPerMinute: row.rateLimitPerMinute,
        // tokenId 0: no sign-in session stands behind a credential (nothing of a session applies to it).
        auth: { userId: row.userId, firmId: row.firmId, role: 'admin', tokenId: 0, mfaPending: false },
      };
    },
  };
}

export type ApiCredentialsService = ReturnType<typeof createApiCredentialsService>;
