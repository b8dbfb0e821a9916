import { portfolioCsvMaxChars, portfolioMessages } from '@atrium/domain/contract/portfolio';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { readFileText } from '../../../lib/read-file.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ImportErrors } from '../../../ui/import-errors.tsx';
import { formatDate } from '../format.ts';

type Result =
  | { kind: 'done'; text: string }
  | { kind: 'rows'; message: string; errors: Record<string, string[]> }
  | { kind: 'failed'; text: string };

// A CSV of holdings (docs/portfolio-csv.md), imported all at once; a file with errors imports nothing and each bad
// row is listed with what is wrong, so the adviser can correct the file and try again.
export function ImportPanel({
  onImport,
}: {
  onImport: (csv: string) => Promise<{ data: { accounts: number; holdings: number; as_at: string } }>;
}) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setResult({ kind: 'failed', text: 'Choose a CSV file first.' });
      return;
    }
    if (file.size > portfolioCsvMaxChars) {
      setResult({ kind: 'failed', text: portfolioMessages.csvTooLarge });
      return;
    }
    setPending(true);
    setResult(null);
    try {
      const { data } = await onImport(await readFileText(file));
      setResult({
        kind: 'done',
        text: `Imported ${data.holdings} ${data.holdings === 1 ? 'holding' : 'holdings'} in ${data.accounts} ${
          data.accounts === 1 ? 'account' : 'accounts'
        }, valued on ${formatDate(data.as_at)}.`,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setResult({ kind: 'rows', message: error.message, errors: error.errors });
      } else {
        setResult({
          kind: 'failed',
          text: error instanceof Error ? error.message : 'The import did not work.',
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-950 dark:text-white">Import from a CSV file</h2>
      <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
            CSV file
          </label>
          <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
            One holding per row with the columns provider, account_type, reference, currency, fund_name, isin,
            asset_class, units, price and valuation_date. Each account in the file has its holdings replaced.
          </p>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
            }}
            className="text-sm text-gray-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-400 file:bg-white file:px-3 file:text-sm file:font-medium dark:text-gray-100 dark:file:bg-gray-800 dark:file:text-gray-100"
          />
        </div>
        <div>
          <Button type="submit" isPending={isPending}>
            <Upload aria-hidden="true" className="size-4" />
            Import
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-3">
        {result?.kind === 'done' ? (
          <p className="text-sm font-medium text-green-800 dark:text-green-300">{result.text}</p>
        ) : null}
      </div>
      {result?.kind === 'failed' ? <ErrorAlert>{result.text}</ErrorAlert> : null}
      {result?.kind === 'rows' ? <ImportErrors message={result.message} errors={result.errors} /> : null}
    </Card>
  );
}
