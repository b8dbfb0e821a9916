import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { LoginCard } from '../features/auth/components/login-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

const route = getRouteApi('/auth/login');

function LoginRoute() {
  const { redirect } = route.useSearch();
  const { deferredQueryClient } = route.useRouteContext();
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Log in" firmName={firm.name} />
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

export const loginLazyRoute = createLazyRoute('/auth/login')({ component: LoginRoute });
