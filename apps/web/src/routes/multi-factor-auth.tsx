import { createRoute, useRouter } from '@tanstack/react-router';
import { useLogout } from '../features/auth/hooks/use-logout.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { mfaStatusQueryOptions } from '../features/mfa/api.ts';
import { MfaCard } from '../features/mfa/components/mfa-card.tsx';
import { Button } from '../ui/button.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { authLayoutRoute } from './auth-layout.tsx';
import { requirePendingMultifactor } from './guards.ts';

function MultiFactorAuthRoute() {
  const firm = useFirm();
  const router = useRouter();
  const logout = useLogout();
  return (
    <>
      <PageTitle page="Verify it’s you" firmName={firm.name} />
      <MfaCard
        onVerified={() => router.navigate({ to: '/', replace: true })}
        logoutButton={
          <Button variant="ghost" size="sm" onClick={() => logout.mutate()} isPending={logout.isPending}>
            Log out
          </Button>
        }
      />
    </>
  );
}

export const multiFactorAuthRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'multi-factor-auth',
  beforeLoad: requirePendingMultifactor,
  loader: ({ context }) => context.queryClient.ensureQueryData(mfaStatusQueryOptions()),
  component: MultiFactorAuthRoute,
});
