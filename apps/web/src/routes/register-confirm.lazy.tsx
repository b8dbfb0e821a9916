import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { ConfirmRegistrationCard } from '../features/account/components/confirm-registration-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

const route = getRouteApi('/auth/register/confirm/$token');

function RegisterConfirmRoute() {
  const firm = useFirm();
  const router = useRouter();
  const { token } = route.useParams();
  return (
    <>
      <PageTitle page="Finish creating your account" firmName={firm.name} />
      <ConfirmRegistrationCard
        token={token}
        canRegister={firm.onboardingEnabled}
        onDone={() => router.navigate({ to: '/', replace: true })}
      />
    </>
  );
}

export const registerConfirmLazyRoute = createLazyRoute('/auth/register/confirm/$token')({
  component: RegisterConfirmRoute,
});
