import { createLazyRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PortfolioPage } from '../features/portfolio/components/portfolio-page.tsx';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

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

export const portfolioLazyRoute = createLazyRoute('/app/_client/portfolio')({ component: PortfolioRoute });
