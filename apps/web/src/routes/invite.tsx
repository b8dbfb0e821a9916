import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { InvitationCard } from '../features/account/components/invitation-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { InvitationError } from './invitation-error.tsx';

export const Route = createFileRoute('/_auth/invite/$invitationHash')({
  loader: ({ context, params }) =>
    ensureQuery(context, import('../features/account/api.ts'), (api) =>
      api.invitationQueryOptions(params.invitationHash),
    ),
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
