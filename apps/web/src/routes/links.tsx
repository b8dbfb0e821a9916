import { createFileRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { LinksPage } from '../features/links/components/links-page.tsx';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

// Useful links for the client; the firm keeps them from the adviser's pages.
export const Route = createFileRoute('/_app/_client/links')({
  loader: async ({ context }) => {
    const { linksQueryOptions } = await import('../features/links/api.ts');
    return context.queryClient.ensureQueryData(linksQueryOptions());
  },
  component: LinksRoute,
});

function LinksRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Links" firmName={firm.name} />
      <LinksPage adviserName={user?.adviser.name ?? ''} firmName={firm.name} />
    </>
  );
}
