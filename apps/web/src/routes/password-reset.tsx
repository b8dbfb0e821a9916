import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { ResetPasswordCard } from '../features/account/components/reset-password-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { addToast } from '../ui/toast/toast-store.ts';
import { requireGuest } from './guards.ts';

export const Route = createFileRoute('/_auth/password/reset/$resetToken')({
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' ? { email: search.email } : {},
  beforeLoad: requireGuest,
  component: PasswordResetRoute,
});

const route = getRouteApi('/_auth/password/reset/$resetToken');

function PasswordResetRoute() {
  const router = useRouter();
  const { resetToken } = route.useParams();
  const { email } = route.useSearch();
  return (
    <>
      <FirmPageTitle page="Choose a new password" />
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
