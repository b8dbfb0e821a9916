import { adviserConversationsResponseSchema, messagesResponseSchema } from '@atrium/domain/contract/messages';
import { queryOptions } from '@tanstack/react-query';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { messagesKey } from './api.ts';

// The firm's side of the conversations (docs/adviser-api.md), under the feature's key: one client's
// conversation, and the adviser's inbox of them all.
export const clientConversationKey = (clientId: number) => [...messagesKey, 'client', clientId] as const;
export const conversationsKey = [...messagesKey, 'conversations'] as const;

const clientPath = (clientId: number) => `/api/adviser/clients/${clientId}`;

// Opening the conversation marks it read for the reader; the answer carries the time it was last read before,
// which is what tells the screen which messages are new.
export const clientConversationQueryOptions = (clientId: number) =>
  getQuery(clientConversationKey(clientId), `${clientPath(clientId)}/messages`, messagesResponseSchema);

export function sendClientMessage(clientId: number, message: string) {
  return http.post(`${clientPath(clientId)}/messages`, { body: { message }, schema: messagesResponseSchema });
}

// The adviser's client conversations (an admin's: the firm's), newest message first (the adviser's inbox).
export function conversationsQueryOptions() {
  return queryOptions({
    ...getQuery(conversationsKey, '/api/adviser/conversations', adviserConversationsResponseSchema),
    select: (response) =>
      [...response.conversations].sort(
        (a, b) =>
          Date.parse(b.last_message?.createdAt ?? '1970-01-01T00:00:00Z') -
          Date.parse(a.last_message?.createdAt ?? '1970-01-01T00:00:00Z'),
      ),
  });
}
