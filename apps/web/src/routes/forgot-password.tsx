import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordCard } from '../features/account/components/forgot-password-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { requireGuest } from './guards.ts';

export const Route = createFileRoute('/_auth/forgot-password')({
  beforeLoad: requireGuest,
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Forgot your password?" firmName={firm.name} />
      <ForgotPasswordCard />
    </>
  );
}
