import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '../db/connect.ts';
import { databaseUrl, onServer } from './pg-server.ts';

export type TestDatabaseTarget =
  | { kind: 'postgres'; url: string; template: string }
  | { kind: 'pglite'; templatePath: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

// TEST_DATABASE_URL (a server to create throwaway databases on) switches the suite to PostgreSQL: one database is
// migrated here and every test file gets a copy of it (CREATE DATABASE … TEMPLATE, a file copy on the server) instead
// of migrating a database of its own. Otherwise every test file loads a copy of one migrated PGlite made here.
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `atrium_tpl_${randomBytes(6).toString('hex')}`;
    await onServer(url, (client) => client.query(`CREATE DATABASE ${template}`));
    // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, template), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('testDatabase', { kind: 'postgres', url, template });
    return async () => {
      await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'atrium-pglite-'));
  const templatePath = join(dir, 'migrated.tar');
  const dump = await dumpMigratedPglite();
  await writeFile(templatePath, new Uint8Array(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templatePath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
