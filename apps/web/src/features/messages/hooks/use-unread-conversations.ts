import { useQuery } from '@tanstack/react-query';
import { conversationsQueryOptions } from '../adviser-api.ts';

// Unread client messages across the adviser's conversations, for the navigation's badge.
export function useUnreadConversationCount(): number {
  const { data } = useQuery({
    ...conversationsQueryOptions(),
    select: (response) =>
      response.conversations.reduce((sum, conversation) => sum + conversation.unread_count, 0),
  });
  return data ?? 0;
}
