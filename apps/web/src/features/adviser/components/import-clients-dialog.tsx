import { clientsCsvMaxChars, onboardingMessages } from '@atrium/domain/contract/client-onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { readFileText } from '../../../lib/read-file.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { ImportErrors } from '../../../ui/import-errors.tsx';
import { adviserKeys, importClients } from '../api.ts';

type Result =
  | { kind: 'done'; text: string; names: string[] }
  | { kind: 'rows'; message: string; errors: Record<string, string[]> }
  | { kind: 'failed'; text: string };

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

// Many clients at once from a CSV file (docs/clients-csv.md): all or nothing; a file with errors adds nobody and
// each bad row is listed with what is wrong, so the file can be corrected and uploaded again.
export function ImportClientsDialog({ open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [isPending, setPending] = useState(false);
  const close = (next: boolean) => {
    if (isPending) return;
    if (!next) {
      setFile(null);
      setResult(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setResult({ kind: 'failed', text: 'Choose a CSV file first.' });
    if (file.size > clientsCsvMaxChars)
      return setResult({ kind: 'failed', text: onboardingMessages.csvTooLarge });
    setPending(true);
    setResult(null);
    try {
      const response = await importClients(await readFileText(file));
      setResult({
        kind: 'done',
        text: response.message,
        names: response.data.clients.map((client) => `${client.name} (${client.email})`),
      });
      void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
      void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
    } catch (error) {
      if (isApiError(error) && error.status === 422)
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

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add clients from a CSV file"
      description="Every client in the file is added and sent an invitation, or, if any row has a problem, none is."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
            CSV file
          </label>
          <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
            One client per row, with the header name, email, partner_name, partner_email, adviser_email (only
            name and email are required).
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
        <div aria-live="polite">
          {result?.kind === 'done' ? (
            <div className="text-sm text-green-800 dark:text-green-300">
              <p className="font-medium">{result.text}</p>
              <ul aria-label="Clients added" className="mt-1 list-disc pl-5">
                {result.names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {result?.kind === 'failed' ? <ErrorAlert>{result.text}</ErrorAlert> : null}
        {result?.kind === 'rows' ? <ImportErrors message={result.message} errors={result.errors} /> : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => close(false)} disabled={isPending}>
            {result?.kind === 'done' ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" isPending={isPending}>
            <Upload aria-hidden="true" className="size-4" />
            Upload and invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
