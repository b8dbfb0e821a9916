import { createHash } from 'node:crypto';
import { type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { factFinds } from '../../db/schema.ts';
import type { SaveOp } from './plan-update.ts';

// The property save's two statements (see property-save-repo.ts), built once per shape and run as named prepared
// statements. PostgreSQL then parses and plans each once per connection instead of on every save, and planning is
// most of what these statements cost it (measured in the backend: the read 490 → 90 µs, the write 710 → 290 µs);
// building the text once spares this process drizzle's query building on every save. Every value is a
// placeholder, so a statement's text depends only on the shape of the save (which kind of change, how many
// categories, whether a key is claimed): there are few of them. The embedded database ignores the name.

type Statement = { query: Query; name: string };

const dialect = new PgDialect();
const built = new Map<string, Statement>();

function statement(shape: string, build: () => SQL): Statement {
  let found = built.get(shape);
  if (!found) {
    const query = dialect.sqlToQuery(build());
    const digest = createHash('sha1').update(query.sql).digest('hex').slice(0, 20);
    found = { query, name: `factfind_save_${digest}` };
    built.set(shape, found);
  }
  return found;
}

function execute(db: Db, { query, name }: Statement, values: Record<string, unknown>): Promise<unknown> {
  return db._.session.prepareQuery(query, undefined, name, false).execute(values);
}

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
    case 'properties':
      return Object.fromEntries(
        op.patches.flatMap(({ category, values }, i) => [
          [`category${i}`, category],
          [`values${i}`, json(values)],
        ]),
      );
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

export function runSaveTargetRead(
  db: Db,
  values: { userId: number; idempotencyKey: string | null; clientId: number; firmId: number },
  lock: boolean,
): Promise<unknown> {
  const read = statement(
    lock ? 'read:lock' : 'read',
    () => sql`
      SELECT c.user_id AS client_user_id, c.adviser_id, u.permissions,
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
  return execute(db, read, values);
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
  // Which of the account's details this save changes (@atrium/domain/factfind/contact): they are written to the
  // client's user (name, telephone) and client row (name) in the same statement, so the profile never disagrees.
  contact: { telephone: boolean; name: boolean };
};

// Client 1's name as the account holds it, from the saved document: first, middle and last names joined with
// single spaces, as fullNameOf in @atrium/domain/factfind/contact joins them.
const savedFullName = sql`btrim(regexp_replace(concat_ws(' ', saved.data #>> '{personal_details_client1,first_name}', saved.data #>> '{personal_details_client1,middle_names}', saved.data #>> '{personal_details_client1,last_name}'), '[[:space:]]+', ' ', 'g'))`;

// The account's side of a contact save: only the details the save changed, and never a name emptied.
const contactSync = sql`, contact_user AS (
        UPDATE users u
           SET telephone = CASE WHEN ${$('syncTelephone')}::boolean
                 THEN NULLIF(btrim(saved.data #>> '{personal_details_client1,mobile_phone}'), '')
                 ELSE u.telephone END,
               name = CASE WHEN ${$('syncName')}::boolean AND ${savedFullName} <> '' THEN ${savedFullName} ELSE u.name END
          FROM saved, clients c
         WHERE c.id = saved.client_id AND u.id = c.user_id
      ), contact_client AS (
        UPDATE clients c SET name = ${savedFullName}
          FROM saved
         WHERE c.id = saved.client_id AND ${$('syncName')}::boolean AND ${savedFullName} <> ''
      )`;

export function runSaveWrite(db: Db, write: SaveWriteValues): Promise<unknown> {
  const { op, idempotency } = write;
  const syncsContact = write.contact.telephone || write.contact.name;
  const shape = `write:${opShape(op)}${idempotency ? ':key' : ''}${syncsContact ? ':contact' : ''}`;
  const statementOfShape = statement(shape, () => {
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
        RETURNING id, version${syncsContact ? sql`, client_id, data` : sql``}
      ), audited AS (
        INSERT INTO fact_find_changes (fact_find_id, user_id, path, old, new, typed_value, request_id, created_at)
        SELECT saved.id, ${$('userId')}, change ->> 'path', NULLIF(change -> 'oldValue', 'null'::jsonb),
               NULLIF(change -> 'newValue', 'null'::jsonb), change -> 'typed', ${$('requestId')},
               ${$('now')}::timestamptz
          FROM saved, jsonb_array_elements(${$('changes')}::jsonb) WITH ORDINALITY AS c(change, n)
         ORDER BY c.n
      )${claim}${syncsContact ? contactSync : sql``}
      SELECT version FROM saved`;
  });
  return execute(db, statementOfShape, {
    ...opValues(op, write.mergedItem),
    factFindId: write.factFindId,
    rowVersion: write.rowVersion,
    userId: write.userId,
    requestId: write.requestId,
    now: write.now,
    changes: write.changes,
    ...(idempotency ? { key: idempotency.key, requestHash: idempotency.requestHash } : {}),
    ...(syncsContact ? { syncTelephone: write.contact.telephone, syncName: write.contact.name } : {}),
  });
}
