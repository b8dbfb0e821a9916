import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  type ImportProgress,
  type ImportSummary,
  importPricePaid,
} from '../features/address/price-paid-import.ts';
import { createPricePaidWriter } from '../features/address/price-paid-repo.ts';
import { type CliIo, runWhenMain } from './cli.ts';
import { openScriptDatabase } from './open-database.ts';

// `npm run import:price-paid -- FILE.csv`: loads HM Land Registry Price Paid Data (a monthly, yearly or complete
// file) into the configured database: PostgreSQL (DATABASE_URL) at any time, the embedded one (DATA_DIR) only
// while the portal is stopped, since one embedded database can be open in one process only.

const usage = `Usage: npm run import:price-paid -- FILE.csv [--force]

Imports HM Land Registry Price Paid Data (CSV, no header, 16 columns) into the database the portal uses
(DATABASE_URL, or the embedded database under DATA_DIR). Records with status D are deleted and C replaced;
running a file again changes nothing. --force opens the embedded database even if it looks in use.
`;

const number = (value: number) => value.toLocaleString('en-GB');

// A bar redrawn in place on a terminal; a line every 10 % when the output is a file or a pipe.
export function createProgress(total: number, stderr: CliIo['stderr'], now: () => number = Date.now) {
  let lastDraw = 0;
  let lastTenth = -1;
  return {
    update({ bytes, records }: ImportProgress) {
      const share = total > 0 ? Math.min(1, bytes / total) : 1;
      const percent = Math.floor(share * 100);
      if (stderr.isTTY) {
        if (now() - lastDraw < 200 && share < 1) return;
        lastDraw = now();
        const filled = Math.round(share * 30);
        stderr.write(
          `\r[${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${percent}% ${number(records)} records`,
        );
        return;
      }
      const tenth = Math.floor(percent / 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      stderr.write(`${percent}% (${number(records)} records)\n`);
    },
    done() {
      if (stderr.isTTY) stderr.write('\n');
    },
  };
}

export function summaryLine(file: string, summary: ImportSummary, seconds: number): string {
  return (
    `Imported ${file}: ${number(summary.records)} records; ${number(summary.upserted)} added or changed, ` +
    `${number(summary.deleted)} deleted (${number(summary.deleteRecords)} deletion records), ` +
    `${number(summary.withoutPostcode)} without a postcode (not stored), ${number(summary.invalid)} invalid; ` +
    `${seconds.toFixed(1)} s.\n`
  );
}

export async function runImportCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (args.includes('--help') || files.length !== 1) {
    (args.includes('--help') ? io.stdout : io.stderr).write(usage);
    return args.includes('--help') ? 0 : 1;
  }
  // npm runs root scripts from the repository root; a relative path means where the command was typed.
  const file = resolve(env.INIT_CWD || io.cwd, files[0] as string);
  const size = await stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  );
  if (size === null) {
    io.stderr.write(`Cannot read ${file}: no such file.\n`);
    return 1;
  }

  const opened = await openScriptDatabase(env, io, {
    force: Boolean(force),
    runAgain: 'run the import again',
  });
  if (!opened) return 1;
  const { options, database } = opened;
  try {
    io.stderr.write(
      `Importing ${file} into ${options.kind === 'postgres' ? 'PostgreSQL' : options.dataDir}\n`,
    );
    const progress = createProgress(size, io.stderr);
    const started = Date.now();
    const summary = await importPricePaid(createReadStream(file), createPricePaidWriter(database.db), {
      onProgress: (state) => progress.update(state),
    });
    progress.done();
    for (const { line, reason } of summary.invalidLines) io.stderr.write(`Line ${line} skipped: ${reason}\n`);
    io.stdout.write(summaryLine(files[0] as string, summary, (Date.now() - started) / 1000));
    return summary.invalid > 0 ? 2 : 0;
  } finally {
    await database.close();
  }
}

runWhenMain(import.meta.url, runImportCli, 'The import failed:');
