import { adviserConversationsResponseSchema } from '@atrium/domain/contract/messages';
import { queryOptions } from '@tanstack/react-query';
import { getQuery } from '../../lib/get-query.ts';
import { adviserKeys } from './api.ts';

export const conversationsKey = [...adviserKeys.all, 'conversations'] as const;

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
