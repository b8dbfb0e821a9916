import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../ui/section-card.tsx';
import { clientDocumentsQueryOptions } from '../adviser-api.ts';
import { AdviserDocumentsList } from './adviser-documents-list.tsx';
import { AdviserUploadForm } from './adviser-upload-form.tsx';

// The client's documents from each side, and the form that shares one; `links` is the client's links panel
// (features/links), which the route puts beside them.
type Props = { clientId: number; clientName: string; links: ReactNode };

export function AdviserDocumentsTab({ clientId, clientName, links }: Props) {
  const { data: documents } = useSuspenseQuery(clientDocumentsQueryOptions(clientId));
  const fromClient = documents.filter((document) => document.source === 'client');
  const fromFirm = documents.filter((document) => document.source === 'firm');
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="space-y-6">
        <SectionCard title={`From ${clientName}`}>
          <AdviserDocumentsList
            clientId={clientId}
            documents={fromClient}
            label={`Documents from ${clientName}`}
            empty={`${clientName} has not uploaded any documents yet.`}
          />
        </SectionCard>
        <SectionCard title="Shared by the firm">
          <AdviserDocumentsList
            clientId={clientId}
            documents={fromFirm}
            label="Documents shared by the firm"
            empty="Nothing shared yet."
          />
          <div className="border-t border-gray-200 pt-4 dark:border-gray-800">
            <AdviserUploadForm clientId={clientId} clientName={clientName} />
          </div>
        </SectionCard>
      </div>
      <SectionCard title="Links">{links}</SectionCard>
    </div>
  );
}
