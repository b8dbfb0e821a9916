import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { CreatePasswordCard } from '../features/account/components/create-password-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { InvitationError } from './invitation-error.tsx';

// A guest-style public page; the invitation itself is the proof of who is here.
export const Route = createFileRoute('/_auth/create-password/$invitationHash')({
  loader: async ({ context, params }) => {
    const { invitationQueryOptions } = await import('../features/account/api.ts');
    return context.queryClient.ensureQueryData(invitationQueryOptions(params.invitationHash));
  },
  errorComponent: InvitationError,
  component: CreatePasswordRoute,
});

const route = getRouteApi('/_auth/create-password/$invitationHash');

function CreatePasswordRoute() {
  const firm = useFirm();
  const router = useRouter();
  const { invitationHash } = route.useParams();
  const invitation = route.useLoaderData();
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
