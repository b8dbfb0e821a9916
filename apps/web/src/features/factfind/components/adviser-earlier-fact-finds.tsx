import type { FactFindSummary } from '@atrium/domain/contract/adviser-factfind';
import { Link } from '@tanstack/react-router';
import { FactFindStatusBadge } from '../../../ui/badge.tsx';
import { formatDate } from '../../../ui/date-time.ts';
import { SectionCard } from '../../../ui/section-card.tsx';

function dates(summary: FactFindSummary): string {
  return [
    `started ${formatDate(summary.created_at)}`,
    summary.submitted_at ? `submitted ${formatDate(summary.submitted_at)}` : null,
    summary.reviewed_at ? `reviewed ${formatDate(summary.reviewed_at)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

type Props = { clientId: number; summaries: FactFindSummary[]; viewedId: number | null };

// Every fact-find the client has had, newest first (factFindsCreated of them); each opens read-only.
export function AdviserEarlierFactFinds({ clientId, summaries, viewedId }: Props) {
  if (summaries.length < 2) return null;
  return (
    <SectionCard title="All fact-finds">
      <ul className="divide-y divide-gray-200 dark:divide-gray-800">
        {summaries.map((summary, index) => {
          const name = `Fact-find ${summaries.length - index}${summary.is_current ? ' (current)' : ''}`;
          return (
            <li key={summary.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              {summary.id === viewedId ? (
                <span aria-current="page" className="font-semibold text-gray-900 dark:text-gray-50">
                  {name}
                </span>
              ) : (
                <Link
                  to="/adviser/clients/$clientId/fact-find"
                  params={{ clientId: String(clientId) }}
                  search={summary.is_current ? {} : { fact_find_id: summary.id }}
                  className="font-medium text-primary-ink underline underline-offset-4"
                >
                  {name}
                </Link>
              )}
              <FactFindStatusBadge status={summary.status} />
              <span className="text-sm text-gray-700 dark:text-gray-300">{dates(summary)}</span>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
