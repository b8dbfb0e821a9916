import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FolderOpen } from 'lucide-react';
import { HomeCard, homeCardLinkClasses } from '../../../ui/home-card.tsx';
import { documentsQueryOptions } from '../api.ts';

// The home page's card: documents the firm has shared that the client has not opened yet.
export function DocumentsHomeCard() {
  const { data: documents } = useQuery(documentsQueryOptions());
  const fresh = documents?.filter((document) => document.is_new) ?? [];
  return (
    <HomeCard
      heading="Documents"
      icon={FolderOpen}
      headline={
        documents === undefined
          ? 'Your documents'
          : fresh.length === 0
            ? 'No new documents'
            : `${fresh.length} new ${fresh.length === 1 ? 'document' : 'documents'}`
      }
      titles={fresh.map((document) => ({ id: document.id, title: document.name }))}
      link={
        <Link to="/documents" className={homeCardLinkClasses}>
          Go to your documents
        </Link>
      }
    >
      {fresh.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">Share and download documents securely.</p>
      ) : null}
    </HomeCard>
  );
}
