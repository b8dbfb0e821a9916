import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordCard } from '../features/account/components/forgot-password-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { requireGuest } from './guards.ts';

export const Route = createFileRoute('/_auth/forgot-password')({
  beforeLoad: requireGuest,
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  return (
    <>
      <FirmPageTitle page="Forgot your password?" />
      <ForgotPasswordCard />
    </>
  );
}
