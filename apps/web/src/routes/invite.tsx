import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { invitationQueryOptions } from '../features/account/api.ts';
import { InvitationCard } from '../features/account/components/invitation-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { InvitationError } from './invitation-error.tsx';

export const Route = createFileRoute('/_auth/invite/$invitationHash')({
  // The invitation the address names; one that is not valid is shown by InvitationError (invitation-error.tsx).
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(invitationQueryOptions(params.invitationHash)),
  errorComponent: InvitationError,
  component: InviteRoute,
});

const route = getRouteApi('/_auth/invite/$invitationHash');

function InviteRoute() {
  const { invitationHash } = route.useParams();
  const invitation = route.useLoaderData();
  return (
    <>
      <FirmPageTitle page="Your invitation" />
      <InvitationCard hash={invitationHash} invitation={invitation} />
    </>
  );
}
