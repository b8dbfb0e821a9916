import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { parsePricePaidRecord } from './price-paid-record.ts';
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
};

const keptInvalidLines = 10;

// Streams an official Price Paid Data CSV into the database in batches, in file order: a later record for a
// transaction overrides an earlier one, whether both fall in one batch or not. Each batch commits on its own
// (the complete file holds ~30 million sales), which is safe because every record is idempotent by transaction
// id: a run that stops part-way is finished by running it again.
export async function importPricePaid(
  input: Readable,
  writer: PricePaidWriter,
  { onProgress, batchSize = 1_000 }: Options = {},
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

  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { bytes: number; lines: number };
  }>) {
    summary.records += 1;
    bytes = info.bytes;
    const operation = parsePricePaidRecord(record);
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
        summary.invalid += 1;
        if (summary.invalidLines.length < keptInvalidLines) {
          summary.invalidLines.push({ line: info.lines, reason: operation.reason });
        }
        break;
    }
    if (upserts.size + deletes.size >= batchSize) await flush();
  }
  await flush();
  return summary;
}
