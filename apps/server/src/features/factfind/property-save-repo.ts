import type { Permissions } from '@atrium/domain/contract/auth';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { factFinds } from '../../db/schema.ts';
import type { Change, SaveOp } from './plan-update.ts';
import { createFactFindRepo, type FactFindRow } from './repo.ts';

// The property save (PUT …/portal/changes/update) in two statements: one read of everything the checks need,
// then one write of the document, its audit rows and the Idempotency-Key's answer together. A single statement is
// atomic by itself, so no explicit transaction is needed unless the fact-find changed between the two (see
// save-service.ts: the save is then tried again under the row lock).

const json = (value: unknown) => sql`${JSON.stringify(value ?? null)}::jsonb`;

// The current value of a category as an object ({} when missing or not an object), and of a list in it.
const categoryObject = (category: string) =>
  sql`(CASE WHEN jsonb_typeof(${factFinds.data} -> ${category}::text) = 'object' THEN ${factFinds.data} -> ${category}::text ELSE '{}'::jsonb END)`;
const listIn = (category: string, property: string) =>
  sql`(CASE WHEN jsonb_typeof(${factFinds.data} -> ${category}::text -> ${property}::text) = 'array' THEN ${factFinds.data} -> ${category}::text -> ${property}::text ELSE '[]'::jsonb END)`;

// Each category's new value, computed by PostgreSQL from the row's current value: only the named properties
// (or the one list) change, so concurrent saves of other properties are never overwritten.
function newCategories(op: Exclude<SaveOp, { kind: 'step' }>, mergedItem: unknown): [string, SQL][] {
  switch (op.kind) {
    case 'scalar':
      return [[op.category, json(op.value)]];
    case 'properties':
      return op.patches.map(({ category, values }) => [
        category,
        sql`${categoryObject(category)} || ${json(values)}`,
      ]);
    case 'item': {
      const list = listIn(op.category, op.property);
      const next = op.append
        ? sql`${list} || jsonb_build_array(${json(op.value)})`
        : sql`jsonb_set(${list}, ARRAY[${String(op.index)}::text], ${json(mergedItem)})`;
      return [
        [
          op.category,
          sql`${categoryObject(op.category)} || jsonb_build_object(${op.property}::text, ${next})`,
        ],
      ];
    }
    case 'remove': {
      const next = sql`${listIn(op.category, op.property)} - ${op.index}::int`;
      return [
        [
          op.category,
          sql`${categoryObject(op.category)} || jsonb_build_object(${op.property}::text, ${next})`,
        ],
      ];
    }
  }
}

