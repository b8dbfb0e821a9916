import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { failureMessage } from '../../../ui/form.tsx';
import { downloadPdf } from '../api.ts';

// The whole document, page by page, as text a screen reader reads and a phone wraps (docs/signing.md), with the PDF
// itself a button away for its layout.
export function DocumentReader({ title, pages, pdfUrl }: { title: string; pages: string[]; pdfUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [isFetching, setFetching] = useState(false);
  const download = async () => {
    setError(null);
    setFetching(true);
    try {
      await downloadPdf(pdfUrl, `${title}.pdf`);
    } catch (failure) {
      setError(failureMessage(failure, []));
    } finally {
      setFetching(false);
    }
  };
  return (
    <section aria-labelledby="document-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="document-heading" className="text-lg font-semibold text-gray-950 dark:text-white">
          The document
        </h2>
        <Button variant="secondary" size="sm" onClick={download} isPending={isFetching}>
          <Download aria-hidden="true" className="size-4" />
          Download the PDF
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Its text is below, page by page. The PDF shows the same words with their layout.
      </p>
      <ol className="flex flex-col gap-4">
        {pages.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its position in the document.
          <li key={index}>
            <article
              aria-label={`Page ${index + 1} of ${pages.length}`}
              className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs dark:border-gray-700 dark:bg-gray-900"
            >
              <h3 className="mb-2 text-sm font-semibold text-gray-700 dark:text-gray-300">
                Page {index + 1} of {pages.length}
              </h3>
              <div className="text-sm break-words whitespace-pre-line text-gray-900 dark:text-gray-100">
                {text || 'This page has no text (it may be an image: download the PDF to see it).'}
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
