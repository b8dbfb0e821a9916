import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PortfolioPage } from '../features/portfolio/components/portfolio-page.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { useSession } from '../lib/session.ts';

// The client's investments; the firm records them on the adviser's client page.
export const Route = createFileRoute('/_app/_client/portfolio')({
  loader: ({ context }) =>
    ensureQuery(context, import('../features/portfolio/api.ts'), (api) => api.portfolioQueryOptions()),
  component: PortfolioRoute,
});

function PortfolioRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <FirmPageTitle page="Portfolio" />
      <PortfolioPage adviserName={user?.adviser.name || firm.name} />
    </>
  );
}
