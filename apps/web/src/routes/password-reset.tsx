import { createRoute, useRouter } from '@tanstack/react-router';
import { ResetPasswordCard } from '../features/account/components/reset-password-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { addToast } from '../ui/toast/toast-store.ts';
import { authLayoutRoute } from './auth-layout.tsx';
import { requireGuest } from './guards.ts';

function PasswordResetRoute() {
  const firm = useFirm();
  const router = useRouter();
  const { resetToken } = passwordResetRoute.useParams();
  const { email } = passwordResetRoute.useSearch();
  return (
    <>
      <PageTitle page="Choose a new password" firmName={firm.name} />
      <ResetPasswordCard
        token={resetToken}
        email={email ?? ''}
        onDone={(message) => {
          addToast({ description: message });
          void router.navigate({ to: '/login', replace: true });
        }}
      />
    </>
  );
}

export const passwordResetRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'password/reset/$resetToken',
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' ? { email: search.email } : {},
  beforeLoad: requireGuest,
  component: PasswordResetRoute,
});
