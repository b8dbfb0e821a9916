import { createFileRoute } from '@tanstack/react-router';
import { clientPdfsQueryOptions, clientSignaturesQueryOptions } from '../features/signatures/api.ts';
import { AdviserSignaturesTab } from '../features/signatures/components/adviser-signatures-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Signatures tab (docs/signing.md): documents sent for signature, their evidence, sealed copies.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/signatures')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(clientSignaturesQueryOptions(clientIdOf(params))),
      context.queryClient.ensureQueryData(clientPdfsQueryOptions(clientIdOf(params))),
    ]),
  component: SignaturesTabRoute,
});

function SignaturesTabRoute() {
  return <AdviserSignaturesTab clientId={useClientId()} />;
}
