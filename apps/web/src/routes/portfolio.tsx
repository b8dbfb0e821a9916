import { createFileRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PortfolioPage } from '../features/portfolio/components/portfolio-page.tsx';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

// The client's investments; the firm records them on the adviser's client page.
export const Route = createFileRoute('/_app/_client/portfolio')({
  loader: async ({ context }) => {
    const { portfolioQueryOptions } = await import('../features/portfolio/api.ts');
    return context.queryClient.ensureQueryData(portfolioQueryOptions());
  },
  component: PortfolioRoute,
});

function PortfolioRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Portfolio" firmName={firm.name} />
      <PortfolioPage adviserName={user?.adviser.name || firm.name} />
    </>
  );
}
