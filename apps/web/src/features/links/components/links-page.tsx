import type { Link } from '@atrium/domain/contract/links';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { linksQueryOptions } from '../api.ts';
import { displayUrl, ExternalLink } from './external-link.tsx';

function LinkCard({ link }: { link: Link }) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-2 p-5">
        <h3 className="text-base">
          <ExternalLink href={link.url}>{link.title}</ExternalLink>
        </h3>
        <p className="text-sm break-all text-gray-600 dark:text-gray-400">{displayUrl(link.url)}</p>
        {link.description ? (
          <p className="text-sm text-gray-800 dark:text-gray-200">{link.description}</p>
        ) : null}
      </Card>
    </li>
  );
}

function LinkSection({ title, links }: { title: string; links: readonly Link[] }) {
  if (links.length === 0) return null;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-gray-950 dark:text-white">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <LinkCard key={link.id} link={link} />
        ))}
      </ul>
    </section>
  );
}

// Useful links the firm keeps for every client, and the ones the adviser has picked for this client.
export function LinksPage({ adviserName, firmName }: { adviserName: string; firmName: string }) {
  const { data: links } = useSuspenseQuery(linksQueryOptions());
  const forYou = links.filter((link) => link.scope === 'client');
  const fromFirm = links.filter((link) => link.scope === 'firm');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Links</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Websites {firmName} recommends. Each opens in a new tab.
        </p>
      </header>
      {links.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <Link2 aria-hidden="true" className="size-8 text-gray-500" />
          <p className="font-medium text-gray-900 dark:text-gray-100">No links yet</p>
          <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
            When {adviserName || firmName} shares a useful website with you, it will appear here.
          </p>
        </Card>
      ) : (
        <>
          <LinkSection title={adviserName ? `From ${adviserName}, for you` : 'For you'} links={forYou} />
          <LinkSection title={`From ${firmName}`} links={fromFirm} />
        </>
      )}
    </div>
  );
}
