import { ErrorAlert } from './alert.tsx';

// "rows.3.isin" → line 3, column isin; other keys (csv) are about the whole file. The shape of every CSV import's
// 422 (docs/portfolio-csv.md, docs/clients-csv.md).
export function importErrorRows(errors: Record<string, string[]>) {
  const rows = new Map<number, { column: string; message: string }[]>();
  const file: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    if (!match) {
      file.push(...messages);
      continue;
    }
    const line = Number(match[1]);
    const list = rows.get(line) ?? [];
    for (const message of messages) list.push({ column: match[2] ?? '', message });
    rows.set(line, list);
  }
  return {
    file,
    rows: [...rows.entries()].sort(([a], [b]) => a - b).map(([line, problems]) => ({ line, problems })),
  };
}

// A refused import's report: what was wrong with the file, then each bad row with its problems, so the file can
// be corrected in one go.
export function ImportErrors({ message, errors }: { message: string; errors: Record<string, string[]> }) {
  const report = importErrorRows(errors);
  return (
    <div className="mt-3 flex flex-col gap-2">
      <ErrorAlert>{message}</ErrorAlert>
      {report.file.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-red-800 dark:text-red-300">
          {report.file.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {report.rows.length > 0 ? (
        <ul aria-label="Rows with errors" className="flex flex-col gap-1 text-sm">
          {report.rows.map((row) => (
            <li key={row.line} className="rounded-lg border border-red-200 p-2 dark:border-red-800">
              <span className="font-semibold text-gray-950 dark:text-white">Line {row.line}: </span>
              {row.problems.map((problem) => `${problem.column} — ${problem.message}`).join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
