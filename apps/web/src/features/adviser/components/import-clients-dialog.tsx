import { clientsCsvMaxChars, onboardingMessages } from '@atrium/domain/contract/client-onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { CsvFileField, CsvUploadProblems, useCsvUpload } from '../../../ui/csv-upload.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { adviserKeys, importClients } from '../api.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

// Many clients at once from a CSV file (docs/clients-csv.md): all or nothing; a file with errors adds nobody and
// each bad row is listed with what is wrong, so the file can be corrected and uploaded again.
export function ImportClientsDialog({ open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const upload = useCsvUpload({
    maxChars: clientsCsvMaxChars,
    tooLargeMessage: onboardingMessages.csvTooLarge,
    upload: async (csv) => {
      const response = await importClients(csv);
      void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
      void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
      return {
        text: response.message,
        names: response.data.clients.map((client) => `${client.name} (${client.email})`),
      };
    },
  });
  const { result, isPending } = upload;
  const close = (next: boolean) => {
    if (isPending) return;
    if (!next) upload.reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add clients from a CSV file"
      description="Every client in the file is added and sent an invitation, or, if any row has a problem, none is."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <form onSubmit={(event) => void upload.submit(event)} noValidate className="mt-4 flex flex-col gap-3">
        <CsvFileField
          hint="One client per row, with the header name, email, partner_name, partner_email, adviser_email (only name and email are required)."
          onChoose={upload.choose}
        />
        <div aria-live="polite">
          {result?.kind === 'done' ? (
            <div className="text-sm text-green-800 dark:text-green-300">
              <p className="font-medium">{result.done.text}</p>
              <ul aria-label="Clients added" className="mt-1 list-disc pl-5">
                {result.done.names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <CsvUploadProblems result={result} />
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
