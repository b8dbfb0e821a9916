import { documentCategories, documentCategoryLabels } from '@atrium/domain/contract/documents';
import { isSharedWithPartner } from '@atrium/domain/factfind/perspective';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { Card } from '../../../ui/card.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { documentsQueryOptions } from '../api.ts';
import { type DocumentFilter, filterDocuments } from '../filter.ts';
import { DocumentList } from './document-list.tsx';
import { RequestedFromYou } from './requested-from-you.tsx';
import { UploadPanel } from './upload-panel.tsx';

const categoryOptions = [
  { value: '', label: 'All categories' },
  ...documentCategories.map((value) => ({ value, label: documentCategoryLabels[value] })),
];

// The client's folder: what the firm has shared with them and what they have sent, newest first.
export function DocumentsPage({ recipient }: { recipient: string }) {
  const { data: documents } = useSuspenseQuery(documentsQueryOptions());
  const [filter, setFilter] = useState<DocumentFilter>({ search: '', category: '' });
  const shown = filterDocuments(documents, filter);
  const newCount = documents.filter((document) => document.is_new).length;
  const isFiltered = filter.search.trim() !== '' || filter.category !== '';
  // A household's folder holds what either partner sent (packages/domain/src/factfind/perspective.ts).
  const household = useSession().user?.household;
  const senders = household && isSharedWithPartner(household) ? 'you and your partner have' : 'you have';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Documents</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Documents {recipient} has shared with you, and the ones {senders} sent.
          {newCount > 0 ? ` ${newCount} new since you last looked.` : null}
        </p>
      </header>

      <RequestedFromYou recipient={recipient} />

      <UploadPanel recipient={recipient} />

      <Card className="p-4 sm:p-6">
        <h2 className="sr-only">Your documents</h2>
        {documents.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <FolderOpen aria-hidden="true" className="size-8 text-gray-500" />
            <p className="font-medium text-gray-900 dark:text-gray-100">No documents yet</p>
            <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
              Documents your adviser shares with you, and those you upload, will appear here.
            </p>
          </div>
        ) : (
          <>
            {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers still in use (and jsdom) */}
            <div
              role="search"
              aria-label="Documents"
              className="grid gap-4 sm:grid-cols-[1fr_minmax(0,14rem)]"
            >
              <TextField
                label="Search by name"
                type="search"
                value={filter.search}
                maxLength={100}
                onChange={(event) => setFilter({ ...filter, search: event.target.value })}
              />
              <SelectField
                label="Show"
                options={categoryOptions}
                value={filter.category}
                onChange={(event) =>
                  setFilter({ ...filter, category: event.target.value as DocumentFilter['category'] })
                }
              />
            </div>
            <p role="status" className="mt-4 mb-4 text-sm text-gray-700 dark:text-gray-300">
              {isFiltered
                ? `Showing ${shown.length} of ${documents.length} documents`
                : `${documents.length} ${documents.length === 1 ? 'document' : 'documents'}`}
            </p>
            {shown.length > 0 ? (
              <DocumentList documents={shown} />
            ) : (
              <p className="py-4 text-center text-sm text-gray-700 dark:text-gray-300">
                No documents match your search.
              </p>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
