import { createFileRoute } from '@tanstack/react-router';
import { AdviserSignaturesTab } from '../features/signatures/components/adviser-signatures-tab.tsx';
import { ensureQueries } from '../lib/route-loaders.ts';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Signatures tab (docs/signing.md): documents sent for signature, their evidence, sealed copies.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/signatures')({
  loader: ({ context, params }) =>
    ensureQueries(context, import('../features/signatures/api.ts'), (api) => [
      api.clientSignaturesQueryOptions(clientIdOf(params)),
      api.clientPdfsQueryOptions(clientIdOf(params)),
    ]),
  component: SignaturesTabRoute,
});

function SignaturesTabRoute() {
  return <AdviserSignaturesTab clientId={useClientId()} />;
}
