import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from './alert.tsx';
import { isFieldFailure } from './failure.ts';
import { ImportErrors } from './import-errors.tsx';
import { readFileText } from './read-file.ts';

export type CsvUploadResult<Done> =
  | { kind: 'done'; done: Done }
  | { kind: 'rows'; message: string; errors: Record<string, string[]> }
  | { kind: 'failed'; text: string };

type Options<Done> = {
  // The contract's limit and its message, checked before the file is read or sent.
  maxChars: number;
  tooLargeMessage: string;
  upload: (csv: string) => Promise<Done>;
};

// Every CSV import (docs/portfolio-csv.md, docs/clients-csv.md): one file chosen, checked for size, read and sent
// whole; a 422 lists each bad row (ImportErrors), anything else says what went wrong.
export function useCsvUpload<Done>({ maxChars, tooLargeMessage, upload }: Options<Done>) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CsvUploadResult<Done> | null>(null);
  const [isPending, setPending] = useState(false);

  const choose = (next: File | null) => {
    setFile(next);
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setResult({ kind: 'failed', text: 'Choose a CSV file first.' });
    if (file.size > maxChars) return setResult({ kind: 'failed', text: tooLargeMessage });
    setPending(true);
    setResult(null);
    try {
      setResult({ kind: 'done', done: await upload(await readFileText(file)) });
    } catch (error) {
      if (isFieldFailure(error) && error.status === 422)
        setResult({ kind: 'rows', message: error.message, errors: error.errors });
      else
        setResult({
          kind: 'failed',
          text: error instanceof Error ? error.message : 'The upload did not work.',
        });
    } finally {
      setPending(false);
    }
  };

  return { result, isPending, choose, submit, reset: () => choose(null) };
}

// The file input of a CSV import, labelled "CSV file", with what the file must hold.
export function CsvFileField({ hint, onChoose }: { hint: string; onChoose: (file: File | null) => void }) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        CSV file
      </label>
      <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
        {hint}
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        className="text-sm text-gray-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-400 file:bg-white file:px-3 file:text-sm file:font-medium dark:text-gray-100 dark:file:bg-gray-800 dark:file:text-gray-100"
      />
    </div>
  );
}

// A refused upload: the file's rows with their problems, or why it could not be sent.
export function CsvUploadProblems<Done>({ result }: { result: CsvUploadResult<Done> | null }) {
  if (result?.kind === 'failed') return <ErrorAlert>{result.text}</ErrorAlert>;
  if (result?.kind === 'rows') return <ImportErrors message={result.message} errors={result.errors} />;
  return null;
}
