import { createFileRoute, getRouteApi, notFound } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { householdReviewQueryOptions } from '../features/reviews/api.ts';
import { ReviewPage } from '../features/reviews/components/review-page.tsx';
import { clientIdOf } from './adviser-client.tsx';

// One household's annual review: the check-in, what changed, the meeting and the outcome.
export const Route = createFileRoute('/_staff/adviser/reviews/$clientId')({
  beforeLoad: ({ params }) => {
    const id = clientIdOf(params);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(householdReviewQueryOptions(clientIdOf(params))),
  component: AdviserReviewRoute,
});

const route = getRouteApi('/_staff/adviser/reviews/$clientId');

function AdviserReviewRoute() {
  const params = route.useParams();
  return (
    <>
      <FirmPageTitle page="Annual review" />
      <ReviewPage clientId={clientIdOf(params)} />
    </>
  );
}
