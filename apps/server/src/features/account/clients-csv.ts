import {
  type ClientCsvRow,
  clientCsvRowSchema,
  clientsCsvColumns,
  clientsCsvMaxRows,
  clientsCsvRequiredColumns,
  onboardingMessages,
} from '@atrium/domain/contract/client-onboarding';
import { importErrorKey } from '@atrium/domain/contract/portfolio';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { readCsvRecords } from '../../platform/csv.ts';

export type ClientsCsvRow = { line: number; row: ClientCsvRow };

// A problem of one row, added under `rows.{line}.{column}` (the portfolio import's report shape).
export type RowErrors = {
  errors: Record<string, string[]>;
  add(line: number, column: string, message: string): void;
};

export function rowErrors(): RowErrors {
  const errors: Record<string, string[]> = {};
  return {
    errors,
    add(line, column, message) {
      const key = importErrorKey(line, column);
      errors[key] = [...(errors[key] ?? []), message];
    },
  };
}

// Reads a clients file (docs/clients-csv.md): the file's problems under `csv`, or its rows each checked against
// the contract, with an address given twice in the file (as a client's or a partner's) flagged on the later row.
// What depends on the firm (addresses already in use, the adviser column) the service checks next.
export function readClientsCsv(
  text: string,
):
  | { ok: false; errors: Record<string, string[]> }
  | { ok: true; rows: ClientsCsvRow[]; problems: RowErrors } {
  const file = readCsvRecords(text, {
    columns: clientsCsvColumns,
    required: clientsCsvRequiredColumns,
    maxRows: clientsCsvMaxRows,
    messages: { empty: onboardingMessages.csvEmpty, tooLarge: onboardingMessages.csvTooLarge },
  });
  if (!file.ok) return file;
  const problems = rowErrors();
  const rows: ClientsCsvRow[] = [];
  const seen = new Map<string, number>();
  for (const { record, line } of file.records) {
    const parsed = clientCsvRowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.add(line, String(issue.path[0] ?? 'csv'), issue.message);
      continue;
    }
    const row = parsed.data;
    let isDuplicate = false;
    for (const column of ['email', 'partner_email'] as const) {
      const value = row[column];
      if (!value) continue;
      const key = normaliseEmail(value);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        problems.add(line, column, onboardingMessages.emailTwiceInFile(earlier));
        isDuplicate = true;
      } else seen.set(key, line);
    }
    if (!isDuplicate) rows.push({ line, row });
  }
  return { ok: true, rows, problems };
}
