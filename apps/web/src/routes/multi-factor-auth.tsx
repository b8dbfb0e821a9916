import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useLogout } from '../features/auth/hooks/use-logout.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { mfaStatusQueryOptions } from '../features/mfa/api.ts';
import { MfaCard } from '../features/mfa/components/mfa-card.tsx';
import { Button } from '../ui/button.tsx';
import { requirePendingMultifactor } from './guards.ts';

export const Route = createFileRoute('/_auth/multi-factor-auth')({
  beforeLoad: requirePendingMultifactor,
  loader: ({ context }) => context.queryClient.ensureQueryData(mfaStatusQueryOptions()),
  component: MultiFactorAuthRoute,
});

function MultiFactorAuthRoute() {
  const router = useRouter();
  const logout = useLogout();
  return (
    <>
      <FirmPageTitle page="Verify it’s you" />
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
