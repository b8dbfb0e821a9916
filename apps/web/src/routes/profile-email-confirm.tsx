import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { EmailConfirmCard } from '../features/profile/components/email-confirm-card.tsx';

// The email-change link (contract: emailChangeConfirmPath). Login required: a guest logs in first and is
// brought back here.
export const Route = createFileRoute('/_app/profile/email/confirm/$token')({
  component: ProfileEmailConfirmRoute,
});

const route = getRouteApi('/_app/profile/email/confirm/$token');

function ProfileEmailConfirmRoute() {
  const { token } = route.useParams();
  return (
    <>
      <FirmPageTitle page="Confirm your new email address" />
      <EmailConfirmCard token={token} />
    </>
  );
}
