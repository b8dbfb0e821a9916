import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterCard } from '../features/account/components/register-card.tsx';
import { firmQueryOptions } from '../features/firm/api.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { requireGuest } from './guards.ts';

// /register exists only while the firm allows registration; otherwise it is the login page.
export const Route = createFileRoute('/_auth/register')({
  beforeLoad: requireGuest,
  // In the loader, split from the entry chunk with the page (docs/decisions/016-loaders-split-with-their-page.md).
  loader: async ({ context }) => {
    const firm = await context.queryClient.ensureQueryData(firmQueryOptions());
    if (!firm.onboardingEnabled) throw redirect({ to: '/login', replace: true });
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  return (
    <>
      <FirmPageTitle page="Create an account" />
      <RegisterCard />
    </>
  );
}
