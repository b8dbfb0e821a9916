import type { FactFindSummary } from '@atrium/domain/contract/adviser-factfind';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { adviserFactFindQueryOptions, factFindListQueryOptions } from '../adviser-api.ts';
import { AdviserDeclarationsCard } from './adviser-declarations-card.tsx';
import { AdviserEarlierFactFinds } from './adviser-earlier-fact-finds.tsx';
import { AdviserFactFindSummary } from './adviser-fact-find-summary.tsx';
import { AdviserFieldHistoryButton } from './adviser-field-history.tsx';

// What the route renders the fact-find with (the client's own template components, read-only), and the
// history button it puts beside each answer.
export type RowAction = (row: { path: string; label: string }) => ReactNode;
export type RenderFactFind = (props: {
  data: PortalChangesResponse;
  factFindId: number | null;
  rowAction: RowAction;
}) => ReactNode;

type Props = {
  clientId: number;
  clientName: string;
  // An earlier fact-find (?fact_find_id=), or null for the current one.
  factFindId: number | null;
  renderFactFind: RenderFactFind;
  onPreview: (data: PortalChangesResponse) => void;
  // A review or return changes the client's status on the staff's other screens too: the route refreshes them.
  onStatusChange: () => Promise<unknown>;
};

export function AdviserFactFindTab({
  clientId,
  clientName,
  factFindId,
  renderFactFind,
  onPreview,
  onStatusChange,
}: Props) {
  const { data: summaries } = useSuspenseQuery(factFindListQueryOptions(clientId));
  const { data } = useSuspenseQuery(adviserFactFindQueryOptions(clientId, factFindId));
  const current = summaries.find((summary) => summary.is_current) ?? null;
  const viewed: FactFindSummary | null =
    factFindId === null ? current : (summaries.find((summary) => summary.id === factFindId) ?? null);
  const rowAction: RowAction = ({ path, label }) => (
    <AdviserFieldHistoryButton
      clientId={clientId}
      factFindId={viewed?.id ?? null}
      path={path}
      label={label}
    />
  );

  return (
    <div className="space-y-6">
      {factFindId !== null ? (
        <p className="rounded-xl border border-gray-300 bg-white p-4 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200">
          You are looking at an earlier fact-find.{' '}
          <Link
            to="/adviser/clients/$clientId/fact-find"
            params={{ clientId: String(clientId) }}
            className="font-medium text-primary-ink underline underline-offset-4"
          >
            Back to the current one
          </Link>
        </p>
      ) : null}
      {viewed ? (
        <AdviserFactFindSummary
          clientId={clientId}
          clientName={clientName}
          summary={viewed}
          onStatusChange={onStatusChange}
          preview={
            <Button variant="secondary" onClick={() => onPreview(data)}>
              <Eye aria-hidden="true" className="size-4" />
              Preview as client
            </Button>
          }
        />
      ) : (
        <Card className="flex flex-wrap items-center justify-between gap-4 p-5 sm:p-6">
          <p className="text-base text-gray-800 dark:text-gray-200">
            {clientName} has not started a fact-find yet.
          </p>
          <Button variant="secondary" onClick={() => onPreview(data)}>
            <Eye aria-hidden="true" className="size-4" />
            Preview as client
          </Button>
        </Card>
      )}
      {viewed && factFindId === null ? <AdviserDeclarationsCard clientId={clientId} /> : null}
      {viewed ? renderFactFind({ data, factFindId: viewed.id, rowAction }) : null}
      <AdviserEarlierFactFinds clientId={clientId} summaries={summaries} viewedId={viewed?.id ?? null} />
    </div>
  );
}
