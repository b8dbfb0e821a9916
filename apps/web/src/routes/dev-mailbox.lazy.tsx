import { createLazyRoute } from '@tanstack/react-router';
import { DevMailbox } from '../features/account/components/dev-mailbox.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

function DevMailboxRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Development mailbox" firmName={firm.name} />
      <DevMailbox />
    </>
  );
}

export const devMailboxLazyRoute = createLazyRoute('/auth/dev/mailbox')({ component: DevMailboxRoute });
