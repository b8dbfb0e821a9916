import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { signingPageQueryOptions } from '../features/signatures/api.ts';
import { SigningPage } from '../features/signatures/components/signing-page.tsx';

const idOf = (params: { signatureId: string }) => Number(params.signatureId);

// One document to read and sign, or decline (docs/signing.md). The server answers 403/404 for anyone else's.
export const Route = createFileRoute('/_app/_client/signatures/$signatureId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(signingPageQueryOptions(idOf(params))),
  component: SignatureRoute,
});

const route = getRouteApi('/_app/_client/signatures/$signatureId');

function SignatureRoute() {
  const id = idOf(route.useParams());
  return (
    <>
      <FirmPageTitle page="Sign a document" />
      <SigningPage id={id} />
    </>
  );
}
