import { createRoute } from '@tanstack/react-router';
import { invitationQueryOptions } from '../features/account/api.ts';
import { InvitationCard, InvitationGone } from '../features/account/components/invitation-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { isApiError } from '../lib/http.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { authLayoutRoute } from './auth-layout.tsx';

function InviteRoute() {
  const firm = useFirm();
  const { invitationHash } = inviteRoute.useParams();
  const invitation = inviteRoute.useLoaderData();
  return (
    <>
      <PageTitle page="Your invitation" firmName={firm.name} />
      <InvitationCard hash={invitationHash} invitation={invitation} />
    </>
  );
}

export function InvitationError({ error }: { error: unknown }) {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Invitation not valid" firmName={firm.name} />
      <InvitationGone message={isApiError(error) ? error.message : 'This invitation could not be loaded.'} />
    </>
  );
}

export const inviteRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'invite/$invitationHash',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(invitationQueryOptions(params.invitationHash)),
  component: InviteRoute,
  errorComponent: InvitationError,
});
