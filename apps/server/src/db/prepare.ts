import type { Config } from '../config.ts';
import type { Database } from './connect.ts';
import { type SeedResult, seedDemo } from './seed/demo.ts';

// Run at every start: apply pending migrations, then the demo seed when the configuration asks for it.
export async function prepareDatabase(
  database: Pick<Database, 'db' | 'migrate'>,
  config: Pick<Config, 'seedDemo'>,
): Promise<SeedResult | null> {
  await database.migrate();
  return config.seedDemo ? seedDemo(database.db) : null;
}
