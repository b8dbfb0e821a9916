import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '../features/adviser/api.ts';
import { DashboardPage } from '../features/adviser/components/dashboard-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useSession } from '../lib/session.ts';

export const Route = createFileRoute('/_staff/adviser/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueryOptions()),
  component: AdviserDashboardRoute,
});

function AdviserDashboardRoute() {
  const { user } = useSession();
  return (
    <>
      <FirmPageTitle page="Dashboard" />
      <DashboardPage userName={user?.name ?? ''} />
    </>
  );
}
