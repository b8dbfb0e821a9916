import { calendarNotificationTypes } from '@atrium/domain/contract/calendar';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { calendarKey } from '../api.ts';

const calendarTypes = new Set<string>(Object.values(calendarNotificationTypes));

// The calendar follows the user's private channel: a booking, move or cancellation by the other side arrives as a
// notification and refetches what is on screen. Nothing missed is replayed, so a (re)subscription refetches too.
export function useCalendarLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarKey });
  useRealtimeEvent('notification', ({ type }) => {
    if (calendarTypes.has(type)) refresh();
  });
  useRealtimeEvent('subscribed', refresh);
}
