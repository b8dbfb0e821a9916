import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { cancelStaffAppointment, downloadIcs, publishSlots, staffKeys, withdrawSlot } from '../api.ts';

// The adviser's calendar actions; each refreshes their appointments and slots.
export function useAdviserCalendar() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(staffKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const publish = useMutation({
    mutationFn: publishSlots,
    onSuccess: async ({ data, skipped }) => {
      const added = `${data.length} ${data.length === 1 ? 'slot' : 'slots'} published`;
      addToast({ description: skipped > 0 ? `${added}; ${skipped} already there.` : `${added}.` });
      await refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: withdrawSlot,
    onSuccess: async () => {
      addToast({ description: 'Slot withdrawn.' });
      await refresh();
    },
    onError: (error) => addToast({ description: error.message, isError: true }),
  });
  const cancel = useMutation({
    mutationFn: ({ appointmentId, reason }: { appointmentId: number; reason: string }) =>
      cancelStaffAppointment(appointmentId, reason),
    onSuccess: async () => {
      addToast({ description: 'Appointment cancelled; the client has been told.' });
      await refresh();
    },
  });
  const download = useMutation({
    mutationFn: downloadIcs,
    onError: () => addToast({ description: 'The calendar file could not be downloaded.', isError: true }),
  });
  return { publish, withdraw, cancel, download };
}
