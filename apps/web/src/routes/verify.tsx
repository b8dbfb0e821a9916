import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { VerifyPage } from '../features/signatures/components/verify-page.tsx';

// Public, signed in or not: anyone holding a PDF may check whether the portal issued it (docs/signing.md).
export const Route = createFileRoute('/_auth/verify')({
  component: VerifyRoute,
});

function VerifyRoute() {
  return (
    <>
      <FirmPageTitle page="Check a signed document" />
      <VerifyPage />
    </>
  );
}
