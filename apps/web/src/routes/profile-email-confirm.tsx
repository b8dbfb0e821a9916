import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { EmailConfirmCard } from '../features/profile/components/email-confirm-card.tsx';
import { PageTitle } from '../ui/page-title.tsx';

// The email-change link (contract: emailChangeConfirmPath). Login required: a guest logs in first and is
// brought back here.
export const Route = createFileRoute('/_app/profile/email/confirm/$token')({
  component: ProfileEmailConfirmRoute,
});

const route = getRouteApi('/_app/profile/email/confirm/$token');

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
