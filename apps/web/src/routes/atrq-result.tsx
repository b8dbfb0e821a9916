import { createFileRoute, redirect } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { ResultPage } from '../features/risk/components/result-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

// The attitude-to-risk result, once a questionnaire is completed (atrq.tsx sends there).
export const Route = createFileRoute('/_app/_client/atrq/result')({
  loader: async ({ context }) => {
    const { riskOverviewQueryOptions } = await import('../features/risk/api.ts');
    const overview = await context.queryClient.ensureQueryData(riskOverviewQueryOptions());
    if (overview.completed.length === 0) throw redirect({ to: '/atrq', replace: true });
  },
  component: AtrqResultRoute,
});

function AtrqResultRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Your attitude to risk" firmName={firm.name} />
      <ResultPage />
    </>
  );
}
