import { InvitationGone } from '../features/account/components/invitation-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { isApiError } from '../lib/http.ts';

// What invite.tsx and create-password.tsx show when their invitation cannot be loaded (their errorComponent, which
// the router plugin splits into a chunk of its own: vite.config.ts).
export function InvitationError({ error }: { error: unknown }) {
  return (
    <>
      <FirmPageTitle page="Invitation not valid" />
      <InvitationGone message={isApiError(error) ? error.message : 'This invitation could not be loaded.'} />
    </>
  );
}
