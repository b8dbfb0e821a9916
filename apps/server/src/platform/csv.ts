import { parse } from 'csv-parse/sync';

export type CsvFileRules = {
  columns: readonly string[];
  required: readonly string[];
  maxRows: number;
  messages: { empty: string; tooLarge: string };
};

export type CsvRecords =
  | { ok: true; records: { line: number; record: Record<string, string> }[] }
  | { ok: false; errors: Record<string, string[]> };

const fileError = (message: string): CsvRecords => ({ ok: false, errors: { csv: [message] } });

// An uploaded CSV file (RFC 4180, UTF-8, a BOM ignored) as records keyed by its header's column names, each with
// the line it ends on (the header is line 1), or what is wrong with the file as a whole, under `csv`. Column names
// are read in any case and order, spaces as underscores ("Fund Name" = fund_name). The imports that read files
// this way: docs/portfolio-csv.md and docs/clients-csv.md.
export function readCsvRecords(text: string, rules: CsvFileRules): CsvRecords {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_')),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      trim: true,
      max_record_size: 4096,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return fileError(
      `The file is not valid CSV${line ? ` (near line ${line})` : ''}: check its quotes and separators.`,
    );
  }
  if (records.length === 0) return fileError(rules.messages.empty);
  if (records.length > rules.maxRows) return fileError(rules.messages.tooLarge);
  const header = Object.keys(records[0]?.record ?? {});
  const missing = rules.required.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !rules.columns.includes(column));
  if (missing.length > 0 || unknown.length > 0) {
    return {
      ok: false,
      errors: {
        csv: [
          ...(missing.length > 0 ? [`Missing column(s): ${missing.join(', ')}.`] : []),
          ...(unknown.length > 0 ? [`Unknown column(s): ${unknown.join(', ')}.`] : []),
        ],
      },
    };
  }
  return { ok: true, records: records.map(({ record, info }) => ({ line: info.lines, record })) };
}
