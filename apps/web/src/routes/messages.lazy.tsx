import { createLazyRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { MessagesPage } from '../features/messages/components/messages-page.tsx';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

function MessagesRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Messages" firmName={firm.name} />
      <MessagesPage adviserName={user?.adviser.name ?? ''} firmName={firm.name} />
    </>
  );
}

export const messagesLazyRoute = createLazyRoute('/app/_client/messages')({ component: MessagesRoute });
