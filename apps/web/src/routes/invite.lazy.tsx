import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { InvitationCard, InvitationGone } from '../features/account/components/invitation-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { isApiError } from '../lib/http.ts';
import { PageTitle } from '../ui/page-title.tsx';

const route = getRouteApi('/auth/invite/$invitationHash');

function InviteRoute() {
  const firm = useFirm();
  const { invitationHash } = route.useParams();
  const invitation = route.useLoaderData();
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

export const inviteLazyRoute = createLazyRoute('/auth/invite/$invitationHash')({ component: InviteRoute });
