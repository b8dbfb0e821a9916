import { createLazyRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PartnerInvitation } from '../features/household/components/partner-invitation.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

function ProfileRoute() {
  const firm = useFirm();
  const { user } = useSession();
  return (
    <>
      <PageTitle page="Your profile" firmName={firm.name} />
      <ProfilePage firmName={firm.name} />
      {/* The household's first partner invites the other; the firm's side and person 2 have none. */}
      {user?.role === 'client' && user.household?.person !== 2 ? (
        <div className="mx-auto mt-6 max-w-3xl">
          <PartnerInvitation scope="own" />
        </div>
      ) : null}
    </>
  );
}

export const profileLazyRoute = createLazyRoute('/app/profile')({ component: ProfileRoute });
