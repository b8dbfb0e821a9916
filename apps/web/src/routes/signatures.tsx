import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { signaturesQueryOptions } from '../features/signatures/api.ts';
import { SignaturesPage } from '../features/signatures/components/signatures-page.tsx';

// The documents sent to this person to sign (docs/signing.md).
export const Route = createFileRoute('/_app/_client/signatures')({
  loader: ({ context }) => context.queryClient.ensureQueryData(signaturesQueryOptions()),
  component: SignaturesRoute,
});

function SignaturesRoute() {
  const firm = useFirm();
  return (
    <>
      <FirmPageTitle page="Documents to sign" />
      <SignaturesPage firmName={firm.name} />
    </>
  );
}
