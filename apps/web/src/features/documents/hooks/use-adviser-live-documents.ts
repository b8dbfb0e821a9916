import { notificationTypes } from '@atrium/domain/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { clientDocumentsKey } from '../adviser-api.ts';
import { documentsKey } from '../api.ts';

// The staff's view of a client's documents follows their private channel: a client's upload arrives as a
// notification leading to their documents, and refetches them. Nothing missed is replayed, so a (re)subscription
// refetches every client's.
export function useAdviserLiveDocuments(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', ({ type, link }) => {
    const match =
      type === notificationTypes.documentUploaded ? /\/adviser\/clients\/(\d+)\//.exec(link ?? '') : null;
    if (match?.[1]) void queryClient.invalidateQueries({ queryKey: clientDocumentsKey(Number(match[1])) });
  });
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: [...documentsKey, 'client'] });
  });
}
