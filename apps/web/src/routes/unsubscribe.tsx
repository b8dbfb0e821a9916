import { alertMessages } from '@atrium/domain/contract/profile';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { unsubscribeQueryOptions } from '../features/profile/alerts-api.ts';
import { UnsubscribeCard, UnsubscribeInvalid } from '../features/profile/components/unsubscribe-card.tsx';
import { isApiError } from '../lib/http.ts';

// An alert mail's unsubscribe link (contract: unsubscribePath). Public, signed in or not: the token decides.
export const Route = createFileRoute('/_auth/unsubscribe/$token')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(unsubscribeQueryOptions(params.token)),
  errorComponent: UnsubscribeError,
  component: UnsubscribeRoute,
});

const route = getRouteApi('/_auth/unsubscribe/$token');

function UnsubscribeRoute() {
  const { token } = route.useParams();
  const details = route.useLoaderData();
  return (
    <>
      <FirmPageTitle page="Email alerts" />
      <UnsubscribeCard token={token} details={details} />
    </>
  );
}

function UnsubscribeError({ error }: { error: unknown }) {
  return (
    <>
      <FirmPageTitle page="Link not valid" />
      <UnsubscribeInvalid
        message={
          isApiError(error) && error.status === 404
            ? alertMessages.unsubscribeInvalid
            : 'This page could not be loaded. Please try again.'
        }
      />
    </>
  );
}
