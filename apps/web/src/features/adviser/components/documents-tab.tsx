import { useSuspenseQuery } from '@tanstack/react-query';
import { SectionCard } from '../../../ui/section-card.tsx';
import { clientDetailQueryOptions } from '../api.ts';
import { documentsQueryOptions } from '../documents-api.ts';
import { DocumentsList } from './documents-list.tsx';
import { LinksPanel } from './links-panel.tsx';
import { UploadForm } from './upload-form.tsx';

export function DocumentsTab({ clientId }: { clientId: number }) {
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const { data: documents } = useSuspenseQuery(documentsQueryOptions(clientId));
  const fromClient = documents.filter((document) => document.source === 'client');
  const fromFirm = documents.filter((document) => document.source === 'firm');
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="space-y-6">
        <SectionCard title={`From ${client.name}`}>
          <DocumentsList
            clientId={clientId}
            documents={fromClient}
            label={`Documents from ${client.name}`}
            empty={`${client.name} has not uploaded any documents yet.`}
          />
        </SectionCard>
        <SectionCard title="Shared by the firm">
          <DocumentsList
            clientId={clientId}
            documents={fromFirm}
            label="Documents shared by the firm"
            empty="Nothing shared yet."
          />
          <div className="border-t border-gray-200 pt-4 dark:border-gray-800">
            <UploadForm clientId={clientId} clientName={client.name} />
          </div>
        </SectionCard>
      </div>
      <SectionCard title="Links">
        <LinksPanel clientId={clientId} />
      </SectionCard>
    </div>
  );
}
