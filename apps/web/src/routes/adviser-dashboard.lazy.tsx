import { createLazyRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/adviser/components/dashboard-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

function AdviserDashboardRoute() {
  const firm = useFirm();
  const { user } = useSession();
  return (
    <>
      <PageTitle page="Dashboard" firmName={firm.name} />
      <DashboardPage userName={user?.name ?? ''} />
    </>
  );
}

export const adviserDashboardLazyRoute = createLazyRoute('/_staff/adviser/')({
  component: AdviserDashboardRoute,
});
