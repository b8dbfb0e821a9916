import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { pipelineQueryOptions } from '../features/reviews/api.ts';
import { PipelinePage } from '../features/reviews/components/pipeline-page.tsx';
import { useSession } from '../lib/session.ts';
import { validatePipelineSearch } from './adviser-search.ts';

// The adviser's review pipeline (docs/reviews.md); an admin sees every adviser's households. The stage and the page
// live in the address (?stage=&cursor=); anything unreadable is dropped.
export const Route = createFileRoute('/_staff/adviser/reviews')({
  validateSearch: validatePipelineSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(pipelineQueryOptions(deps)),
  component: AdviserReviewsRoute,
});

const route = getRouteApi('/_staff/adviser/reviews');

function AdviserReviewsRoute() {
  const { user } = useSession();
  const params = route.useSearch();
  return (
    <>
      <FirmPageTitle page="Annual reviews" />
      <PipelinePage params={params} showAdviser={user?.role === 'admin'} />
    </>
  );
}
