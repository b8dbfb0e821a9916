import { createFileRoute } from '@tanstack/react-router';
import { DevMailbox } from '../features/account/components/dev-mailbox.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';

// Development only: the API answers 404 in production, and the page then says it is not available.
export const Route = createFileRoute('/_auth/dev/mailbox')({
  component: DevMailboxRoute,
});

function DevMailboxRoute() {
  return (
    <>
      <FirmPageTitle page="Development mailbox" />
      <DevMailbox />
    </>
  );
}
