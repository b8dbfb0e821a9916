import { createRoute } from '@tanstack/react-router';
import { DevMailbox } from '../features/account/components/dev-mailbox.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { authLayoutRoute } from './auth-layout.tsx';

function DevMailboxRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Development mailbox" firmName={firm.name} />
      <DevMailbox />
    </>
  );
}

// Development only: the API answers 404 in production, and the page then says it is not available.
export const devMailboxRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'dev/mailbox',
  component: DevMailboxRoute,
});
