import { createLazyRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { TeamPage } from '../features/team/components/team-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

function AdviserTeamRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Team" firmName={firm.name} />
      <TeamPage />
    </>
  );
}

export const adviserTeamLazyRoute = createLazyRoute('/_staff/adviser/_admin/team')({
  component: AdviserTeamRoute,
});
