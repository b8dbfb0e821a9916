import {
  contactCategoryOf,
  contactNameProperties,
  contactTelephoneProperty,
} from '@atrium/domain/factfind/contact';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { factFinds } from '../../db/schema.ts';
import { statementCache } from '../../db/sql-executor.ts';
import type { SaveOp } from './plan-update.ts';

// The property save's two statements (see property-save-repo.ts), built once per shape and run as named prepared
// statements. PostgreSQL then parses and plans each once per connection instead of on every save, and planning is
// most of what these statements cost it (measured in the backend: the read 490 → 90 µs, the write 710 → 290 µs);
// building the text once spares this process drizzle's query building on every save. Every value is a
// placeholder, so a statement's text depends only on the shape of the save (which kind of change, how many
// categories, whether a key is claimed): there are few of them. db/sql-executor.ts runs them.

const statement = statementCache('factfind_save');

const $ = (name: string) => sql.placeholder(name);

// The current value of a category as an object ({} when missing or not an object), and of a list in it.
const categoryObject = (category: ReturnType<typeof $>) =>
  sql`(CASE WHEN jsonb_typeof(${factFinds.data} -> ${category}::text) = 'object' THEN ${factFinds.data} -> ${category}::text ELSE '{}'::jsonb END)`;
const listIn = (category: ReturnType<typeof $>, property: ReturnType<typeof $>) =>
  sql`(CASE WHEN jsonb_typeof(${factFinds.data} -> ${category}::text -> ${property}::text) = 'array' THEN ${factFinds.data} -> ${category}::text -> ${property}::text ELSE '[]'::jsonb END)`;

const categoryPlaceholder = (i: number) => $(`category${i}`);

// Each category's new value, computed by PostgreSQL from the row's current value: only the named properties
// (or the one list) change, so concurrent saves of other properties are never overwritten.
function newCategories(op: Exclude<SaveOp, { kind: 'step' }>): SQL[] {
  const category = categoryPlaceholder(0);
  switch (op.kind) {
    case 'scalar':
      return [sql`${$('value')}::jsonb`];
    case 'properties':
      return op.patches.map(
        (_, i) => sql`${categoryObject(categoryPlaceholder(i))} || ${$(`values${i}`)}::jsonb`,
      );
    case 'item': {
      const list = listIn(category, $('property'));
      const next = op.append
        ? sql`${list} || jsonb_build_array(${$('item')}::jsonb)`
        : sql`jsonb_set(${list}, ARRAY[${$('index')}::text], ${$('item')}::jsonb)`;
      return [sql`${categoryObject(category)} || jsonb_build_object(${$('property')}::text, ${next})`];
    }
    case 'remove': {
      const next = sql`${listIn(category, $('property'))} - ${$('index')}::int`;
      return [sql`${categoryObject(category)} || jsonb_build_object(${$('property')}::text, ${next})`];
    }
  }
}

