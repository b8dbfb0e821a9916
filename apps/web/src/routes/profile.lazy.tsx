import { createLazyRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

function ProfileRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Your profile" firmName={firm.name} />
      <ProfilePage firmName={firm.name} />
    </>
  );
}

export const profileLazyRoute = createLazyRoute('/app/profile')({ component: ProfileRoute });
