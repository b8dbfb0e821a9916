import { useMutation } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { cancelStaffAppointment, publishSlots, staffKeys, withdrawSlot } from '../api.ts';
import { useCancelAppointment, useIcsDownload, useRefresh } from './use-calendar-actions.ts';

// The adviser's calendar actions; each refreshes their appointments and slots.
export function useAdviserCalendar() {
  const refresh = useRefresh(staffKeys);

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
  const cancel = useCancelAppointment(
    cancelStaffAppointment,
    'Appointment cancelled; the client has been told.',
    refresh,
  );
  const download = useIcsDownload();
  return { publish, withdraw, cancel, download };
}
