import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connect.ts';
import { pricePaidSales } from '../../db/schema.ts';
import { runImportCli } from '../../scripts/import-price-paid.ts';
import { migratedPgliteDataDir, useTestDatabase } from '../../test/build-test-app.ts';
import { importPricePaid } from './price-paid-import.ts';
import { parsePricePaidRecord, ukToday } from './price-paid-record.ts';
import { createPricePaidWriter } from './price-paid-repo.ts';

const database = useTestDatabase();

beforeEach(async () => {
  await database.db.delete(pricePaidSales);
});

const id = (n: number) => `{5A1E${String(n).padStart(4, '0')}-0000-4000-8000-0000000000AB}`;
const key = (n: number) => id(n).slice(1, -1);

// A line as HM Land Registry publishes it: every field quoted, CRLF line ends.
function line(
  n: number,
  overrides: Partial<
    Record<'price' | 'date' | 'postcode' | 'paon' | 'saon' | 'status' | 'category' | 'type', string>
  > = {},
) {
  const fields = [
    id(n),
    overrides.price ?? '250000',
    overrides.date ?? '2023-05-12 00:00',
    overrides.postcode ?? 'ZZ1 1ZZ',
    overrides.type ?? 'S',
    'N',
    'F',
    overrides.paon ?? String(n),
    overrides.saon ?? '',
    'ORCHARD ROAD',
    '',
    'EXAMPLETON',
    'EXAMPLETON',
    'EXAMPLESHIRE',
    overrides.category ?? 'A',
    overrides.status ?? 'A',
  ];
  return `${fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(',')}\r\n`;
}

const sample = [
  line(1),
  line(2, { price: '180000', saon: 'FLAT 1, REAR', paon: '5' }),
  line(3, { postcode: '' }),
  line(4, { date: '2024-02-30 00:00' }),
  '"not","enough","columns"\r\n',
  line(5, { postcode: 'zz1 2zz', category: 'B' }),
  // A change and a deletion of earlier records in the same file.
  line(1, { price: '255000', status: 'C' }),
  line(5, { status: 'D' }),
  // Added, deleted and added again: the last word stands.
  line(6),
  line(6, { status: 'D' }),
  line(6, { price: '99000' }),
].join('');

const importText = (text: string, batchSize = 2) =>
  importPricePaid(Readable.from([Buffer.from(text, 'utf8')]), createPricePaidWriter(database.db), {
    batchSize,
  });

const rows = () => database.db.select().from(pricePaidSales).orderBy(asc(pricePaidSales.transactionId));

