import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { ConfirmRegistrationCard } from '../features/account/components/confirm-registration-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { requireGuest } from './guards.ts';

// The link of the registration mail. It works even if the firm has closed registration since: the
// server decides whether the pending registration still counts.
export const Route = createFileRoute('/_auth/register/confirm/$token')({
  beforeLoad: requireGuest,
  component: RegisterConfirmRoute,
});

const route = getRouteApi('/_auth/register/confirm/$token');

function RegisterConfirmRoute() {
  const firm = useFirm();
  const router = useRouter();
  const { token } = route.useParams();
  return (
    <>
      <FirmPageTitle page="Finish creating your account" />
      <ConfirmRegistrationCard
        token={token}
        canRegister={firm.onboardingEnabled}
        onDone={() => router.navigate({ to: '/', replace: true })}
      />
    </>
  );
}
