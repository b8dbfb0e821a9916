import { createRoute, useRouter } from '@tanstack/react-router';
import { invitationQueryOptions } from '../features/account/api.ts';
import { CreatePasswordCard } from '../features/account/components/create-password-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { authLayoutRoute } from './auth-layout.tsx';
import { InvitationError } from './invite.tsx';

function CreatePasswordRoute() {
  const firm = useFirm();
  const router = useRouter();
  const { invitationHash } = createPasswordRoute.useParams();
  const invitation = createPasswordRoute.useLoaderData();
  return (
    <>
      <PageTitle page="Create your password" firmName={firm.name} />
      <CreatePasswordCard
        hash={invitationHash}
        invitation={invitation}
        onDone={() => router.navigate({ to: '/fact-find/start', replace: true })}
      />
    </>
  );
}

// Spec §2: a guest-style public page; the invitation itself is the proof of who is here.
export const createPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'create-password/$invitationHash',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(invitationQueryOptions(params.invitationHash)),
  component: CreatePasswordRoute,
  errorComponent: InvitationError,
});
