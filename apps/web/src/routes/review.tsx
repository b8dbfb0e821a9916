import { createFileRoute } from '@tanstack/react-router';
import { reviewCheckInQueryOptions } from '../features/factfind/review-check-in/api.ts';
import { CheckInPage } from '../features/factfind/review-check-in/components/check-in-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useSession } from '../lib/session.ts';

// The household's annual review check-in (docs/reviews.md), opened by the server a few weeks before the date.
export const Route = createFileRoute('/_app/_client/review')({
  loader: ({ context }) => context.queryClient.ensureQueryData(reviewCheckInQueryOptions()),
  component: ReviewRoute,
});

function ReviewRoute() {
  const { user } = useSession();
  const client = user?.client;
  return (
    <>
      <FirmPageTitle page="Annual review" />
      <CheckInPage
        adviserName={user?.adviser.name || 'your adviser'}
        household={{
          region: user?.region ?? 'uk',
          symbol: client?.currency_symbol ?? '£',
          people: { client1: client?.name ?? 'You', client2: client?.joint_name ?? 'Your partner' },
        }}
      />
    </>
  );
}
