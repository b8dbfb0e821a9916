import { notificationTypes } from '@atrium/domain/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { requestsKey } from '../requests-api.ts';

// The notices of document requests (features/document-requests on the server) that change a list on screen: asked,
// reviewed or withdrawn for the household, uploaded for the firm.
const requestNotices: readonly string[] = [
  notificationTypes.documentRequested,
  notificationTypes.documentRequestAccepted,
  notificationTypes.documentRequestRejected,
  notificationTypes.documentRequestWithdrawn,
  notificationTypes.documentRequestUploaded,
];

// A checklist or a list of requests follows the reader's private channel: a notice of a change refetches the
// requests (only those on screen at once); after a reconnect, everything, as nothing missed is replayed.
export function useRequestLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestsKey });
  useRealtimeEvent('notification', ({ type }) => {
    if (requestNotices.includes(type)) refresh();
  });
  useRealtimeEvent('subscribed', refresh);
}
