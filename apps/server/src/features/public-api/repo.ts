import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotentAnswer,
  releaseIdempotencyKey,
} from '../../db/idempotency-keys.ts';
import { clients, factFinds, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';

export type PublicClientRow = {
  id: number;
  name: string;
  joint_name: string | null;
  email: string;
  adviser_id: number | null;
  adviser_name: string | null;
  fact_find_id: number | null;
  fact_find_status: 'draft' | 'awaiting-review' | 'reviewed' | null;
  template_version: number | null;
  submitted_at: Date | string | null;
  reviewed_at: Date | string | null;
  fact_find_updated_at: Date | string | null;
  created_at: Date | string;
  // The keyset: the later of the client's and its latest fact-find's last change, as text with microseconds.
  updated_at: string;
};

export function createPublicApiRepo(db: Db) {
  return {
    // A page of the clients in scope, ordered by (updated, id) after the cursor's (updated, id).
    async listClients(
      scope: StaffScope,
      filter: {
        after: { updated: string; id: number } | null;
        updatedSince: string | null;
        factFindStatus: string | null;
        limit: number;
      },
    ): Promise<PublicClientRow[]> {
      const conditions: SQL[] = [clientsInScope(scope)];
      const updated = sql`greatest(${clients.updatedAt}, coalesce(ff.updated_at, ${clients.updatedAt}))`;
      if (filter.after)
        conditions.push(
          sql`(${updated}, ${clients.id}) > (${filter.after.updated}::timestamptz, ${filter.after.id})`,
        );
      if (filter.updatedSince) conditions.push(sql`${updated} >= ${filter.updatedSince}::timestamptz`);
      if (filter.factFindStatus === 'not-started') conditions.push(sql`ff.id is null`);
      else if (filter.factFindStatus) conditions.push(sql`ff.status::text = ${filter.factFindStatus}`);
      return rowsOf<PublicClientRow>(
        db,
        sql`select ${clients.id} as id, ${clients.name} as name, ${clients.jointName} as joint_name,
            u.email as email, ${clients.adviserId} as adviser_id, a.name as adviser_name,
            ff.id as fact_find_id, ff.status::text as fact_find_status, ff.template_version as template_version,
            ff.submitted_at as submitted_at, ff.reviewed_at as reviewed_at, ff.updated_at as fact_find_updated_at,
            ${clients.createdAt} as created_at,
            to_char(${updated} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at
          from ${clients}
          join ${users} u on u.id = ${clients.userId}
          left join ${users} a on a.id = ${clients.adviserId}
          left join lateral (
            select f.id, f.status, f.template_version, f.submitted_at, f.reviewed_at, f.updated_at
            from ${factFinds} f where f.client_id = ${clients.id} order by f.id desc limit 1
          ) ff on true
          where ${sql.join(conditions, sql` and `)}
          order by ${updated}, ${clients.id}
          limit ${filter.limit}`,
      );
    },

    idempotency: {
      find: (userId: number, key: string) => findIdempotentAnswer(db, userId, key),
      claim: (claim: { userId: number; key: string; requestHash: string; now: Date }) =>
        claimIdempotencyKey(db, claim),
      complete: (answer: { userId: number; key: string; statusCode: number; response: unknown }) =>
        completeIdempotencyKey(db, answer),
      release: (userId: number, key: string) => releaseIdempotencyKey(db, userId, key),
    },
  };
}

export type PublicApiRepo = ReturnType<typeof createPublicApiRepo>;
