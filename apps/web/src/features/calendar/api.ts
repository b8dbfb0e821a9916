import {
  appointmentResponseSchema,
  appointmentsResponseSchema,
  nextAppointmentResponseSchema,
  type PublishSlotsRequest,
  publishSlotsResponseSchema,
  slotsResponseSchema,
} from '@atrium/domain/contract/calendar';
import { z } from 'zod';
import { dataQuery, getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { downloadFile, saveFile } from '../../lib/http-files.ts';

export const calendarKey = ['calendar'] as const;
const keys = {
  appointments: [...calendarKey, 'appointments'] as const,
  slots: [...calendarKey, 'slots'] as const,
  next: [...calendarKey, 'next'] as const,
  staffAppointments: [...calendarKey, 'adviser', 'appointments'] as const,
  staffSlots: [...calendarKey, 'adviser', 'slots'] as const,
};
// What a client's change touches: their list, the open slots and the home card.
export const clientKeys = [keys.appointments, keys.slots, keys.next] as const;
export const staffKeys = [keys.staffAppointments, keys.staffSlots] as const;

// The client's and the adviser's lists answer alike, each from its own endpoint and under its own key.
const appointmentList = (queryKey: readonly string[], path: string) =>
  getQuery(queryKey, path, appointmentsResponseSchema);
const slotList = (queryKey: readonly string[], path: string) => getQuery(queryKey, path, slotsResponseSchema);

export const appointmentsQueryOptions = () =>
  appointmentList(keys.appointments, '/api/calendar/appointments');

export const openSlotsQueryOptions = () => slotList(keys.slots, '/api/calendar/slots');

export const nextAppointmentQueryOptions = () =>
  dataQuery(keys.next, '/api/calendar/next-appointment', nextAppointmentResponseSchema);

export const staffAppointmentsQueryOptions = () =>
  appointmentList(keys.staffAppointments, '/api/adviser/calendar/appointments');

export const staffSlotsQueryOptions = () => slotList(keys.staffSlots, '/api/adviser/calendar/slots');

export const bookAppointment = (body: { slot_id: number; notes: string }) =>
  http.post('/api/calendar/appointments', { body, schema: appointmentResponseSchema });

export const rescheduleAppointment = (appointmentId: number, slotId: number) =>
  http.post(`/api/calendar/appointments/${appointmentId}/reschedule`, {
    body: { slot_id: slotId },
    schema: appointmentResponseSchema,
  });

export const cancelAppointment = (appointmentId: number, reason: string) =>
  http.post(`/api/calendar/appointments/${appointmentId}/cancel`, {
    body: { reason },
    schema: appointmentResponseSchema,
  });

export const cancelStaffAppointment = (appointmentId: number, reason: string) =>
  http.post(`/api/adviser/calendar/appointments/${appointmentId}/cancel`, {
    body: { reason },
    schema: appointmentResponseSchema,
  });

export const publishSlots = (body: PublishSlotsRequest) =>
  http.post('/api/adviser/calendar/slots', { body, schema: publishSlotsResponseSchema });

export const withdrawSlot = (slotId: number) =>
  http.delete(`/api/adviser/calendar/slots/${slotId}`, { schema: z.null() });

// Fetched with the session's token (a plain link could not send it), then saved as appointment-N.ics.
export async function downloadIcs(icsUrl: string): Promise<void> {
  saveFile(await downloadFile(icsUrl, 'appointment.ics'));
}
