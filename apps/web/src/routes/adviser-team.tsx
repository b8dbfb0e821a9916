import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { TeamPage } from '../features/team/components/team-page.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';

// The firm's team, for admins (_admin.tsx: an adviser gets the 404 screen).
export const Route = createFileRoute('/_staff/adviser/_admin/team')({
  loader: ({ context }) =>
    ensureQuery(context, import('../features/team/api.ts'), (api) => api.teamQueryOptions()),
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
