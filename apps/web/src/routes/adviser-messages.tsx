import { createFileRoute } from '@tanstack/react-router';
import { ConversationsPage } from '../features/adviser/components/conversations-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';

// The adviser's inbox: every client conversation, unread counts, newest first.
export const Route = createFileRoute('/_staff/adviser/messages')({
  loader: ({ context }) =>
    ensureQuery(context, import('../features/adviser/conversations-api.ts'), (api) =>
      api.conversationsQueryOptions(),
    ),
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
