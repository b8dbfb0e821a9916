import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../db/connect.ts';

export type TestDatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; templatePath: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

// TEST_DATABASE_URL (a server to create throwaway databases on) switches the suite to PostgreSQL;
// otherwise every test file loads a copy of one migrated PGlite made here.
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('testDatabase', { kind: 'postgres', url });
    return;
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
