import type { AppointmentResponse } from '@atrium/domain/contract/calendar';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { downloadIcs } from '../api.ts';

// What the client's and the adviser's calendar actions share (use-client-calendar.ts, use-adviser-calendar.ts).

// Refetches the queries a change touches.
export function useRefresh(queryKeys: readonly QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

// Cancels through the caller's endpoint, says so, and refreshes.
export function useCancelAppointment(
  cancel: (appointmentId: number, reason: string) => Promise<AppointmentResponse>,
  done: string,
  refresh: () => Promise<unknown>,
) {
  return useMutation({
    mutationFn: ({ appointmentId, reason }: { appointmentId: number; reason: string }) =>
      cancel(appointmentId, reason),
    onSuccess: async () => {
      addToast({ description: done });
      await refresh();
    },
  });
}

// Saves an appointment's .ics file.
export function useIcsDownload() {
  return useMutation({
    mutationFn: downloadIcs,
    onError: () => addToast({ description: 'The calendar file could not be downloaded.', isError: true }),
  });
}
