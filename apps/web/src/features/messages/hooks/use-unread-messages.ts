import { countUnread } from '@atrium/domain/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { messagesQueryOptions } from '../api.ts';

// Unread are the other side's messages after last_viewed_at (all of them when it is null).
export function useUnreadMessageCount({ enabled }: { enabled: boolean }): number {
  const query = useQuery({
    ...messagesQueryOptions(),
    enabled,
    select: (data) => countUnread(data.messages, data.conversation.last_viewed_at),
  });
  return query.data ?? 0;
}
