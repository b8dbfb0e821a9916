import { createFileRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { TeamPage } from '../features/team/components/team-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

// The firm's team, for admins (_admin.tsx: an adviser gets the 404 screen).
export const Route = createFileRoute('/_staff/adviser/_admin/team')({
  loader: async ({ context }) => {
    const { teamQueryOptions } = await import('../features/team/api.ts');
    return context.queryClient.ensureQueryData(teamQueryOptions());
  },
  component: AdviserTeamRoute,
});

function AdviserTeamRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Team" firmName={firm.name} />
      <TeamPage />
    </>
  );
}
