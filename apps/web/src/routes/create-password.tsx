import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { CreatePasswordCard } from '../features/account/components/create-password-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { InvitationError } from './invitation-error.tsx';

// A guest-style public page; the invitation itself is the proof of who is here.
export const Route = createFileRoute('/_auth/create-password/$invitationHash')({
  loader: ({ context, params }) =>
    ensureQuery(context, import('../features/account/api.ts'), (api) =>
      api.invitationQueryOptions(params.invitationHash),
    ),
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
