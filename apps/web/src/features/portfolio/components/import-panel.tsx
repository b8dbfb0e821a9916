import { portfolioCsvMaxChars, portfolioMessages } from '@atrium/domain/contract/portfolio';
import { Upload } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CsvFileField, CsvUploadProblems, useCsvUpload } from '../../../ui/csv-upload.tsx';
import { formatPlainDate } from '../../../ui/date-time.ts';

// A CSV of holdings (docs/portfolio-csv.md), imported all at once; a file with errors imports nothing and each bad
// row is listed with what is wrong, so the adviser can correct the file and try again.
export function ImportPanel({
  onImport,
}: {
  onImport: (csv: string) => Promise<{ data: { accounts: number; holdings: number; as_at: string } }>;
}) {
  const upload = useCsvUpload({
    maxChars: portfolioCsvMaxChars,
    tooLargeMessage: portfolioMessages.csvTooLarge,
    upload: async (csv) => {
      const { data } = await onImport(csv);
      return `Imported ${data.holdings} ${data.holdings === 1 ? 'holding' : 'holdings'} in ${data.accounts} ${
        data.accounts === 1 ? 'account' : 'accounts'
      }, valued on ${formatPlainDate(data.as_at)}.`;
    },
  });
  const { result } = upload;

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-950 dark:text-white">Import from a CSV file</h2>
      <form onSubmit={(event) => void upload.submit(event)} className="mt-3 flex flex-col gap-3">
        <CsvFileField
          hint="One holding per row with the columns provider, account_type, reference, currency, fund_name, isin, asset_class, units, price and valuation_date. Each account in the file has its holdings replaced."
          onChoose={upload.choose}
        />
        <div>
          <Button type="submit" isPending={upload.isPending}>
            <Upload aria-hidden="true" className="size-4" />
            Import
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-3">
        {result?.kind === 'done' ? (
          <p className="text-sm font-medium text-green-800 dark:text-green-300">{result.done}</p>
        ) : null}
      </div>
      <CsvUploadProblems result={result} />
    </Card>
  );
}
