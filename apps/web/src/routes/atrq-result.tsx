import { createFileRoute, redirect } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { riskOverviewQueryOptions } from '../features/risk/api.ts';
import { ResultPage } from '../features/risk/components/result-page.tsx';

// The attitude-to-risk result, once a questionnaire is completed (atrq.tsx sends there).
export const Route = createFileRoute('/_app/_client/atrq/result')({
  loader: async ({ context }) => {
    const overview = await context.queryClient.ensureQueryData(riskOverviewQueryOptions());
    if (overview.completed.length === 0) throw redirect({ to: '/atrq', replace: true });
  },
  component: AtrqResultRoute,
});

function AtrqResultRoute() {
  return (
    <>
      <FirmPageTitle page="Your attitude to risk" />
      <ResultPage />
    </>
  );
}
