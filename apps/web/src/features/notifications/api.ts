import {
  markAllNotificationsReadResponseSchema,
  type Notification,
  type NotificationsResponse,
  notificationResponseSchema,
  notificationsResponseSchema,
} from '@atrium/domain/contract/notifications';
import type { NotificationPushedPayload } from '@atrium/domain/contract/realtime';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

export const notificationsKey = ['notifications'] as const;

export const notificationsQueryOptions = () =>
  getQuery(notificationsKey, '/api/notifications', notificationsResponseSchema);

// The bell's "Earlier": what was read in the last 30 days (GET api/notifications stays the unread list).
export const earlierNotificationsKey = [...notificationsKey, 'earlier'] as const;
export const earlierListLimit = 20;

export const earlierNotificationsQueryOptions = () =>
  getQuery(earlierNotificationsKey, '/api/notifications/earlier', notificationsResponseSchema);

// Read ones move to the front of "Earlier" at once, as the server will list them.
export function withRead(data: NotificationsResponse | undefined, read: Notification[], at: string) {
  if (!data || read.length === 0) return data;
  const ids = new Set(read.map((notification) => notification.id));
  const moved = read.map((notification) => ({ ...notification, read_at: at, updated_at: at }));
  return {
    data: [...moved, ...data.data.filter((notification) => !ids.has(notification.id))].slice(
      0,
      earlierListLimit,
    ),
  };
}

// The server's routes take both as GET.
export function markNotificationRead(id: string) {
  return http.get(`/api/notifications/${encodeURIComponent(id)}/mark-as-read`, {
    schema: notificationResponseSchema,
  });
}

export function markAllNotificationsRead() {
  return http.get('/api/notifications/mark-all-as-read', { schema: markAllNotificationsReadResponseSchema });
}

// A pushed notification goes to the front of the unread list, with read_at null.
export function withPushed(data: NotificationsResponse | undefined, pushed: NotificationPushedPayload) {
  if (!data || data.data.some((existing) => existing.id === pushed.id)) return data;
  const notification: Notification = {
    id: pushed.id,
    type: pushed.type,
    data: { title: pushed.title, body: pushed.body, link: pushed.link },
    read_at: null,
    created_at: pushed.created_at,
    updated_at: pushed.created_at,
  };
  return { data: [notification, ...data.data] };
}

export function without(data: NotificationsResponse | undefined, id: string) {
  return data ? { data: data.data.filter((notification) => notification.id !== id) } : data;
}
