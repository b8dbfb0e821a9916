import { createFileRoute, redirect } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { riskOverviewQueryOptions } from '../features/risk/api.ts';
import { QuestionnairePage } from '../features/risk/components/questionnaire-page.tsx';

// Attitude to risk (docs/attitude-to-risk.md): the questionnaire while one is in progress or none was ever done, else the result.
export const Route = createFileRoute('/_app/_client/atrq')({
  loader: async ({ context }) => {
    const overview = await context.queryClient.ensureQueryData(riskOverviewQueryOptions());
    if (!overview.in_progress && overview.completed.length > 0)
      throw redirect({ to: '/atrq/result', replace: true });
  },
  component: AtrqRoute,
});

function AtrqRoute() {
  return (
    <>
      <FirmPageTitle page="Attitude to risk" />
      <QuestionnairePage />
    </>
  );
}
