import {
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
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { created, noContent } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { CalendarService } from './service.ts';

type Options = { service: CalendarService };

function sendIcs(reply: FastifyReply, appointmentId: number, ics: string) {
  return reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="appointment-${appointmentId}.ics"`)
    .header('Cache-Control', 'private, no-store')
    .send(ics);
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

  app.post(
    `${own}/:appointmentId/reschedule`,
    {
      schema: {
        params: appointmentIdParamsSchema,
        body: rescheduleAppointmentRequestSchema,
        response: { 200: appointmentResponseSchema },
      },
    },
    (request) =>
      service.reschedule(
        requireAuth(request),
        request.params.appointmentId,
        request.body,
        clientInfoOf(request),
      ),
  );

  app.post(
    `${own}/:appointmentId/cancel`,
    {
      schema: {
        params: appointmentIdParamsSchema,
        body: cancelAppointmentRequestSchema,
        response: { 200: appointmentResponseSchema },
      },
    },
    (request) =>
      service.cancelOwn(
        requireAuth(request),
        request.params.appointmentId,
        request.body,
        clientInfoOf(request),
      ),
  );

  app.get(
    `${own}/:appointmentId/ics`,
    { schema: { params: appointmentIdParamsSchema } },
    async (request, reply) =>
      sendIcs(
        reply,
        request.params.appointmentId,
        await service.icsOwn(requireAuth(request), request.params.appointmentId, request.hostname),
      ),
  );

  const staff = '/api/adviser/calendar';

  app.get(`${staff}/appointments`, { schema: { response: { 200: appointmentsResponseSchema } } }, (request) =>
    service.listStaffAppointments(requireAuth(request)),
  );

  app.post(
    `${staff}/appointments/:appointmentId/cancel`,
    {
      schema: {
        params: appointmentIdParamsSchema,
        body: cancelAppointmentRequestSchema,
        response: { 200: appointmentResponseSchema },
      },
    },
    (request) =>
      service.cancelForStaff(
        requireAuth(request),
        request.params.appointmentId,
        request.body,
        clientInfoOf(request),
      ),
  );

  app.get(
    `${staff}/appointments/:appointmentId/ics`,
    { schema: { params: appointmentIdParamsSchema } },
    async (request, reply) =>
      sendIcs(
        reply,
        request.params.appointmentId,
        await service.icsForStaff(requireAuth(request), request.params.appointmentId, request.hostname),
      ),
  );

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
