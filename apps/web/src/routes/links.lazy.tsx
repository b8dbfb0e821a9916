import { createLazyRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { LinksPage } from '../features/links/components/links-page.tsx';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

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

export const linksLazyRoute = createLazyRoute('/app/_client/links')({ component: LinksRoute });
