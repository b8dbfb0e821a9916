import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { invitationQueryOptions } from '../features/account/api.ts';
import { CreatePasswordCard } from '../features/account/components/create-password-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { InvitationError } from './invitation-error.tsx';

// A guest-style public page; the invitation itself is the proof of who is here.
export const Route = createFileRoute('/_auth/create-password/$invitationHash')({
  // The invitation the address names; one that is not valid is shown by InvitationError (invitation-error.tsx).
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(invitationQueryOptions(params.invitationHash)),
  errorComponent: InvitationError,
  component: CreatePasswordRoute,
});

const route = getRouteApi('/_auth/create-password/$invitationHash');

function CreatePasswordRoute() {
  const router = useRouter();
  const { invitationHash } = route.useParams();
  const invitation = route.useLoaderData();
  return (
    <>
      <FirmPageTitle page="Create your password" />
      <CreatePasswordCard
        hash={invitationHash}
        invitation={invitation}
        onDone={() => router.navigate({ to: '/fact-find/start', replace: true })}
      />
    </>
  );
}
