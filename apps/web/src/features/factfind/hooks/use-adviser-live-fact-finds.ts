import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { adviserFactFindKeys } from '../adviser-api.ts';

// The staff's fact-find screens follow their private channel: a client's submission or save, or a colleague's
// review, refetches that client's fact-finds, their history and declarations (only what is on screen at once; the
// rest is marked stale), and the Forecast tab works itself out again from them. Nothing missed is replayed, so a
// (re)subscription refetches every client's; the preview's local answers (['factfind', 'preview']) are not fetched.
export function useAdviserLiveFactFinds(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('fact-find.updated', ({ client_id }) => {
    void queryClient.invalidateQueries({ queryKey: adviserFactFindKeys.client(client_id) });
  });
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({
      queryKey: ['factfind'],
      predicate: ({ queryKey }) => typeof queryKey[1] === 'number',
    });
  });
}
