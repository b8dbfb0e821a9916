import { InvitationGone } from '../features/account/components/invitation-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { isApiError } from '../lib/http.ts';
import { PageTitle } from '../ui/page-title.tsx';

// What invite.tsx and create-password.tsx show when their invitation cannot be loaded (their errorComponent, which
// the router plugin splits into a chunk of its own: vite.config.ts).
export function InvitationError({ error }: { error: unknown }) {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Invitation not valid" firmName={firm.name} />
      <InvitationGone message={isApiError(error) ? error.message : 'This invitation could not be loaded.'} />
    </>
  );
}
