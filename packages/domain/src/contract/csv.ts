// A CSV file Atrium writes (the audit trail, the outcomes report; the server sends each with sendCsv in
// apps/server/src/platform/send-file.ts): RFC 4180 rows ending in CRLF, each cell safe to open in a spreadsheet.

// Written first, so Excel reads the file as UTF-8 (names with accents, the pound sign).
export const csvByteOrderMark = '\uFEFF';

// Spreadsheet programs run a cell starting with = + - @ (or a tab or carriage return) as a formula: such a cell
// is prefixed with a quote (OWASP "CSV injection"), then quoted per RFC 4180.
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
