import { createRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { EmailConfirmCard } from '../features/profile/components/email-confirm-card.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { appLayoutRoute } from './app-layout.tsx';

function ProfileEmailConfirmRoute() {
  const firm = useFirm();
  const { token } = profileEmailConfirmRoute.useParams();
  return (
    <>
      <PageTitle page="Confirm your new email address" firmName={firm.name} />
      <EmailConfirmCard token={token} />
    </>
  );
}

// The email-change link (contract: emailChangeConfirmPath). Login required: a guest logs in first and is
// brought back here.
export const profileEmailConfirmRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'profile/email/confirm/$token',
  component: ProfileEmailConfirmRoute,
});
