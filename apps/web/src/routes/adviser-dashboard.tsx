import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/adviser/components/dashboard-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

export const Route = createFileRoute('/_staff/adviser/')({
  loader: async ({ context }) => {
    const { dashboardQueryOptions } = await import('../features/adviser/api.ts');
    return context.queryClient.ensureQueryData(dashboardQueryOptions());
  },
  component: AdviserDashboardRoute,
});

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
