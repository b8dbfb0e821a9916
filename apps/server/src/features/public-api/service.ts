import { createHash } from 'node:crypto';
import {
  isQueryableInstant,
  type PublicClient,
  type PublicClientsQuery,
  type PublicClientsResponse,
  publicApiMessages,
} from '@atrium/domain/contract/public-api';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { Access } from '../access/access.ts';
import type { PublicApiRepo, PublicClientRow } from './repo.ts';

type Deps = { repo: PublicApiRepo; access: Access; clock: Clock };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

// A cursor is the last row's keyset, opaque to the caller: its time exactly as the list query wrote it (UTC, to the
// microsecond PostgreSQL keeps; a JavaScript Date would drop the last three digits and repeat the row).
const keysetTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export function encodeCursor(row: { updated: string; id: number }): string {
  return Buffer.from(JSON.stringify([row.updated, row.id])).toString('base64url');
}

export function decodeCursor(cursor: string): { updated: string; id: number } {
  try {
    const [updated, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof updated === 'string' &&
      keysetTime.test(updated) &&
      isQueryableInstant(updated) &&
      typeof id === 'number' &&
      Number.isInteger(id) &&
      id > 0 &&
      id <= 2_147_483_647
    )
      return { updated, id };
  } catch {
    // Not JSON: answered below as any other cursor that is not ours.
  }
  throw invalidField('cursor', publicApiMessages.cursorInvalid);
}

const toClient = (row: PublicClientRow): PublicClient => ({
  id: row.id,
  name: row.name,
  joint_name: row.joint_name,
  email: row.email,
  adviser: row.adviser_id !== null ? { id: row.adviser_id, name: row.adviser_name ?? '' } : null,
  fact_find:
    row.fact_find_id !== null && row.fact_find_status !== null
      ? {
          id: row.fact_find_id,
          status: row.fact_find_status,
          template_version: row.template_version,
          submitted_at: iso(row.submitted_at),
          reviewed_at: iso(row.reviewed_at),
          updated_at: iso(row.fact_find_updated_at) ?? row.updated_at,
        }
      : null,
  created_at: iso(row.created_at) ?? row.updated_at,
  updated_at: row.updated_at,
});

export type IdempotentRequest = {
  key: string | undefined;
  // What makes two requests the same: method, URL and body (or, for an upload, its size and type).
  fingerprint: string;
};

export function createPublicApiService({ repo, access, clock }: Deps) {
  return {
    async listClients(auth: AuthContext, query: PublicClientsQuery): Promise<PublicClientsResponse> {
      const rows = await repo.listClients(access.staffScopeOf(auth), {
        after: query.cursor ? decodeCursor(query.cursor) : null,
        // As UTC: the ISO format allows offsets (up to ±23:59) that PostgreSQL refuses.
        updatedSince: query.updated_since ? new Date(query.updated_since).toISOString() : null,
        factFindStatus: query.fact_find_status ?? null,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map(toClient),
        next_cursor:
          rows.length > query.limit && last ? encodeCursor({ updated: last.updated_at, id: last.id }) : null,
      };
    },

    // A write under an Idempotency-Key (db/idempotency-keys.ts claimIdempotencyKey): the first request with a key
    // does the work and its answer is kept a day; a retry with the same key and request gets that answer again, with
    // another request 422, and while the first is still running 409.
    async idempotent<Answer>(
      auth: AuthContext,
      request: IdempotentRequest,
      statusCode: number,
      work: () => Promise<Answer>,
    ): Promise<Answer> {
      if (request.key === undefined) return work();
      const key = `v1:${request.key}`;
      const requestHash = createHash('sha256').update(request.fingerprint).digest('hex');
      const claimed = await repo.idempotency.claim({
        userId: auth.userId,
        key,
        requestHash,
        now: clock.now(),
      });
      if (!claimed) {
        const earlier = await repo.idempotency.find(auth.userId, key);
        if (earlier && earlier.requestHash !== requestHash)
          throw invalidField('idempotency_key', publicApiMessages.idempotencyKeyReused);
        if (!earlier || earlier.statusCode === null)
          throw new AppError('conflict', publicApiMessages.idempotencyKeyInProgress);
        return earlier.response as Answer;
      }
      try {
        const answer = await work();
        await repo.idempotency.complete({ userId: auth.userId, key, statusCode, response: answer });
        return answer;
      } catch (error) {
        await repo.idempotency.release(auth.userId, key);
        throw error;
      }
    },
  };
}

export type PublicApiService = ReturnType<typeof createPublicApiService>;
