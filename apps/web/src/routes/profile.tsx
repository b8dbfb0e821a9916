import { createFileRoute } from '@tanstack/react-router';
import { OwnDataSection } from '../features/data-rights/components/own-data-section.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PartnerInvitation } from '../features/household/components/partner-invitation.tsx';
import { profileQueryOptions, trustedDevicesQueryOptions } from '../features/profile/api.ts';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { useSession } from '../lib/session.ts';

// Login required (the app layout's guard, app-layout.tsx), for clients and staff alike: details, email,
// password, MFA, devices; a client's own data download.
export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueryOptions()),
      context.queryClient.ensureQueryData(trustedDevicesQueryOptions()),
    ]),
  component: ProfileRoute,
});

function ProfileRoute() {
  const firm = useFirm();
  const { user } = useSession();
  return (
    <>
      <FirmPageTitle page="Your profile" />
      <ProfilePage firmName={firm.name} />
      {/* The household's first partner invites the other; the firm's side and person 2 have none. */}
      {user?.role === 'client' && user.household?.person !== 2 ? (
        <div className="mx-auto mt-6 max-w-3xl">
          <PartnerInvitation scope="own" />
        </div>
      ) : null}
      {/* Either person of a household downloads their own data; the firm's side asks its admin. */}
      {user?.role === 'client' ? (
        <div className="mx-auto mt-6 max-w-3xl">
          <OwnDataSection firmName={firm.name} />
        </div>
      ) : null}
    </>
  );
}
