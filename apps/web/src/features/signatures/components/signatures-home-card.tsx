import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PenLine } from 'lucide-react';
import { HomeCard, homeCardLinkClasses } from '../../../ui/home-card.tsx';
import { signaturesQueryOptions } from '../api.ts';

// The home page's card while a document waits for this person's signature; nothing otherwise.
export function SignaturesHomeCard() {
  const { data: requests } = useQuery(signaturesQueryOptions());
  const waiting = requests?.filter((request) => request.can_sign) ?? [];
  if (waiting.length === 0) return null;
  return (
    <HomeCard
      heading="To sign"
      icon={PenLine}
      headline={waiting.length === 1 ? '1 document to sign' : `${waiting.length} documents to sign`}
      titles={waiting}
      link={
        <Link to="/signatures" className={homeCardLinkClasses}>
          Read and sign
        </Link>
      }
    />
  );
}
