import {
  type AppointmentResponse,
  appointmentIdParamsSchema,
  appointmentResponseSchema,
  appointmentsResponseSchema,
  bookAppointmentRequestSchema,
  cancelAppointmentRequestSchema,
  nextAppointmentResponseSchema,
  publishSlotsRequestSchema,
  publishSlotsResponseSchema,
  rescheduleAppointmentRequestSchema,
  slotIdParamsSchema,
  slotsResponseSchema,
} from '@atrium/domain/contract/calendar';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { type AuthContext, requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { created, noContent } from '../../platform/replies.ts';
import { sendDownload } from '../../platform/send-file.ts';
import { type ClientInfo, clientInfoOf } from '../../platform/site.ts';
import type { CalendarService } from './service.ts';

type Options = { service: CalendarService };

function sendIcs(reply: FastifyReply, appointmentId: number, ics: string) {
  return sendDownload(reply, {
    name: `appointment-${appointmentId}.ics`,
    mimeType: 'text/calendar; charset=utf-8',
    body: ics,
  });
}

// The calendar: a client's appointments and their adviser's open slots; the adviser's slots and appointments.
export const calendarRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const own = '/api/calendar/appointments';

  app.get(own, { schema: { response: { 200: appointmentsResponseSchema } } }, (request) =>
    service.listOwn(requireAuth(request)),
  );

  app.get(
    '/api/calendar/next-appointment',
    { schema: { response: { 200: nextAppointmentResponseSchema } } },
    (request) => service.nextOwn(requireAuth(request)),
  );

  app.get('/api/calendar/slots', { schema: { response: { 200: slotsResponseSchema } } }, (request) =>
    service.listOpenSlots(requireAuth(request)),
  );

  app.post(
    own,
    {
      schema: { body: bookAppointmentRequestSchema, response: { 201: appointmentResponseSchema } },
    },
    (request, reply) =>
      created(reply, service.book(requireAuth(request), request.body, clientInfoOf(request))),
  );

  // A change to one appointment (a reschedule, a cancellation, by the client or the firm): each posts its own body
  // and answers the appointment as it now is.
  const appointmentChange = <Body extends z.ZodType>(
    path: string,
    body: Body,
    change: (
      auth: AuthContext,
      appointmentId: number,
      input: z.output<Body>,
      info: ClientInfo,
    ) => Promise<AppointmentResponse>,
  ) =>
    app.post(
      path,
      { schema: { params: appointmentIdParamsSchema, body, response: { 200: appointmentResponseSchema } } },
      (request) =>
        change(
          requireAuth(request),
          request.params.appointmentId,
          // Validated against `body` before the handler runs; the provider cannot name a generic schema's output.
          request.body as z.output<Body>,
          clientInfoOf(request),
        ),
    );

  // One appointment as a calendar file, for the client or the firm.
  const appointmentIcs = (
    path: string,
    ics: (auth: AuthContext, appointmentId: number, host: string) => Promise<string>,
  ) =>
    app.get(path, { schema: { params: appointmentIdParamsSchema } }, async (request, reply) =>
      sendIcs(
        reply,
        request.params.appointmentId,
        await ics(requireAuth(request), request.params.appointmentId, request.hostname),
      ),
    );

  appointmentChange(
    `${own}/:appointmentId/reschedule`,
    rescheduleAppointmentRequestSchema,
    service.reschedule,
  );
  appointmentChange(`${own}/:appointmentId/cancel`, cancelAppointmentRequestSchema, service.cancelOwn);
  appointmentIcs(`${own}/:appointmentId/ics`, service.icsOwn);

  const staff = '/api/adviser/calendar';

  app.get(`${staff}/appointments`, { schema: { response: { 200: appointmentsResponseSchema } } }, (request) =>
    service.listStaffAppointments(requireAuth(request)),
  );

  appointmentChange(
    `${staff}/appointments/:appointmentId/cancel`,
    cancelAppointmentRequestSchema,
    service.cancelForStaff,
  );
  appointmentIcs(`${staff}/appointments/:appointmentId/ics`, service.icsForStaff);

  app.get(`${staff}/slots`, { schema: { response: { 200: slotsResponseSchema } } }, (request) =>
    service.listStaffSlots(requireAuth(request)),
  );

  app.post(
    `${staff}/slots`,
    {
      schema: { body: publishSlotsRequestSchema, response: { 201: publishSlotsResponseSchema } },
    },
    (request, reply) =>
      created(reply, service.publishSlots(requireAuth(request), request.body, clientInfoOf(request))),
  );

  app.delete(`${staff}/slots/:slotId`, { schema: { params: slotIdParamsSchema } }, (request, reply) =>
    noContent(
      reply,
      service.withdrawSlot(requireAuth(request), request.params.slotId, clientInfoOf(request)),
    ),
  );
});
