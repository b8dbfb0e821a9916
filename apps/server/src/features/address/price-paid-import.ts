import type { Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';
import { parsePricePaidRecord, ukToday } from './price-paid-record.ts';
import type { NewPricePaidRow, PricePaidWriter } from './price-paid-repo.ts';

export type ImportProgress = { bytes: number; records: number };

export type ImportSummary = {
  records: number;
  // Records with status A or C written (a row added or replaced).
  upserted: number;
  // Records with status D, and how many of them removed a row we held.
  deleteRecords: number;
  deleted: number;
  // Valid records without a usable postcode (not stored; an earlier version of the sale is removed).
  withoutPostcode: number;
  invalid: number;
  // The first few invalid lines, for the operator to look at.
  invalidLines: { line: number; reason: string }[];
};

type Options = {
  // Called after every batch with the bytes and records read so far.
  onProgress?: (progress: ImportProgress) => void;
  batchSize?: number;
  // YYYY-MM-DD; a sale dated after it is invalid. Today in the UK unless given.
  today?: string;
};

const keptInvalidLines = 10;

// Streams an official Price Paid Data CSV into the database in batches, in file order: a later record for a
// transaction overrides an earlier one, whether both fall in one batch or not. Each batch commits on its own
// (the complete file holds ~30 million sales), which is safe because every record is idempotent by transaction
// id: a run that stops part-way is finished by running it again.
export async function importPricePaid(
  input: Readable,
  writer: PricePaidWriter,
  { onProgress, batchSize = 1_000, today = ukToday() }: Options = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    records: 0,
    upserted: 0,
    deleteRecords: 0,
    deleted: 0,
    withoutPostcode: 0,
    invalid: 0,
    invalidLines: [],
  };
  const upserts = new Map<string, NewPricePaidRow>();
  const deletes = new Set<string>();
  let bytes = 0;

  async function flush() {
    summary.deleted += await writer.remove([...deletes]);
    await writer.upsert([...upserts.values()]);
    deletes.clear();
    upserts.clear();
    onProgress?.({ bytes, records: summary.records });
  }

  function recordInvalid(line: number, reason: string) {
    summary.invalid += 1;
    if (summary.invalidLines.length < keptInvalidLines) summary.invalidLines.push({ line, reason });
  }

  // A line that is not valid CSV (a quoting error such as `"10"X,`) is skipped and listed like any invalid line,
  // rather than ending the import half-way with earlier batches already written. csv-parse can report one line
  // more than once (one error per bad field): it counts once.
  let lastSkippedLine = 0;
  const parser = input.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        const line = Number((error as { lines?: number } | undefined)?.lines ?? lastSkippedLine + 1);
        if (line === lastSkippedLine) return;
        lastSkippedLine = line;
        summary.records += 1;
        recordInvalid(line, csvErrorReason(error));
      },
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { bytes: number; lines: number };
  }>) {
    summary.records += 1;
    bytes = info.bytes;
    const operation = parsePricePaidRecord(record, today);
    switch (operation.kind) {
      case 'upsert':
        deletes.delete(operation.row.transactionId);
        upserts.set(operation.row.transactionId, operation.row);
        summary.upserted += 1;
        break;
      case 'delete':
      case 'unlocatable':
        upserts.delete(operation.transactionId);
        deletes.add(operation.transactionId);
        if (operation.kind === 'delete') summary.deleteRecords += 1;
        else summary.withoutPostcode += 1;
        break;
      case 'invalid':
        recordInvalid(info.lines, operation.reason);
        break;
    }
    if (upserts.size + deletes.size >= batchSize) await flush();
  }
  await flush();
  // Skipped lines are reported as the parser meets them, a little ahead of the records read: in file order here.
  summary.invalidLines.sort((a, b) => a.line - b.line);
  return summary;
}

// What was wrong with a line csv-parse could not read, in the operator's words (never the line itself).
function csvErrorReason(error: CsvError | undefined): string {
  switch (error?.code) {
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quoted field has text after its closing quote';
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed (the lines after it were read as part of it)';
    default:
      return `the line is not valid CSV${error?.code ? ` (${error.code})` : ''}`;
  }
}
