import {
  type Message,
  type MessagesResponse,
  markMessagesReadResponseSchema,
  messagesResponseSchema,
} from '@atrium/domain/contract/messages';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export const messagesKey = ['messages'] as const;

export function messagesQueryOptions() {
  return queryOptions({
    queryKey: messagesKey,
    queryFn: ({ signal }) => http.get('/api/messages', { schema: messagesResponseSchema, signal }),
  });
}

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
