import { createFileRoute } from '@tanstack/react-router';
import { ConversationsPage } from '../features/adviser/components/conversations-page.tsx';
import { conversationsQueryOptions } from '../features/adviser/conversations-api.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';

// The adviser's inbox: every client conversation, unread counts, newest first.
export const Route = createFileRoute('/_staff/adviser/messages')({
  loader: ({ context }) => context.queryClient.ensureQueryData(conversationsQueryOptions()),
  component: AdviserMessagesRoute,
});

function AdviserMessagesRoute() {
  return (
    <>
      <FirmPageTitle page="Messages" />
      <ConversationsPage />
    </>
  );
}
