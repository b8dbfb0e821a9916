import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { InvitationCard } from '../features/account/components/invitation-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { InvitationError } from './invitation-error.tsx';
import { loadInvitation } from './invitation-loader.ts';

export const Route = createFileRoute('/_auth/invite/$invitationHash')({
  loader: ({ context, params }) => loadInvitation(context, params),
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
