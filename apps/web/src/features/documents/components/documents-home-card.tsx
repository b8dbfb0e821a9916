import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FolderOpen } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { HomeCardHeading, HomeCardIcon } from '../../../ui/home-card.tsx';
import { documentsQueryOptions } from '../api.ts';

const linkClasses =
  'inline-flex min-h-6 items-center text-sm font-medium text-primary-ink underline underline-offset-4 hover:no-underline';

// The home page's card: documents the firm has shared that the client has not opened yet.
export function DocumentsHomeCard() {
  const { data: documents } = useQuery(documentsQueryOptions());
  const fresh = documents?.filter((document) => document.is_new) ?? [];
  return (
    <Card className="flex min-w-0 flex-col p-6">
      <HomeCardHeading>Documents</HomeCardHeading>
      <div className="mt-4 flex items-start gap-4">
        <HomeCardIcon icon={FolderOpen} />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {documents === undefined
              ? 'Your documents'
              : fresh.length === 0
                ? 'No new documents'
                : `${fresh.length} new ${fresh.length === 1 ? 'document' : 'documents'}`}
          </p>
          {fresh.length > 0 ? (
            <ul className="mt-1 space-y-0.5 text-sm text-gray-700 dark:text-gray-300">
              {fresh.slice(0, 3).map((document) => (
                <li key={document.id} className="truncate">
                  {document.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-400">Share and download documents securely.</p>
          )}
        </div>
      </div>
      <Link to="/documents" className={`${linkClasses} mt-4`}>
        Go to your documents
      </Link>
    </Card>
  );
}
