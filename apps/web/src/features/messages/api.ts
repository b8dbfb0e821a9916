import {
  type Message,
  type MessagesResponse,
  markMessagesReadResponseSchema,
  messagesResponseSchema,
} from '@atrium/domain/contract/messages';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

export const messagesKey = ['messages'] as const;

export const messagesQueryOptions = () => getQuery(messagesKey, '/api/messages', messagesResponseSchema);

export function sendMessage(message: string) {
  return http.post('/api/messages', { body: { message }, schema: messagesResponseSchema });
}

export function markAllMessagesRead() {
  return http.post('/api/messages/mark-all-as-read', { schema: markMessagesReadResponseSchema });
}

// A sent or pushed message is appended (once: the sender's own push repeats the reply it got).
export function withMessage(
  data: MessagesResponse | undefined,
  message: Message,
): MessagesResponse | undefined {
  if (!data || data.messages.some((existing) => existing.id === message.id)) return data;
  return { ...data, messages: [...data.messages, message].sort((a, b) => a.id - b.id) };
}

export function withLastViewedAt(data: MessagesResponse | undefined, lastViewedAt: string) {
  return data ? { ...data, conversation: { last_viewed_at: lastViewedAt } } : data;
}
