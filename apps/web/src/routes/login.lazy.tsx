import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { LoginCard } from '../features/auth/components/login-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

const route = getRouteApi('/auth/login');

function LoginRoute() {
  const { redirect } = route.useSearch();
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Log in" firmName={firm.name} />
      <LoginCard firmName={firm.name} redirectTo={redirect} canRegister={firm.onboardingEnabled} />
    </>
  );
}

export const loginLazyRoute = createLazyRoute('/auth/login')({ component: LoginRoute });
