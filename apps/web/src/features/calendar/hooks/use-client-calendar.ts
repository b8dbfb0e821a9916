import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import {
  bookAppointment,
  cancelAppointment,
  clientKeys,
  downloadIcs,
  rescheduleAppointment,
} from '../api.ts';
import { whenOf } from '../format.ts';

// The client's calendar actions; each refreshes the list, the open slots and the home card.
export function useClientCalendar() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(clientKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

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
  const cancel = useMutation({
    mutationFn: ({ appointmentId, reason }: { appointmentId: number; reason: string }) =>
      cancelAppointment(appointmentId, reason),
    onSuccess: async () => {
      addToast({ description: 'Appointment cancelled.' });
      await refresh();
    },
  });
  const download = useMutation({
    mutationFn: downloadIcs,
    onError: () => addToast({ description: 'The calendar file could not be downloaded.', isError: true }),
  });
  return { book, reschedule, cancel, download };
}
