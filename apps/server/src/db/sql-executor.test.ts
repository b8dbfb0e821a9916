import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-test-app.ts';
import { namedStatement, rowsOf, sessionOf, statementCache } from './sql-executor.ts';

const database = useTestDatabase();

// These run the real Drizzle handle: if an upgrade moves or changes the session's prepareQuery, or the shape of
// what the drivers answer, they fail here rather than on a client's save.
describe('SQL executor (db/sql-executor.ts)', () => {
  it('runs a named prepared statement with placeholder values, on the database and inside a transaction', async () => {
    const { db } = database;
    const sum = namedStatement(
      'executor_test',
      () => sql`SELECT ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int AS total`,
    );
    expect(sum.name).toMatch(/^executor_test_[0-9a-f]{20}$/);
    expect(await sum.rows<{ total: number }>(db, { a: 2, b: 3 })).toEqual([{ total: 5 }]);
    expect(await sum.rows<{ total: number }>(db, { a: 40, b: 2 })).toEqual([{ total: 42 }]);
    const inside = await db.transaction((tx) => sum.rows<{ total: number }>(tx, { a: 1, b: 1 }));
    expect(inside).toEqual([{ total: 2 }]);
  });

  it('prepares a statement once per session and runs it with each call’s values', async () => {
    const { db } = database;
    const session = sessionOf(db);
    const original = session.prepareQuery;
    let prepared = 0;
    session.prepareQuery = (...args) => {
      prepared += 1;
      return original.apply(session, args);
    };
    try {
      const twice = namedStatement(
        'executor_once',
        () => sql`SELECT ${sql.placeholder('n')}::int * 2 AS twice`,
      );
      const answers = await Promise.all([1, 2, 3].map((n) => twice.rows<{ twice: number }>(db, { n })));
      expect(answers).toEqual([[{ twice: 2 }], [{ twice: 4 }], [{ twice: 6 }]]);
      expect(await twice.rows<{ twice: number }>(db, { n: 21 })).toEqual([{ twice: 42 }]);
      expect(prepared).toBe(1);
      // A transaction's session prepares its own.
      const inside = await db.transaction((tx) => twice.rows<{ twice: number }>(tx, { n: 5 }));
      expect(inside).toEqual([{ twice: 10 }]);
    } finally {
      session.prepareQuery = original;
    }
  });

  it('builds each shape once and names different texts differently', () => {
    const statement = statementCache('executor_cache');
    let builds = 0;
    const one = () => {
      builds += 1;
      return sql`SELECT 1 AS one`;
    };
    expect(statement('one', one)).toBe(statement('one', one));
    expect(builds).toBe(1);
    expect(statement('two', () => sql`SELECT 2 AS two`).name).not.toBe(statement('one', one).name);
  });

  it('answers the rows of a one-off statement', async () => {
    expect(await rowsOf<{ n: number }>(database.db, sql`SELECT ${7}::int AS n`)).toEqual([{ n: 7 }]);
  });

  it('says which file to fix when the ORM no longer exposes its session', () => {
    expect(() => sessionOf({} as never)).toThrow(/db\/sql-executor\.ts/);
  });
});
