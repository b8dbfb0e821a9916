import { createRoute } from '@tanstack/react-router';
import { ForgotPasswordCard } from '../features/account/components/forgot-password-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { authLayoutRoute } from './auth-layout.tsx';
import { requireGuest } from './guards.ts';

function ForgotPasswordRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Forgot your password?" firmName={firm.name} />
      <ForgotPasswordCard />
    </>
  );
}

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'forgot-password',
  beforeLoad: requireGuest,
  component: ForgotPasswordRoute,
});
