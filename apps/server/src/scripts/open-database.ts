import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import {
  type Database,
  type DatabaseOptions,
  databaseOptionsFromConfig,
  openDatabase,
} from '../db/connect.ts';

export type ScriptIo = { stderr: { write(text: string): unknown }; cwd: string };

// The configured database for a command-line script, migrated: PostgreSQL (DATABASE_URL) at any time, the
// embedded one (DATA_DIR) only while the portal is stopped. Null when it cannot be opened; the reason is written.
export async function openScriptDatabase(
  env: Record<string, string | undefined>,
  io: ScriptIo,
  { force, runAgain }: { force: boolean; runAgain: string },
): Promise<{ config: Config; options: DatabaseOptions; database: Database } | null> {
  let config: Config;
  try {
    config = loadConfig(env, io.cwd);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr.write(`${error.message}\n`);
      return null;
    }
    throw error;
  }
  const options = databaseOptionsFromConfig(config);
  // PGlite keeps a postmaster.pid in its directory while it is open (and removes it on a clean close).
  if (options.kind === 'pglite' && !force && existsSync(join(options.dataDir, 'postmaster.pid'))) {
    io.stderr.write(
      `The embedded database in ${options.dataDir} is in use: stop the portal and ${runAgain}.\n` +
        'If the portal is not running, it did not stop cleanly: start and stop it once, or pass --force.\n',
    );
    return null;
  }
  const database = await openDatabase(options);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, options, database };
}
