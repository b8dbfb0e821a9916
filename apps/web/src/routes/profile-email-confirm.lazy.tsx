import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { EmailConfirmCard } from '../features/profile/components/email-confirm-card.tsx';
import { PageTitle } from '../ui/page-title.tsx';

const route = getRouteApi('/app/profile/email/confirm/$token');

function ProfileEmailConfirmRoute() {
  const firm = useFirm();
  const { token } = route.useParams();
  return (
    <>
      <PageTitle page="Confirm your new email address" firmName={firm.name} />
      <EmailConfirmCard token={token} />
    </>
  );
}

export const profileEmailConfirmLazyRoute = createLazyRoute('/app/profile/email/confirm/$token')({
  component: ProfileEmailConfirmRoute,
});
