import {
  type CreateNotificationRequest,
  notificationResponseSchema,
} from '@atrium/domain/contract/notifications';
import { http } from '../../lib/http.ts';

// A notification the firm sends a client (docs/adviser-api.md): it appears under the bell in their portal.
export function sendClientNotification(clientId: number, body: CreateNotificationRequest) {
  return http.post(`/api/adviser/clients/${clientId}/notifications`, {
    body,
    schema: notificationResponseSchema,
  });
}
