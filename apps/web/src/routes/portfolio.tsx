import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { portfolioQueryOptions } from '../features/portfolio/api.ts';
import { PortfolioPage } from '../features/portfolio/components/portfolio-page.tsx';
import { useSession } from '../lib/session.ts';

// The client's investments; the firm records them on the adviser's client page.
export const Route = createFileRoute('/_app/_client/portfolio')({
  loader: ({ context }) => context.queryClient.ensureQueryData(portfolioQueryOptions()),
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
