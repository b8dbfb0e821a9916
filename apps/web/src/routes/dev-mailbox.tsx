import { createFileRoute } from '@tanstack/react-router';
import { DevMailbox } from '../features/account/components/dev-mailbox.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

// Development only: the API answers 404 in production, and the page then says it is not available.
export const Route = createFileRoute('/_auth/dev/mailbox')({
  component: DevMailboxRoute,
});

function DevMailboxRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Development mailbox" firmName={firm.name} />
      <DevMailbox />
    </>
  );
}
