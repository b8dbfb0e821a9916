import { factFindChangeType } from '@atrium/domain/contract/audit';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auditEvents, clients, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';

export type AuditRepoFilters = {
  clientId?: number | undefined;
  userId?: number | undefined;
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  // Only entries up to this moment (an export reads a fixed trail, page after page).
  until?: Date | undefined;
  // Only entries after this one in the list's order (newest first): an export's next batch.
  after?: AuditCursor | undefined;
};

export type AuditRow = {
  kind: 'event' | 'fact-find-change';
  id: string;
  type: string;
  occurredAt: string;
  userId: number | null;
  userName: string | null;
  clientId: number | null;
  clientName: string | null;
  ip: string | null;
  details: Record<string, unknown>;
  // The entry's place in the list, exactly (occurredAt is to the millisecond): the cursor of the batch after it.
  cursor: AuditCursor;
};

type RawRow = {
  kind: 'event' | 'fact-find-change';
  id: string;
  type: string;
  occurred_at: string;
  user_id: number | null;
  user_name: string | null;
  client_id: number | null;
  client_name: string | null;
  ip: string | null;
  details: string;
  at: string;
};

// Where an export has read to: the last entry of its previous batch (the list's order, so the next batch starts
// just after it).
export type AuditCursor = { occurredAt: string; kind: 'event' | 'fact-find-change'; id: string };

// The firm's two trails, each read newest first through its (firm, time) index: audit_events (each attributed to
// the client it names in data.clientId, or to the client who acted; monthly partitions, read latest month first) and
// fact_find_changes (attributed to the fact-find's client; its firm_id, migration 0043). Each branch is filtered and
// cut to the first `take` of its own before the two are merged, so a page costs its position in the trail, not the
// trail's length (docs/scale.md). Every branch names the firm.
function branches(firmId: number, filters: AuditRepoFilters, take: number | null): SQL {
  const where = conditions(filters);
  const limit =
    take === null ? sql`` : sql` order by entries.occurred_at desc, entries.id desc limit ${take}`;
  return sql`(
    select * from (
      select 'event'::text as kind, e.id::bigint as id, e.type as type, e.created_at as occurred_at, e.user_id as user_id,
        coalesce(
          case when (e.data->>'clientId') ~ '^[0-9]{1,9}$' then (e.data->>'clientId')::int end,
          acting.id
        ) as client_id,
        e.ip as ip, e.data as details
      from audit_events e
      left join clients acting on acting.user_id = e.user_id and acting.firm_id = e.firm_id
      where e.firm_id = ${firmId}
    ) entries where ${where}${limit}
  ) union all (
    select * from (
      select 'fact-find-change'::text as kind, c.id as id, ${factFindChangeType}::text as type, c.created_at as occurred_at,
        c.user_id as user_id, f.client_id as client_id, null::text as ip,
        jsonb_build_object('factFindId', c.fact_find_id, 'path', c.path, 'old', c.old, 'new', c.new) as details
      from fact_find_changes c
      join fact_finds f on f.id = c.fact_find_id
      where c.firm_id = ${firmId}
    ) entries where ${where}${limit}
  )`;
}

// Whole days in UK time, both ends inclusive.
function conditions(filters: AuditRepoFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.clientId !== undefined) parts.push(sql`entries.client_id = ${filters.clientId}`);
  if (filters.userId !== undefined) parts.push(sql`entries.user_id = ${filters.userId}`);
  if (filters.type !== undefined) parts.push(sql`entries.type = ${filters.type}`);
  if (filters.from !== undefined)
    parts.push(sql`entries.occurred_at >= (${filters.from}::date::timestamp at time zone 'Europe/London')`);
  if (filters.to !== undefined)
    parts.push(
      sql`entries.occurred_at < ((${filters.to}::date + 1)::timestamp at time zone 'Europe/London')`,
    );
  if (filters.until !== undefined)
    parts.push(sql`entries.occurred_at <= ${filters.until.toISOString()}::timestamptz`);
  if (filters.after !== undefined) {
    const { occurredAt, kind, id } = filters.after;
    parts.push(sql`(entries.occurred_at < ${occurredAt}::timestamptz or (entries.occurred_at = ${occurredAt}::timestamptz
      and (entries.kind > ${kind}::text or (entries.kind = ${kind}::text and entries.id < ${id}::bigint))))`);
  }
  return sql.join(parts, sql` and `);
}

