import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { teamQueryOptions } from '../features/team/api.ts';
import { TeamPage } from '../features/team/components/team-page.tsx';

// The firm's team, for admins (_admin.tsx: an adviser gets the 404 screen).
export const Route = createFileRoute('/_staff/adviser/_admin/team')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teamQueryOptions()),
  component: AdviserTeamRoute,
});

function AdviserTeamRoute() {
  return (
    <>
      <FirmPageTitle page="Team" />
      <TeamPage />
    </>
  );
}
