import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './connect.ts';

// The one way a repository runs SQL that Drizzle's query builder does not express. Everything else uses the query
// builder (and, for a hot read, its public `.prepare(name)`). Two entry points:
//
//   rowsOf(db, sql`…`)               runs a one-off statement and answers its rows, typed by the caller;
//   namedStatement(prefix, build)    builds a statement's text once per process and runs it as a *named* prepared
//                                    statement, so PostgreSQL parses and plans it once per connection instead of
//                                    on every call (the property save, features/factfind/property-save-sql-repo.ts).
//
// Drizzle's public API prepares only query-builder queries, so the named path reaches its session's prepareQuery,
// which is not part of the documented API. That reliance lives here alone, is checked on first use, and
// db/sql-executor.test.ts fails if a Drizzle upgrade changes it, before any save does.

type Handle = Db | Tx;

// node-postgres and PGlite both answer { rows }; Drizzle types the union as unknown.
export async function rowsOf<Row>(db: Handle, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] };
  if (!Array.isArray(result.rows))
    throw new Error('db.execute answered no rows array: check db/sql-executor.ts');
  return result.rows;
}

type Session = {
  prepareQuery(
    query: Query,
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
  ): { execute(values: Record<string, unknown>): Promise<unknown> };
};

// Drizzle's session of a database or transaction handle, or a loud error naming this file when it moved.
export function sessionOf(db: Handle): Session {
  const session = (db as unknown as { _?: { session?: Partial<Session> } })._?.session;
  if (typeof session?.prepareQuery !== 'function') {
    throw new Error(
      'Drizzle no longer exposes db._.session.prepareQuery: update db/sql-executor.ts for this Drizzle version',
    );
  }
  return session as Session;
}

export type NamedStatement = {
  name: string;
  text: string;
  rows<Row>(db: Handle, values: Record<string, unknown>): Promise<Row[]>;
};

const dialect = new PgDialect();

// One statement whose values are all `sql.placeholder(…)`s, so its text depends on nothing but `build`. The name is
// the prefix and a digest of the text: two shapes never share a name. The embedded database ignores names.
export function namedStatement(prefix: string, build: () => SQL): NamedStatement {
  const query = dialect.sqlToQuery(build());
  const name = `${prefix}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  // Drizzle's prepared query, made once per session (the pool's for the process, a transaction's for its life) and
  // executed as often as asked, as its `.prepare()` is meant to be: making one per call allocated two query configs
  // and their type-parser closures on every save.
  const prepared = new WeakMap<Session, ReturnType<Session['prepareQuery']>>();
  const preparedFor = (session: Session) => {
    let found = prepared.get(session);
    if (!found) {
      found = session.prepareQuery(query, undefined, name, false);
      prepared.set(session, found);
    }
    return found;
  };
  return {
    name,
    text: query.sql,
    async rows<Row>(db: Handle, values: Record<string, unknown>) {
      const result = (await preparedFor(sessionOf(db)).execute(values)) as { rows?: Row[] };
      if (!Array.isArray(result.rows))
        throw new Error('a prepared statement answered no rows array: check db/sql-executor.ts');
      return result.rows;
    },
  };
}

// Statements of a few shapes, each built on its first use.
export function statementCache(prefix: string) {
  const built = new Map<string, NamedStatement>();
  return (shape: string, build: () => SQL): NamedStatement => {
    let found = built.get(shape);
    if (!found) {
      found = namedStatement(prefix, build);
      built.set(shape, found);
    }
    return found;
  };
}
