import { parseArgs } from 'node:util';
import type { Db } from '../db/connect.ts';
import { createErasurePurgeJob } from '../features/data-rights/purge-job.ts';
import { createPurgeRepo } from '../features/data-rights/purge-repo.ts';
import { type Clock, systemClock } from '../platform/clock.ts';
import { type CliIo, readOptions, runWhenMain } from './cli.ts';
import { openScriptDatabase } from './open-database.ts';

// `npm run data-rights:purge`: deletes now what the portal's hourly job would delete — the records kept after an
// erasure whose retention period has ended (docs/data-rights.md). Safe beside running instances on PostgreSQL
// (each erasure is claimed once); the embedded database only while the portal is stopped.

const usage = `Usage: npm run data-rights:purge -- [--dry-run] [--force]

Deletes the records of advice kept after an erasure once their retention period has ended, and audits each purge.
--dry-run lists what is due without deleting anything. --force opens the embedded database even if it looks in use.
`;

export async function runDataRightsPurgeCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  clock: Clock = systemClock,
): Promise<number> {
  const values = readOptions(
    () =>
      parseArgs({
        args: [...args],
        options: { 'dry-run': { type: 'boolean' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
      }),
    usage,
    io,
  );
  if (typeof values === 'number') return values;

  const opened = await openScriptDatabase(env, io, {
    force: Boolean(values.force),
    runAgain: 'run the command again',
  });
  if (!opened) return 1;
  try {
    return await purgeAndReport(opened.database.db, { dryRun: Boolean(values['dry-run']) }, io, clock);
  } finally {
    await opened.database.close();
  }
}

// What the command does once the database is open: list what is due, or purge it, saying what was deleted.
export async function purgeAndReport(
  db: Db,
  { dryRun }: { dryRun: boolean },
  io: Pick<CliIo, 'stdout'>,
  clock: Clock,
): Promise<number> {
  const repo = createPurgeRepo(db);
  if (dryRun) {
    const due = await repo.listDue(clock.now());
    for (const row of due) {
      io.stdout.write(
        `Due: erasure ${row.erasureId}, firm ${row.firmId}, client ${row.clientId}, kept until ${row.retainUntil.toISOString()}\n`,
      );
    }
    io.stdout.write(`${due.length} erasure(s) due for purge; nothing deleted (--dry-run).\n`);
    return 0;
  }
  const quiet = { info: () => {}, warn: () => {} };
  const job = createErasurePurgeJob({ repo, clock, logger: quiet });
  let total = 0;
  for (;;) {
    const purged = await job.runOnce();
    for (const row of purged) {
      const d = row.deleted;
      io.stdout.write(
        `Purged erasure ${row.erasureId} (firm ${row.firmId}, client ${row.clientId}): ${d.factFinds} fact-find(s), ` +
          `${d.consents} consent(s), ${d.riskAssessments} risk assessment(s), ${d.portfolioAccounts} account(s), ` +
          `${d.portfolioSnapshots} valuation(s), ${d.forecastScenarios} forecast scenario(s), ${d.reviews} review(s), ${d.auditEvents} audit event(s)\n`,
      );
    }
    total += purged.length;
    if (purged.length === 0) break;
  }
  io.stdout.write(`${total} erasure(s) purged.\n`);
  return 0;
}

runWhenMain(import.meta.url, runDataRightsPurgeCli, 'Purging erased clients’ records failed:');
