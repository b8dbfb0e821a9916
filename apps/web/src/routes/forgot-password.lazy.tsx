import { createLazyRoute } from '@tanstack/react-router';
import { ForgotPasswordCard } from '../features/account/components/forgot-password-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

function ForgotPasswordRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Forgot your password?" firmName={firm.name} />
      <ForgotPasswordCard />
    </>
  );
}

export const forgotPasswordLazyRoute = createLazyRoute('/auth/forgot-password')({
  component: ForgotPasswordRoute,
});
