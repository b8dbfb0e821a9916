import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useLogout } from '../features/auth/hooks/use-logout.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { MfaCard } from '../features/mfa/components/mfa-card.tsx';
import { Button } from '../ui/button.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { requirePendingMultifactor } from './guards.ts';

export const Route = createFileRoute('/_auth/multi-factor-auth')({
  beforeLoad: requirePendingMultifactor,
  loader: async ({ context }) => {
    const { mfaStatusQueryOptions } = await import('../features/mfa/api.ts');
    return context.queryClient.ensureQueryData(mfaStatusQueryOptions());
  },
  component: MultiFactorAuthRoute,
});

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
