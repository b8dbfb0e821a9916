import type { NotificationsResponse } from '@atrium/domain/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { notificationsKey, withPushed } from '../api.ts';

export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (pushed) => {
    queryClient.setQueryData<NotificationsResponse>(notificationsKey, (data) => withPushed(data, pushed));
    addToast({ description: pushed.title });
  });
  // Nothing missed while disconnected is replayed: refetch on every (re)subscription.
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  });
}
