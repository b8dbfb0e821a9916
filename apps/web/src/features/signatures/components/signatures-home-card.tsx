import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PenLine } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { HomeCardHeading, HomeCardIcon } from '../../../ui/home-card.tsx';
import { signaturesQueryOptions } from '../api.ts';

const linkClasses =
  'inline-flex min-h-6 items-center text-sm font-medium text-primary-ink underline underline-offset-4 hover:no-underline';

// The home page's card while a document waits for this person's signature; nothing otherwise.
export function SignaturesHomeCard() {
  const { data: requests } = useQuery(signaturesQueryOptions());
  const waiting = requests?.filter((request) => request.can_sign) ?? [];
  if (waiting.length === 0) return null;
  return (
    <Card className="flex min-w-0 flex-col p-6">
      <HomeCardHeading>To sign</HomeCardHeading>
      <div className="mt-4 flex items-start gap-4">
        <HomeCardIcon icon={PenLine} />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {waiting.length === 1 ? '1 document to sign' : `${waiting.length} documents to sign`}
          </p>
          <ul className="mt-1 space-y-0.5 text-sm text-gray-700 dark:text-gray-300">
            {waiting.slice(0, 3).map((request) => (
              <li key={request.id} className="truncate">
                {request.title}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Link to="/signatures" className={`${linkClasses} mt-4`}>
        Read and sign
      </Link>
    </Card>
  );
}
