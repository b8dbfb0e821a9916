import { isAwaitingClient } from '@atrium/domain/contract/document-requests';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileUp } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { HomeCardHeading, HomeCardIcon } from '../../../ui/home-card.tsx';
import { ownRequestsQueryOptions } from '../requests-api.ts';

const linkClasses =
  'inline-flex min-h-6 items-center text-sm font-medium text-primary-ink underline underline-offset-4 hover:no-underline';

// The home page's card while documents the firm asked this person for are still to upload; nothing otherwise.
export function RequestsHomeCard() {
  const { data } = useQuery(ownRequestsQueryOptions());
  const waiting =
    data?.data.filter((item) => item.audience !== 'partner' && isAwaitingClient(item.status)) ?? [];
  if (waiting.length === 0) return null;
  const overdue = waiting.filter((item) => item.is_overdue).length;
  return (
    <Card className="flex min-w-0 flex-col p-6">
      <HomeCardHeading>Documents requested</HomeCardHeading>
      <div className="mt-4 flex items-start gap-4">
        <HomeCardIcon icon={FileUp} />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {waiting.length === 1 ? '1 document to upload' : `${waiting.length} documents to upload`}
          </p>
          {overdue > 0 ? (
            <p className="text-sm font-medium text-red-800 dark:text-red-300">{overdue} overdue</p>
          ) : null}
          <ul className="mt-1 space-y-0.5 text-sm text-gray-700 dark:text-gray-300">
            {waiting.slice(0, 3).map((item) => (
              <li key={item.id} className="truncate">
                {item.title}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Link to="/documents" className={`${linkClasses} mt-4`}>
        Upload requested documents
      </Link>
    </Card>
  );
}
