import { createRoute, redirect } from '@tanstack/react-router';
import { RegisterCard } from '../features/account/components/register-card.tsx';
import { firmQueryOptions } from '../features/firm/api.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { authLayoutRoute } from './auth-layout.tsx';
import { requireGuest } from './guards.ts';

function RegisterRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Create an account" firmName={firm.name} />
      <RegisterCard />
    </>
  );
}

// Spec §2: /register exists only while the firm allows registration; otherwise it is the login page.
export const registerRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'register',
  beforeLoad: async ({ context }) => {
    requireGuest();
    const firm = await context.queryClient.ensureQueryData(firmQueryOptions());
    if (!firm.onboardingEnabled) throw redirect({ to: '/login', replace: true });
  },
  component: RegisterRoute,
});
