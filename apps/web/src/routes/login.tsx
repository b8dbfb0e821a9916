import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { LoginCard } from '../features/auth/components/login-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { requireGuest } from './guards.ts';

export type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: requireGuest,
  component: LoginRoute,
});

const route = getRouteApi('/_auth/login');

function LoginRoute() {
  const { redirect } = route.useSearch();
  const { deferredQueryClient } = route.useRouteContext();
  const firm = useFirm();
  return (
    <>
      <FirmPageTitle page="Log in" />
      <LoginCard
        firmName={firm.name}
        redirectTo={redirect}
        canRegister={firm.onboardingEnabled}
        // Every page after this one runs with TanStack Query: it loads while the user types, not after.
        onFormFocus={() => void deferredQueryClient.load()}
      />
    </>
  );
}
