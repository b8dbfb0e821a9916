import type { NotificationsResponse } from '@atrium/domain/contract/notifications';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { notificationsKey, withPushed } from '../api.ts';

// A pushed notification joins the bell and is toasted as news (someone else's doing, not the reader's success).
// An adviser's message is toasted by the messages feature instead, once per message and never on the conversation
// itself (features/messages/hooks/use-live-messages.ts): the bell holds one entry for several messages.
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (pushed) => {
    queryClient.setQueryData<NotificationsResponse>(notificationsKey, (data) => withPushed(data, pushed));
    if (pushed.type !== notificationTypes.adviserMessage)
      addToast({ description: pushed.title, isInfo: true });
  });
  // Nothing missed while disconnected is replayed: refetch on every (re)subscription.
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  });
}
