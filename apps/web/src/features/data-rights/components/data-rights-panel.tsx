import type { ErasureResponse } from '@atrium/domain/contract/data-rights';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { dataRightsKeys, dataRightsQueryOptions, downloadClientData, eraseClient } from '../api.ts';
import { EraseDialog } from './erase-dialog.tsx';

type Props = {
  clientId: number;
  clientName: string;
  // The page around the panel refreshes what it shows of the client (their name is now erased).
  onErased?: () => void;
};

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });
const formatDate = (iso: string) => longDate.format(new Date(iso));

// The client page's Data rights tab (admins): the UK GDPR right of access (a ZIP of everything held) and the
// right to erasure, which keeps the records of advice the firm must retain (docs/data-rights.md).
export function DataRightsPanel({ clientId, clientName, onErased }: Props) {
  const { data: status } = useSuspenseQuery(dataRightsQueryOptions(clientId));
  const queryClient = useQueryClient();
  const [isDownloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadClientData(clientId);
    } catch (error) {
      addToast({
        description: error instanceof Error ? error.message : 'The download failed.',
        isError: true,
      });
    } finally {
      setDownloading(false);
    }
  };

  const erase = async (input: { reason: string; confirm_name: string }): Promise<ErasureResponse> => {
    const response = await eraseClient(clientId, input);
    await queryClient.invalidateQueries({ queryKey: dataRightsKeys.status(clientId) });
    onErased?.();
    addToast({ description: response.message });
    return response;
  };

  const headingClass = 'text-lg font-semibold text-gray-900 dark:text-gray-50';
  const textClass = 'text-sm text-gray-700 dark:text-gray-300';
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Card className="space-y-3 p-5">
        <h2 className={headingClass}>Download all data</h2>
        <p className={textClass}>
          Everything the portal holds about this client, for a subject access request: their profile,
          fact-finds with every change, risk assessments, messages, notifications, documents and the audit
          log, as one ZIP of JSON files and the documents, with a README describing each file. The download is
          recorded in the audit log.
        </p>
        <Button variant="secondary" onClick={() => void download()} isPending={isDownloading}>
          {isDownloading ? null : <Download aria-hidden="true" className="size-4" />}
          Download all data
        </Button>
      </Card>
      <Card className="space-y-3 p-5">
        <h2 className={headingClass}>Erase client</h2>
        {status.erasure ? (
          <dl className={`${textClass} grid grid-cols-[auto_1fr] gap-x-4 gap-y-1`}>
            <dt className="font-medium">Erased</dt>
            <dd>
              {formatDate(status.erasure.erased_at)} by {status.erasure.erased_by.name}
            </dd>
            <dt className="font-medium">Reason</dt>
            <dd className="break-words">{status.erasure.reason}</dd>
            <dt className="font-medium">Records of advice kept until</dt>
            <dd>{formatDate(status.erasure.retain_until)}</dd>
          </dl>
        ) : (
          <>
            <p className={textClass}>
              For a request to erase personal data. Their name, contact details, messages, documents,
              notifications and unsubmitted answers are erased, and their sign-in stops working. Submitted and
              reviewed fact-finds, risk assessments, consents and the audit log are records of advice: they
              are kept for {status.retention_years} years after the erasure.
            </p>
            <EraseDialog clientName={clientName} onErase={erase} />
          </>
        )}
      </Card>
    </div>
  );
}
