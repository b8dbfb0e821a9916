import { notificationTypes } from '@atrium/domain/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { supportNeedsKeys } from '../api.ts';

// The staff's view of a household's adjustments follows their private channel: a person recording, changing or
// withdrawing their support needs arrives as a notification leading to the client page, and refetches that client's
// adjustments. Nothing missed is replayed, so a (re)subscription refetches every client's.
export function useAdviserLiveSupportNeeds(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', ({ type, link }) => {
    const match =
      type === notificationTypes.supportNeedsChanged ? /^\/adviser\/clients\/(\d+)$/.exec(link ?? '') : null;
    if (match?.[1])
      void queryClient.invalidateQueries({ queryKey: supportNeedsKeys.adjustments(Number(match[1])) });
  });
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: ['support-needs', 'client'] });
  });
}
