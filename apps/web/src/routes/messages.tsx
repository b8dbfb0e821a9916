import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { messagesQueryOptions } from '../features/messages/api.ts';
import { MessagesPage } from '../features/messages/components/messages-page.tsx';
import { useSession } from '../lib/session.ts';

// A client's conversation with their adviser; the firm's side comes with the adviser console.
export const Route = createFileRoute('/_app/_client/messages')({
  loader: ({ context }) => context.queryClient.ensureQueryData(messagesQueryOptions()),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <FirmPageTitle page="Messages" />
      <MessagesPage adviserName={user?.adviser.name ?? ''} firmName={firm.name} />
    </>
  );
}
