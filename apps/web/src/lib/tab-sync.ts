import { hashKey, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

// Another tab of the same browser (same origin, same user) is told when this tab wrote a query's data itself
// (setQueryData: a save's answer from the server), so a page there that shows it can refetch. Fetches are not
// announced, so a refetch in one tab never sets off another. Pushes from the server reach other devices and
// other people (lib/realtime.ts); this is for the same person's other tabs, which the server does not tell.
const channelName = 'atrium-query-updates';
// Every channel object of the origin hears a message, this tab's own too: each tab names itself to skip its own.
const thisTab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
type Message = { queryHash: string; tab: string };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
}

// Announces this tab's own writes of `queryKey` (exactly that key) for as long as it runs; returns the stop.
// `tab` names the sender (a test plays another tab with it).
export function announceQueryWrites(queryClient: QueryClient, queryKey: QueryKey, tab = thisTab): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  const queryHash = hashKey(queryKey);
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== queryHash) return;
    if (event.action.type === 'success' && event.action.manual)
      channel.postMessage({ queryHash, tab } satisfies Message);
  });
  return () => {
    stop();
    channel.close();
  };
}

// The query client and a ref to the latest query key, with the key's hash: an effect depends on the hash (and the
// ref, which never changes), so it runs again only when the key changes in value, and reads the key from the ref.
function useLatestQueryKey(queryKey: QueryKey | null) {
  const queryClient = useQueryClient();
  const queryHash = queryKey ? hashKey(queryKey) : null;
  const key = useRef(queryKey);
  key.current = queryKey;
  return { queryClient, queryHash, key };
}

export function useAnnounceQueryWrites(queryKey: QueryKey | null): void {
  const { queryClient, queryHash, key } = useLatestQueryKey(queryKey);
  useEffect(() => {
    if (!queryHash || !key.current) return;
    return announceQueryWrites(queryClient, key.current);
  }, [queryClient, queryHash, key]);
}

// Refetches `queryKey` when another tab announces it wrote it (a page that must follow the other tab's saves).
export function useQueryWritesFromOtherTabs(queryKey: QueryKey | null): void {
  const { queryClient, queryHash, key } = useLatestQueryKey(queryKey);
  useEffect(() => {
    const channel = queryHash ? openChannel() : null;
    if (!channel) return;
    channel.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.queryHash === queryHash && event.data.tab !== thisTab && key.current)
        void queryClient.invalidateQueries({ queryKey: key.current, exact: true });
    };
    return () => channel.close();
  }, [queryClient, queryHash, key]);
}