describe('parsePricePaidRecord', () => {
  it('reads the 16 columns into a row with a normalised postcode and its sector', () => {
    const fields = [
      '{ABCDEF01-2345-4789-ABCD-0123456789AB}',
      '425000',
      '2021-11-30 00:00',
      'b33 8th',
      'F',
      'Y',
      'L',
    ];
    const operation = parsePricePaidRecord([
      ...fields,
      '12',
      'FLAT 3',
      'HIGH ST',
      '',
      'BIRMINGHAM',
      'B',
      'W MIDS',
      'B',
      'C',
    ]);
    expect(operation).toEqual({
      kind: 'upsert',
      row: {
        transactionId: 'ABCDEF01-2345-4789-ABCD-0123456789AB',
        price: 425_000,
        transferDate: '2021-11-30',
        postcode: 'B33 8TH',
        sector: 'B33 8',
        propertyType: 'F',
        isNewBuild: true,
        tenure: 'L',
        paon: '12',
        saon: 'FLAT 3',
        street: 'HIGH ST',
        locality: '',
        town: 'BIRMINGHAM',
        district: 'B',
        county: 'W MIDS',
        category: 'B',
      },
    });
  });

  it('needs only a valid id to delete, and refuses what it cannot read', () => {
    expect(
      parsePricePaidRecord(['{ABCDEF01-2345-4789-ABCD-0123456789AB}', ...Array(14).fill('?'), 'D']),
    ).toEqual({
      kind: 'delete',
      transactionId: 'ABCDEF01-2345-4789-ABCD-0123456789AB',
    });
    const good = [
      '{ABCDEF01-2345-4789-ABCD-0123456789AB}',
      '1',
      '2021-01-01 00:00',
      'ZZ1 1ZZ',
      'D',
      'N',
      'F',
    ];
    const rest = ['1', '', 'ST', '', 'T', 'D', 'C', 'A', 'A'];
    expect(parsePricePaidRecord([...good, ...rest]).kind).toBe('upsert');
    expect(parsePricePaidRecord(['x', ...good.slice(1), ...rest]).kind).toBe('invalid');
    expect(parsePricePaidRecord([good[0] as string, '-5', ...good.slice(2), ...rest]).kind).toBe('invalid');
    expect(parsePricePaidRecord([...good.slice(0, 4), 'X', ...good.slice(5), ...rest]).kind).toBe('invalid');
    expect(parsePricePaidRecord([...good, ...rest.slice(0, -1), 'Z']).kind).toBe('invalid');
  });

  it('refuses a transfer dated after today, and takes one dated today', () => {
    const fields = (date: string) => [
      '{ABCDEF01-2345-4789-ABCD-0123456789AB}',
      '1',
      date,
      'ZZ1 1ZZ',
      'D',
      'N',
      'F',
      ...['1', '', 'ST', '', 'T', 'D', 'C', 'A', 'A'],
    ];
    expect(parsePricePaidRecord(fields('2025-03-02 00:00'), '2025-03-01')).toEqual({
      kind: 'invalid',
      reason: 'the date of transfer is in the future',
    });
    expect(parsePricePaidRecord(fields('2025-03-01 00:00'), '2025-03-01').kind).toBe('upsert');
  });

  it("takes today's date in the UK, not in UTC", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(ukToday(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    expect(ukToday(new Date('2025-01-31T23:30:00Z'))).toBe('2025-01-31');
  });
});

// A line with a quoting error in its price field (`"10"X,`), as a hand-edited or damaged file has.
const badQuoting = (n: number) => line(n).replace('"250000"', '"10"X');

describe('lines that are not valid CSV', () => {
  it('are listed and skipped like any invalid line, and every other line is imported', async () => {
    const text = [
      line(1),
      line(2),
      badQuoting(3),
      line(4),
      line(5, { date: '2099-01-01 00:00' }),
      line(6),
    ].join('');
    const summary = await importText(text);
    expect(summary).toMatchObject({
      records: 6,
      upserted: 4,
      invalid: 2,
      invalidLines: [
        { line: 3, reason: 'a quoted field has text after its closing quote' },
        { line: 5, reason: 'the date of transfer is in the future' },
      ],
    });
    expect((await rows()).map((row) => row.transactionId)).toEqual([key(1), key(2), key(4), key(6)]);
  });

  it('report a quote never closed, and keep what came before it', async () => {
    const unclosed = line(3).replace(/"\r\n$/, '\r\n');
    const summary = await importText(`${line(1)}${line(2)}${unclosed}${line(4)}`);
    // The open quote runs on into the next line, where csv-parse meets the error: one invalid record, listed.
    expect(summary.invalid).toBe(1);
    expect(summary.invalidLines).toEqual([{ line: 5, reason: expect.stringMatching(/quote/) }]);
    expect((await rows()).map((row) => row.transactionId)).toEqual([key(1), key(2)]);
  });
});

describe('importPricePaid', () => {
  it('honours record statuses A, C and D, in file order, across batches', async () => {
    const summary = await importText(sample);
    expect(summary).toEqual({
      records: 11,
      upserted: 6,
      deleteRecords: 2,
      deleted: 1,
      withoutPostcode: 1,
      invalid: 2,
      invalidLines: [
        { line: 4, reason: 'the date of transfer is not a date' },
        { line: 5, reason: 'expected 16 columns, found 3' },
      ],
    });
    const stored = await rows();
    expect(stored.map((row) => [row.transactionId, row.price, row.postcode, row.saon])).toEqual([
      [key(1), 255_000, 'ZZ1 1ZZ', ''],
      [key(2), 180_000, 'ZZ1 1ZZ', 'FLAT 1, REAR'],
      [key(6), 99_000, 'ZZ1 1ZZ', ''],
    ]);
  });

  it('is idempotent: importing the same file again changes nothing', async () => {
    await importText(sample, 3);
    const first = await rows();
    await importText(sample, 1000);
    expect(await rows()).toEqual(first);
  });

  it('applies a later monthly file’s changes and deletions to an earlier import', async () => {
    await importText(sample);
    const monthly =
      line(2, { status: 'D' }) + line(6, { price: '101000', status: 'C' }) + line(7, { postcode: 'ZZ1 1ZY' });
    expect(await importText(monthly)).toMatchObject({
      records: 3,
      upserted: 2,
      deleteRecords: 1,
      deleted: 1,
    });
    expect((await rows()).map((row) => [row.transactionId, row.price])).toEqual([
      [key(1), 255_000],
      [key(6), 101_000],
      [key(7), 250_000],
    ]);
  });

  it('reports progress by bytes and records', async () => {
    const progress: number[] = [];
    await importPricePaid(Readable.from([sample]), createPricePaidWriter(database.db), {
      batchSize: 2,
      onProgress: ({ bytes }) => progress.push(bytes),
    });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(Buffer.byteLength(sample));
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });
});

describe('npm run import:price-paid', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atrium-ppd-'));
    await writeFile(join(dir, 'pp-monthly.csv'), sample);
    // The embedded databases the imports below open, already migrated (test/build-test-app.ts says why).
    await migratedPgliteDataDir(join(dir, 'data', 'pglite'));
    await migratedPgliteDataDir(join(dir, 'damaged', 'pglite'));
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: {
        stdout: { write: (text: string) => out.push(text) },
        stderr: { write: (text: string) => err.push(text), isTTY: false },
        cwd: dir,
      },
    };
  };

  it('imports a file into the embedded database under DATA_DIR, with progress and a summary', async () => {
    const run = io();
    const env = { DATA_DIR: join(dir, 'data'), INIT_CWD: dir, NODE_ENV: 'test' };
    const code = await runImportCli(['pp-monthly.csv'], env, run.io);
    // 2: some lines were invalid (and are listed), the rest imported.
    expect(code).toBe(2);
    expect(run.out.join('')).toMatch(
      /^Imported pp-monthly\.csv: 11 records; 6 added or changed, 0 deleted \(2 deletion records\), 1 without a postcode \(not stored\), 2 invalid; \d+\.\d s\.\n$/,
    );
    const err = run.err.join('');
    expect(err).toContain('100% (11 records)');
    expect(err).toContain('Line 4 skipped: the date of transfer is not a date');

    const embedded = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data', 'pglite') });
    try {
      const stored = await embedded.db.select({ id: pricePaidSales.transactionId }).from(pricePaidSales);
      expect(stored.map((row) => row.id).sort()).toEqual([key(1), key(2), key(6)]);
    } finally {
      await embedded.close();
    }
  }, 60_000);

  it('refuses to open the embedded database while the portal has it open', async () => {
    const run = io();
    const dataDir = join(dir, 'busy');
    await rm(dataDir, { recursive: true, force: true });
    await import('node:fs/promises').then(({ mkdir }) => mkdir(join(dataDir, 'pglite'), { recursive: true }));
    await writeFile(join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    expect(await runImportCli(['pp-monthly.csv'], { DATA_DIR: dataDir, INIT_CWD: dir }, run.io)).toBe(1);
    expect(run.err.join('')).toContain('is in use: stop the portal');
  });

  it('lists a line with a quoting error and exits 2 at the end, with no stack trace', async () => {
    const run = io();
    await writeFile(join(dir, 'pp-damaged.csv'), [line(11), badQuoting(12), line(13)].join(''));
    const env = { DATA_DIR: join(dir, 'damaged'), INIT_CWD: dir, NODE_ENV: 'test' };
    expect(await runImportCli(['pp-damaged.csv'], env, run.io)).toBe(2);
    const err = run.err.join('');
    expect(err).toContain('Line 2 skipped: a quoted field has text after its closing quote');
    expect(err).not.toMatch(/\n\s+at /);
    expect(run.out.join('')).toMatch(/: 3 records; 2 added or changed, .* 1 invalid;/);
  }, 60_000);

  it('explains a missing file and its usage', async () => {
    const run = io();
    expect(await runImportCli(['missing.csv'], { INIT_CWD: dir }, run.io)).toBe(1);
    expect(run.err.join('')).toContain('Cannot read');
    expect(await runImportCli([], { INIT_CWD: dir }, run.io)).toBe(1);
    expect(run.err.join('')).toContain('Usage: npm run import:price-paid -- FILE.csv');
  });
});
