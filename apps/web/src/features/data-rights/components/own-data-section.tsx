import { Download } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { downloadOwnData } from '../api.ts';

// /profile's "Your data" (clients): a copy of everything the firm's portal holds about the person, as the firm's admin
// would export it for a subject access request (UK GDPR art. 15) and in a form another service can read (art. 20).
export function OwnDataSection({ firmName }: { firmName: string }) {
  const [isDownloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadOwnData();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The download failed. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SectionCard
      title="Your data"
      description={`Download a copy of everything ${firmName} holds about you in this portal.`}
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">
        One ZIP file: your details, fact-finds with every change, risk questionnaires, messages,
        notifications, documents, appointments and a record of what was done with your data, as JSON files
        another service can read, with a README describing each one.
      </p>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <div>
        <Button variant="secondary" onClick={() => void download()} isPending={isDownloading}>
          {isDownloading ? null : <Download aria-hidden="true" className="size-4" />}
          Download your data
        </Button>
      </div>
    </SectionCard>
  );
}
