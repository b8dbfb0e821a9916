import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { CreatePasswordCard } from '../features/account/components/create-password-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

const route = getRouteApi('/auth/create-password/$invitationHash');

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

export const createPasswordLazyRoute = createLazyRoute('/auth/create-password/$invitationHash')({
  component: CreatePasswordRoute,
});
