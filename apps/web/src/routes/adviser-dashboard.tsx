import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/adviser/components/dashboard-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { useSession } from '../lib/session.ts';

export const Route = createFileRoute('/_staff/adviser/')({
  loader: ({ context }) =>
    ensureQuery(context, import('../features/adviser/api.ts'), (api) => api.dashboardQueryOptions()),
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
