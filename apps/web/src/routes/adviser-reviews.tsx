import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { PipelinePage } from '../features/reviews/components/pipeline-page.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { useSession } from '../lib/session.ts';

// The adviser's review pipeline (docs/reviews.md); an admin sees every adviser's households.
export const Route = createFileRoute('/_staff/adviser/reviews')({
  loader: ({ context }) =>
    ensureQuery(context, import('../features/reviews/api.ts'), (api) => api.pipelineQueryOptions()),
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
