import {
  type Message,
  type MessagesResponse,
  messagesResponseSchema,
} from '@atrium/domain/contract/messages';
import {
  type CreateNotificationRequest,
  notificationResponseSchema,
} from '@atrium/domain/contract/notifications';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { adviserKeys, clientPath } from './api.ts';

export const conversationKey = (clientId: number) => [...adviserKeys.client(clientId), 'messages'] as const;

// Opening the conversation marks it read for the reader; the answer carries the time it was last read before,
// which is what tells the screen which messages are new.
export const conversationQueryOptions = (clientId: number) =>
  getQuery(conversationKey(clientId), `${clientPath(clientId)}/messages`, messagesResponseSchema);

export function sendClientMessage(clientId: number, message: string) {
  return http.post(`${clientPath(clientId)}/messages`, { body: { message }, schema: messagesResponseSchema });
}

// A sent or pushed message joins the conversation once, in order.
export function withMessage(data: MessagesResponse | undefined, message: Message) {
  if (!data || data.messages.some((existing) => existing.id === message.id)) return data;
  return { ...data, messages: [...data.messages, message].sort((a, b) => a.id - b.id) };
}

export function sendNotification(clientId: number, body: CreateNotificationRequest) {
  return http.post(`${clientPath(clientId)}/notifications`, { body, schema: notificationResponseSchema });
}
