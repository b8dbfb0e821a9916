import type { NotificationsResponse } from '@atrium/domain/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import {
  earlierNotificationsKey,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsKey,
  without,
  withRead,
} from '../api.ts';

// Marking one read removes it from the unread list, marking all empties it; what was read moves to the
// bell's "Earlier". Both show at once and are put back from the server if the call fails.
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const moveToEarlier = (ids: string[] | 'all') => {
    const unread = queryClient.getQueryData<NotificationsResponse>(notificationsKey)?.data ?? [];
    const read = ids === 'all' ? unread : unread.filter((notification) => ids.includes(notification.id));
    queryClient.setQueryData<NotificationsResponse>(earlierNotificationsKey, (data) =>
      withRead(data, read, new Date().toISOString()),
    );
  };
  const restore = () => {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    addToast({ description: 'That did not work. Please try again.', isError: true });
  };
  const markOne = useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      moveToEarlier([id]);
      queryClient.setQueryData<NotificationsResponse>(notificationsKey, (data) => without(data, id));
    },
    onError: restore,
  });
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      moveToEarlier('all');
      queryClient.setQueryData<NotificationsResponse>(notificationsKey, (data) =>
        data ? { data: [] } : data,
      );
    },
    onError: restore,
  });
  return { markOne: markOne.mutate, markAll: markAll.mutate };
}
