import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { conversationsQueryOptions } from '../features/messages/adviser-api.ts';
import { AdviserConversationsPage } from '../features/messages/components/adviser-conversations-page.tsx';

// The adviser's inbox: every client conversation, unread counts, newest first.
export const Route = createFileRoute('/_staff/adviser/messages')({
  loader: ({ context }) => context.queryClient.ensureQueryData(conversationsQueryOptions()),
  component: AdviserMessagesRoute,
});

function AdviserMessagesRoute() {
  return (
    <>
      <FirmPageTitle page="Messages" />
      <AdviserConversationsPage />
    </>
  );
}