function assignments(op: SaveOp): SQL {
  if (op.kind === 'step') return sql`last_completed_step = ${$('step')}`;
  const pairs = newCategories(op).flatMap((value, i) => [sql`${categoryPlaceholder(i)}::text`, value]);
  return sql`data = ${factFinds.data} || jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

const json = (value: unknown) => JSON.stringify(value ?? null);

// The placeholder values of an op, named as `assignments` names them.
function opValues(op: SaveOp, mergedItem: unknown): Record<string, unknown> {
  switch (op.kind) {
    case 'step':
      return { step: op.step };
    case 'scalar':
      return { category0: op.category, value: json(op.value) };
    case 'properties': {
      const values: Record<string, unknown> = {};
      op.patches.forEach(({ category, values: patch }, i) => {
        values[`category${i}`] = category;
        values[`values${i}`] = json(patch);
      });
      return values;
    }
    case 'item':
      return {
        category0: op.category,
        property: op.property,
        item: json(op.append ? op.value : mergedItem),
        index: String(op.index),
      };
    case 'remove':
      return { category0: op.category, property: op.property, index: op.index };
  }
}

function opShape(op: SaveOp): string {
  if (op.kind === 'properties') return `properties:${op.patches.length}`;
  if (op.kind === 'item') return op.append ? 'item:append' : 'item:edit';
  return op.kind;
}

export function runSaveTargetRead<Row>(
  db: Db,
  values: { userId: number; idempotencyKey: string | null; clientId: number; firmId: number },
  lock: boolean,
): Promise<Row[]> {
  const read = statement(
    lock ? 'read:lock' : 'read',
    () => sql`
      SELECT c.user_id AS client_user_id, c.adviser_id, u.permissions,
             CASE WHEN u.id = c.user_id THEN u.permissions
                  ELSE (SELECT p.permissions FROM users p WHERE p.id = c.user_id) END AS household_permissions,
             (SELECT json_agg(json_build_object('userId', hm.user_id, 'person', hm.person, 'name', mu.name)
                              ORDER BY hm.person)
                FROM household_members hm JOIN users mu ON mu.id = hm.user_id
               WHERE hm.client_id = c.id) AS members,
             f.id AS fact_find_id, f.status, f.data, f.last_completed_step, f.template_id, f.row_version,
             k.request_hash, k.status_code, k.response
        FROM clients c
        LEFT JOIN users u ON u.id = ${$('userId')}
        LEFT JOIN LATERAL (
          SELECT id, status, data, last_completed_step, template_id, xmin::text AS row_version
            FROM fact_finds
           WHERE client_id = c.id
           ORDER BY status = 'reviewed', id DESC
           LIMIT 1
           ${lock ? sql`FOR UPDATE` : sql``}
        ) f ON true
        LEFT JOIN idempotency_keys k ON k.user_id = ${$('userId')} AND k.key = ${$('idempotencyKey')}
       WHERE c.id = ${$('clientId')} AND c.firm_id = ${$('firmId')}`,
  );
  return read.rows<Row>(db, values);
}

export type SaveWriteValues = {
  op: SaveOp;
  mergedItem: unknown;
  factFindId: number;
  rowVersion: string;
  userId: number;
  requestId: string;
  now: string;
  changes: string;
  idempotency: { key: string; requestHash: string } | null;
  // Which of the saver's own account details this save changes (@atrium/domain/factfind/contact): client 1's, saved
  // by person 1, are written to the client's user (name, telephone) and client row (name); client 2's, saved by
  // person 2, to the partner's user and the client row's joint name; in the same statement. One partner's save of
  // the other's details writes no account (docs/decisions/011-one-set-of-contact-details.md).
  contact: { telephone: boolean; name: boolean };
  partnerContact: { telephone: boolean; name: boolean };
};

// A person's detail in the saved document, and their name as the account holds it: first, middle and last names
// joined with single spaces, as fullNameOf in @atrium/domain/factfind/contact joins them.
const savedDetail = (person: 1 | 2, property: string) =>
  sql.raw(`saved.data #>> '{${contactCategoryOf(person)},${property}}'`);
const savedFullName = (person: 1 | 2) =>
  sql`btrim(regexp_replace(concat_ws(' ', ${sql.join(
    contactNameProperties.map((property) => savedDetail(person, property)),
    sql`, `,
  )}), '[[:space:]]+', ' ', 'g'))`;
const savedTelephone = (person: 1 | 2) =>
  sql`NULLIF(btrim(${savedDetail(person, contactTelephoneProperty)}), '')`;

// The accounts' side of a contact save: only the details the save changed, and never a name emptied. Person 2 is
// the household member who signs in as client 2 (none yet: nothing to write). The client row is written by one
// UPDATE (a row updated twice in one statement keeps only one of the two).
const contactSync = sql`, contact_user AS (
        UPDATE users u
           SET telephone = CASE WHEN ${$('syncTelephone')}::boolean THEN ${savedTelephone(1)} ELSE u.telephone END,
               name = CASE WHEN ${$('syncName')}::boolean AND ${savedFullName(1)} <> '' THEN ${savedFullName(1)} ELSE u.name END
          FROM saved, clients c
         WHERE c.id = saved.client_id AND u.id = c.user_id
           AND (${$('syncTelephone')}::boolean OR ${$('syncName')}::boolean)
      ), contact_partner AS (
        UPDATE users u
           SET telephone = CASE WHEN ${$('syncPartnerTelephone')}::boolean THEN ${savedTelephone(2)} ELSE u.telephone END,
               name = CASE WHEN ${$('syncPartnerName')}::boolean AND ${savedFullName(2)} <> '' THEN ${savedFullName(2)} ELSE u.name END
          FROM saved, household_members hm
         WHERE hm.client_id = saved.client_id AND hm.person = 2 AND u.id = hm.user_id
           AND (${$('syncPartnerTelephone')}::boolean OR ${$('syncPartnerName')}::boolean)
      ), contact_client AS (
        UPDATE clients c
           SET name = CASE WHEN ${$('syncName')}::boolean AND ${savedFullName(1)} <> '' THEN ${savedFullName(1)} ELSE c.name END,
               joint_name = CASE WHEN ${$('syncPartnerName')}::boolean AND ${savedFullName(2)} <> ''
                   AND EXISTS (SELECT 1 FROM household_members hm WHERE hm.client_id = c.id AND hm.person = 2)
                 THEN ${savedFullName(2)} ELSE c.joint_name END
          FROM saved
         WHERE c.id = saved.client_id AND (${$('syncName')}::boolean OR ${$('syncPartnerName')}::boolean)
      )`;

export function runSaveWrite<Row>(db: Db, write: SaveWriteValues): Promise<Row[]> {
  const { op, idempotency } = write;
  const { contact, partnerContact } = write;
  const syncsContact = contact.telephone || contact.name || partnerContact.telephone || partnerContact.name;
  const shape = `write:${opShape(op)}${idempotency ? ':key' : ''}${syncsContact ? ':contact' : ''}`;
  const statementOfShape = statement(shape, () => {
    // The key recorded with its answer in the save's own statement (db/idempotency-keys.ts, step 3).
    const claim = idempotency
      ? sql`, claimed AS (
          INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
          SELECT ${$('userId')}, ${$('key')}, ${$('requestHash')}, 200,
                 jsonb_build_object('lastUpdated', ${$('now')}::text, 'version', saved.version),
                 ${$('now')}::timestamptz
            FROM saved
        )`
      : sql``;
    return sql`
      WITH saved AS (
        UPDATE fact_finds
           SET ${assignments(op)}, version = version + 1, updated_at = ${$('now')}::timestamptz
         WHERE id = ${$('factFindId')} AND xmin = ${$('rowVersion')}::xid AND status = 'draft'
        RETURNING id, firm_id, version${syncsContact ? sql`, client_id, data` : sql``}
      ), audited AS (
        INSERT INTO fact_find_changes (firm_id, fact_find_id, user_id, path, old, new, typed_value, request_id, created_at)
        SELECT saved.firm_id, saved.id, ${$('userId')}, change ->> 'path', NULLIF(change -> 'oldValue', 'null'::jsonb),
               NULLIF(change -> 'newValue', 'null'::jsonb), change -> 'typed', ${$('requestId')},
               ${$('now')}::timestamptz
          FROM saved, jsonb_array_elements(${$('changes')}::jsonb) WITH ORDINALITY AS c(change, n)
         ORDER BY c.n
      )${claim}${syncsContact ? contactSync : sql``}
      SELECT version FROM saved`;
  });
  // One object of placeholder values, filled in place (this runs on every save).
  const values = opValues(op, write.mergedItem);
  values.factFindId = write.factFindId;
  values.rowVersion = write.rowVersion;
  values.userId = write.userId;
  values.requestId = write.requestId;
  values.now = write.now;
  values.changes = write.changes;
  if (idempotency) {
    values.key = idempotency.key;
    values.requestHash = idempotency.requestHash;
  }
  if (syncsContact) {
    values.syncTelephone = contact.telephone;
    values.syncName = contact.name;
    values.syncPartnerTelephone = partnerContact.telephone;
    values.syncPartnerName = partnerContact.name;
  }
  return statementOfShape.rows<Row>(db, values);
}
