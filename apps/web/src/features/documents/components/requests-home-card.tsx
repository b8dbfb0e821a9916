import { isAwaitingClient } from '@atrium/domain/contract/document-requests';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileUp } from 'lucide-react';
import { HomeCard, homeCardLinkClasses } from '../../../ui/home-card.tsx';
import { ownRequestsQueryOptions } from '../requests-api.ts';

// The home page's card while documents the firm asked this person for are still to upload; nothing otherwise.
export function RequestsHomeCard() {
  const { data } = useQuery(ownRequestsQueryOptions());
  const waiting =
    data?.data.filter((item) => item.audience !== 'partner' && isAwaitingClient(item.status)) ?? [];
  if (waiting.length === 0) return null;
  const overdue = waiting.filter((item) => item.is_overdue).length;
  return (
    <HomeCard
      heading="Documents requested"
      icon={FileUp}
      headline={waiting.length === 1 ? '1 document to upload' : `${waiting.length} documents to upload`}
      titles={waiting}
      link={
        <Link to="/documents" className={homeCardLinkClasses}>
          Upload requested documents
        </Link>
      }
    >
      {overdue > 0 ? (
        <p className="text-sm font-medium text-red-800 dark:text-red-300">{overdue} overdue</p>
      ) : null}
    </HomeCard>
  );
}
