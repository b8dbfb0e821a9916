import type { Permissions } from '@atrium/domain/contract/auth';
import { contactChangesOf } from '@atrium/domain/factfind/contact';
import type { FactFindData } from '@atrium/domain/factfind/template';
import type { Db } from '../../db/connect.ts';
import type { HouseholdMember } from './live-edits.ts';
import type { Change, SaveOp } from './plan-update.ts';
import { runSaveTargetRead, runSaveWrite } from './property-save-sql-repo.ts';
import { createFactFindRepo, type FactFindRow } from './repo.ts';

// The property save (PUT …/portal/changes/update) in two statements: one read of everything the checks need,
// then one write of the document, its audit rows and the Idempotency-Key's answer together. A single statement is
// atomic by itself, so no explicit transaction is needed unless the fact-find changed between the two (see
// save-service.ts: the save is then tried again under the row lock).

// What the save checks, read in one statement: the client (within the caller's firm) for the access rule, the
// caller's own permissions, the client's current fact-find (the open one, else the latest, which explains a
// refusal) with its row version, the caller's earlier use of the Idempotency-Key if any, and the household's people,
// whom a save is announced to (live-edits.ts) without a statement of its own.
export type SaveTarget = {
  client: { userId: number; partnerUserId: number | null; adviserId: number | null };
  members: HouseholdMember[];
  permissions: Permissions;
  // Person 1's own permissions, which a partner's never exceed (features/access permissionsOfCaller).
  householdPermissions: Permissions;
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
  // Every person of the household (the partner is person 2 among them).
  members: HouseholdMember[] | null;
  adviser_id: number | null;
  permissions: Permissions | null;
  household_permissions: Permissions | null;
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
  // Which person of the household the saver is (null: not one of its people). A save changes only the saver's own
  // account (docs/decisions/011-one-set-of-contact-details.md): the other person's details stay in the fact-find.
  person: 1 | 2 | null;
  requestId: string;
  now: Date;
  idempotency: { key: string; requestHash: string } | null;
};

// A unique violation from the write can only be the Idempotency-Key's primary key: a concurrent request with the
// same key committed first, and the whole statement is undone with it (db/idempotency-keys.ts, step 4).
export { isIdempotencyKeyTaken } from '../../db/idempotency-keys.ts';

const noContact = { telephone: false, name: false };

function statements(db: Db) {
  const reads = createFactFindRepo(db);
  return {
    findTemplate: reads.findTemplate,

    // `lock` takes the fact-find's row lock until the transaction ends (only inside `locked`).
    async findSaveTarget(
      where: { clientId: number; firmId: number; userId: number; idempotencyKey: string | null },
      lock: boolean,
    ): Promise<SaveTarget | null> {
      const [row] = await runSaveTargetRead<TargetRow>(db, where, lock);
      if (!row) return null;
      const members = row.members ?? [];
      const partnerUserId = members.find((member) => member.person === 2)?.userId ?? null;
      return {
        client: { userId: row.client_user_id, partnerUserId, adviserId: row.adviser_id },
        members,
        permissions: row.permissions ?? {},
        householdPermissions: row.household_permissions ?? {},
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
      const [row] = await runSaveWrite<{ version: number }>(db, {
        op: write.op,
        mergedItem: write.mergedItem,
        factFindId: write.factFindId,
        rowVersion: write.rowVersion,
        userId: write.userId,
        requestId: write.requestId,
        now: write.now.toISOString(),
        changes: JSON.stringify(write.changes),
        idempotency: write.idempotency,
        contact: write.person === 1 ? contactChangesOf(write.changes, 1) : noContact,
        partnerContact: write.person === 2 ? contactChangesOf(write.changes, 2) : noContact,
      });
      return row?.version ?? null;
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