// The filters other than the client's, on one trail's own columns (`type`: the trail's type expression).
function ownColumns(table: SQL, filters: AuditRepoFilters, type: SQL): SQL {
  const at = sql`${table}.created_at`;
  const parts: SQL[] = [sql`true`];
  if (filters.userId !== undefined) parts.push(sql`${table}.user_id = ${filters.userId}`);
  if (filters.type !== undefined) parts.push(sql`${type} = ${filters.type}`);
  if (filters.from !== undefined)
    parts.push(sql`${at} >= (${filters.from}::date::timestamp at time zone 'Europe/London')`);
  if (filters.to !== undefined)
    parts.push(sql`${at} < ((${filters.to}::date + 1)::timestamp at time zone 'Europe/London')`);
  if (filters.until !== undefined) parts.push(sql`${at} <= ${filters.until.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

function toRow(raw: RawRow): AuditRow {
  return {
    kind: raw.kind,
    id: raw.id,
    type: raw.type,
    occurredAt: raw.occurred_at,
    userId: raw.user_id,
    userName: raw.user_name,
    clientId: raw.client_id,
    clientName: raw.client_name,
    ip: raw.ip,
    details: JSON.parse(raw.details) as Record<string, unknown>,
    cursor: { occurredAt: raw.at, kind: raw.kind, id: raw.id },
  };
}

export function createAuditRepo(db: Db) {
  return {
    // How many entries match, counted up to `cap` + 1: more than `cap` is all a page needs to say, and counting
    // further would read the firm's whole trail (docs/scale.md). Without a client filter each trail is counted on
    // its own columns, which the (firm, time) indexes answer alone while no other filter is set.
    async count(firmId: number, filters: AuditRepoFilters, cap: number): Promise<number> {
      const statement =
        filters.clientId === undefined
          ? sql`select
              (select count(*) from (select 1 from audit_events e where e.firm_id = ${firmId}
                 and ${ownColumns(sql`e`, filters, sql`e.type`)} limit ${cap + 1}) matched) +
              (select count(*) from (select 1 from fact_find_changes c where c.firm_id = ${firmId}
                 and ${ownColumns(sql`c`, filters, sql`${factFindChangeType}::text`)} limit ${cap + 1}) matched)
              as n`
          : sql`select count(*) as n from (select 1 from (${branches(firmId, filters, null)}) entries limit ${cap + 1}) matched`;
      const [row] = await rowsOf<{ n: number | string }>(db, statement);
      return Math.min(Number(row?.n ?? 0), cap + 1);
    },

    // Newest first; ties broken the same way every time, so pages never overlap.
    async list(
      firmId: number,
      filters: AuditRepoFilters,
      limit: number,
      offset: number,
    ): Promise<AuditRow[]> {
      const rows = await rowsOf<RawRow>(
        db,
        sql`
        select entries.kind, entries.id::text as id, entries.type,
          to_char(entries.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at,
          to_char(entries.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
          entries.user_id, u.name as user_name, entries.client_id, cl.name as client_name, entries.ip,
          entries.details::text as details
        from (${branches(firmId, filters, offset + limit)}) entries
        left join users u on u.id = entries.user_id and u.firm_id = ${firmId}
        left join clients cl on cl.id = entries.client_id and cl.firm_id = ${firmId}
        order by entries.occurred_at desc, entries.kind asc, entries.id desc
        limit ${limit} offset ${offset}`,
      );
      return rows.map(toRow);
    },

    async listClients(firmId: number) {
      return db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(eq(clients.firmId, firmId))
        .orderBy(asc(clients.name), asc(clients.id));
    },

    async listUsers(firmId: number) {
      return db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.firmId, firmId))
        .orderBy(asc(users.name), asc(users.id));
    },

    async listEventTypes(firmId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ type: auditEvents.type })
        .from(auditEvents)
        .where(and(eq(auditEvents.firmId, firmId)))
        .orderBy(asc(auditEvents.type));
      return rows.map((row) => row.type);
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
