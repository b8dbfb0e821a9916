import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '../../../ui/card.tsx';
import { HomeCardHeading, homeCardLinkClasses } from '../../../ui/home-card.tsx';
import { linksQueryOptions } from '../api.ts';
import { ExternalLink } from './external-link.tsx';

// The home page's card: the newest of the links the firm and adviser have shared; nothing when there are none.
export function LinksHomeCard() {
  const { data: links } = useQuery(linksQueryOptions());
  if (!links || links.length === 0) return null;
  const newest = [...links].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 3);
  return (
    <Card className="flex min-w-0 flex-col p-6">
      <HomeCardHeading>Useful links</HomeCardHeading>
      <ul className="mt-4 space-y-2">
        {newest.map((link) => (
          <li key={link.id}>
            <ExternalLink href={link.url} className="text-sm">
              {link.title}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <Link to="/links" className={homeCardLinkClasses}>
        All links
      </Link>
    </Card>
  );
}
