import {
  type NotificationPreferences,
  notificationPreferencesResponseSchema,
  unsubscribeResponseSchema,
} from '@atrium/domain/contract/profile';
import { queryOptions } from '@tanstack/react-query';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// Alert mails: the caller's settings on /profile, and a mail's unsubscribe link (no sign-in needed).
export const alertKeys = {
  preferences: ['profile', 'notification-preferences'] as const,
  unsubscribe: (token: string) => ['profile', 'unsubscribe', token] as const,
};

export const notificationPreferencesQueryOptions = () =>
  getQuery(
    alertKeys.preferences,
    '/api/profile/notification-preferences',
    notificationPreferencesResponseSchema,
  );

export const saveNotificationPreferences = (body: NotificationPreferences) =>
  http.put('/api/profile/notification-preferences', { body, schema: notificationPreferencesResponseSchema });

const unsubscribeUrl = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

// What the link would turn off; it changes nothing (mail scanners open links).
export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: alertKeys.unsubscribe(token),
    queryFn: ({ signal }) =>
      http.get(unsubscribeUrl(token), { schema: unsubscribeResponseSchema, signal, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const unsubscribe = (token: string) =>
  http.post(unsubscribeUrl(token), { schema: unsubscribeResponseSchema, auth: false });
