import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lettersQueryOptions } from '../features/letters-of-authority/api.ts';
import { LettersOfAuthoritySection } from '../features/letters-of-authority/components/letters-of-authority-section.tsx';
import {
  clientPdfsQueryOptions,
  clientSignaturesKey,
  clientSignaturesQueryOptions,
} from '../features/signatures/api.ts';
import { AdviserSignaturesTab } from '../features/signatures/components/adviser-signatures-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Signatures tab (docs/signing.md): documents sent for signature, their evidence, sealed copies;
// and the letters of authority, which go out for signature first and are then followed with each provider.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/signatures')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(clientSignaturesQueryOptions(clientIdOf(params))),
      context.queryClient.ensureQueryData(clientPdfsQueryOptions(clientIdOf(params))),
      context.queryClient.ensureQueryData(lettersQueryOptions(clientIdOf(params))),
    ]),
  component: SignaturesTabRoute,
});

function SignaturesTabRoute() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-6">
      <AdviserSignaturesTab clientId={clientId} />
      <LettersOfAuthoritySection
        clientId={clientId}
        onGenerated={() => void queryClient.invalidateQueries({ queryKey: clientSignaturesKey(clientId) })}
      />
    </div>
  );
}
