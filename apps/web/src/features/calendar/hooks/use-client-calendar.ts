import { useMutation } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { bookAppointment, cancelAppointment, clientKeys, rescheduleAppointment } from '../api.ts';
import { whenOf } from '../format.ts';
import { useCancelAppointment, useIcsDownload, useRefresh } from './use-calendar-actions.ts';

// The client's calendar actions; each refreshes the list, the open slots and the home card.
export function useClientCalendar() {
  const refresh = useRefresh(clientKeys);

  const book = useMutation({
    mutationFn: bookAppointment,
    onSuccess: async ({ data }) => {
      addToast({ description: `Booked: ${whenOf(data)}.` });
      await refresh();
    },
    // A slot taken a moment ago disappears from the list.
    onError: () => refresh(),
  });
  const reschedule = useMutation({
    mutationFn: ({ appointmentId, slotId }: { appointmentId: number; slotId: number }) =>
      rescheduleAppointment(appointmentId, slotId),
    onSuccess: async ({ data }) => {
      addToast({ description: `Moved to ${whenOf(data)}.` });
      await refresh();
    },
    onError: () => refresh(),
  });
  const cancel = useCancelAppointment(cancelAppointment, 'Appointment cancelled.', refresh);
  const download = useIcsDownload();
  return { book, reschedule, cancel, download };
}
