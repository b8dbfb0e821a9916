import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { pipelineQueryOptions } from '../features/reviews/api.ts';
import { PipelinePage } from '../features/reviews/components/pipeline-page.tsx';
import { useSession } from '../lib/session.ts';

// The adviser's review pipeline (docs/reviews.md); an admin sees every adviser's households.
export const Route = createFileRoute('/_staff/adviser/reviews')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pipelineQueryOptions()),
  component: AdviserReviewsRoute,
});

function AdviserReviewsRoute() {
  const { user } = useSession();
  return (
    <>
      <FirmPageTitle page="Annual reviews" />
      <PipelinePage showAdviser={user?.role === 'admin'} />
    </>
  );
}