function assignments(op: SaveOp, mergedItem: unknown): SQL {
  if (op.kind === 'step') return sql`last_completed_step = ${op.step}`;
  const pairs = newCategories(op, mergedItem).flatMap(([category, value]) => [sql`${category}::text`, value]);
  return sql`data = ${factFinds.data} || jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

// What the save checks, read in one statement: the client (within the caller's firm) for the access rule, the
// caller's own permissions, the client's current fact-find (the open one, else the latest, which explains a
// refusal) with its row version, and the caller's earlier use of the Idempotency-Key if any.
export type SaveTarget = {
  client: { userId: number; adviserId: number | null };
  permissions: Permissions;
  factFind:
    | (Pick<FactFindRow, 'id' | 'status' | 'lastCompletedStep' | 'templateId'> & {
        data: FactFindData;
        // PostgreSQL's xmin of the row read: any later write to the row, by any feature, changes it.
        rowVersion: string;
      })
    | null;
  idempotency: { requestHash: string; statusCode: number | null; response: unknown } | null;
};

type TargetRow = {
  client_user_id: number;
  adviser_id: number | null;
  permissions: Permissions | null;
  fact_find_id: number | null;
  status: FactFindRow['status'] | null;
  data: FactFindData | null;
  last_completed_step: string | null;
  template_id: number | null;
  row_version: string | null;
  request_hash: string | null;
  status_code: number | null;
  response: unknown;
};

export type SaveWrite = {
  factFindId: number;
  rowVersion: string;
  op: SaveOp;
  // The item after an edit, merged from the item read with the row version above.
  mergedItem: unknown;
  changes: Change[];
  userId: number;
  requestId: string;
  now: Date;
  idempotency: { key: string; requestHash: string } | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// A unique violation from the write can only be the Idempotency-Key's primary key: a concurrent request with the
// same key committed first. The whole statement is undone with it.
export const isIdempotencyKeyTaken = (error: unknown): boolean => {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
};

function statements(db: Db) {
  const reads = createFactFindRepo(db);
  return {
    findTemplate: reads.findTemplate,

    // `lock` takes the fact-find's row lock until the transaction ends (only inside `locked`).
    async findSaveTarget(
      where: { clientId: number; firmId: number; userId: number; idempotencyKey: string | null },
      lock: boolean,
    ): Promise<SaveTarget | null> {
      const result = await db.execute(sql`
        SELECT c.user_id AS client_user_id, c.adviser_id, u.permissions,
               f.id AS fact_find_id, f.status, f.data, f.last_completed_step, f.template_id, f.row_version,
               k.request_hash, k.status_code, k.response
          FROM clients c
          LEFT JOIN users u ON u.id = ${where.userId}
          LEFT JOIN LATERAL (
            SELECT id, status, data, last_completed_step, template_id, xmin::text AS row_version
              FROM fact_finds
             WHERE client_id = c.id
             ORDER BY status = 'reviewed', id DESC
             LIMIT 1
             ${lock ? sql`FOR UPDATE` : sql``}
          ) f ON true
          LEFT JOIN idempotency_keys k ON k.user_id = ${where.userId} AND k.key = ${where.idempotencyKey}
         WHERE c.id = ${where.clientId} AND c.firm_id = ${where.firmId}`);
      const row = rowsOf<TargetRow>(result)[0];
      if (!row) return null;
      return {
        client: { userId: row.client_user_id, adviserId: row.adviser_id },
        permissions: row.permissions ?? {},
        factFind:
          row.fact_find_id !== null && row.status !== null && row.row_version !== null
            ? {
                id: row.fact_find_id,
                status: row.status,
                data: row.data ?? {},
                lastCompletedStep: row.last_completed_step,
                templateId: row.template_id,
                rowVersion: row.row_version,
              }
            : null,
        idempotency:
          row.request_hash !== null
            ? { requestHash: row.request_hash, statusCode: row.status_code, response: row.response }
            : null,
      };
    },

    // The document's change, one audit row per saved property and the key's answer, in one statement, applied
    // only if the row is still the version read and still a draft. The new version, or null when it was not.
    async applySave(write: SaveWrite): Promise<number | null> {
      const now = write.now.toISOString();
      const changes = JSON.stringify(write.changes);
      const key = write.idempotency;
      const claim = key
        ? sql`, claimed AS (
            INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
            SELECT ${write.userId}, ${key.key}, ${key.requestHash}, 200,
                   jsonb_build_object('lastUpdated', ${now}::text, 'version', saved.version), ${now}::timestamptz
              FROM saved
          )`
        : sql``;
      const result = await db.execute(sql`
        WITH saved AS (
          UPDATE fact_finds
             SET ${assignments(write.op, write.mergedItem)},
                 version = version + 1, updated_at = ${now}::timestamptz
           WHERE id = ${write.factFindId} AND xmin = ${write.rowVersion}::xid AND status = 'draft'
          RETURNING id, version
        ), audited AS (
          INSERT INTO fact_find_changes (fact_find_id, user_id, path, old, new, request_id, created_at)
          SELECT saved.id, ${write.userId}, change ->> 'path', NULLIF(change -> 'oldValue', 'null'::jsonb),
                 NULLIF(change -> 'newValue', 'null'::jsonb), ${write.requestId}, ${now}::timestamptz
            FROM saved, jsonb_array_elements(${changes}::jsonb) WITH ORDINALITY AS c(change, n)
           ORDER BY c.n
        )${claim}
        SELECT version FROM saved`);
      return rowsOf<{ version: number }>(result)[0]?.version ?? null;
    },
  };
}

// The statements of one try, on the pool or inside `locked`'s transaction.
export type PropertySaveStatements = ReturnType<typeof statements>;

export function createPropertySaveRepo(db: Db) {
  return {
    ...statements(db),
    // Runs `run` in a transaction with the statements bound to it: every query inside must go through them (the
    // embedded database has one connection).
    locked<T>(run: (statements: PropertySaveStatements) => Promise<T>): Promise<T> {
      return db.transaction((tx) => run(statements(tx)));
    },
  };
}

export type PropertySaveRepo = ReturnType<typeof createPropertySaveRepo>;
