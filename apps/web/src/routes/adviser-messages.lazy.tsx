import { createLazyRoute } from '@tanstack/react-router';
import { ConversationsPage } from '../features/adviser/components/conversations-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

function AdviserMessagesRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Messages" firmName={firm.name} />
      <ConversationsPage />
    </>
  );
}

export const adviserMessagesLazyRoute = createLazyRoute('/_staff/adviser/messages')({
  component: AdviserMessagesRoute,
});
