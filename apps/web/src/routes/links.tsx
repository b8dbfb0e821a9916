import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { linksQueryOptions } from '../features/links/api.ts';
import { LinksPage } from '../features/links/components/links-page.tsx';
import { useSession } from '../lib/session.ts';

// Useful links for the client; the firm keeps them from the adviser's pages. The loader warms the page's query,
// imported statically: the router splits it off with the page (docs/decisions/016-loaders-split-with-their-page.md).
export const Route = createFileRoute('/_app/_client/links')({
  loader: ({ context }) => context.queryClient.ensureQueryData(linksQueryOptions()),
  component: LinksRoute,
});

function LinksRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <FirmPageTitle page="Links" />
      <LinksPage adviserName={user?.adviser.name ?? ''} firmName={firm.name} />
    </>
  );
}
