import { clientIdParamsSchema } from '@atrium/domain/contract/messages';
import {
  createNotificationRequestSchema,
  markAllNotificationsReadResponseSchema,
  notificationIdParamsSchema,
  notificationResponseSchema,
  notificationsResponseSchema,
} from '@atrium/domain/contract/notifications';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { created } from '../../platform/replies.ts';
import type { NotificationsService } from './service.ts';

type Options = { service: NotificationsService };

export const notificationsRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get('/api/notifications', { schema: { response: { 200: notificationsResponseSchema } } }, (request) =>
    service.listUnread(requireAuth(request)),
  );

  app.get(
    '/api/notifications/earlier',
    { schema: { response: { 200: notificationsResponseSchema } } },
    (request) => service.listEarlier(requireAuth(request)),
  );

  // Called with GET since the first release; POST is accepted too, as a state change usually is.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/notifications/mark-all-as-read',
      schema: { response: { 200: markAllNotificationsReadResponseSchema } },
      handler: (request) => service.markAllRead(requireAuth(request)),
    });
    app.route({
      method,
      url: '/api/notifications/:id/mark-as-read',
      schema: { params: notificationIdParamsSchema, response: { 200: notificationResponseSchema } },
      handler: (request) => service.markRead(requireAuth(request), request.params.id),
    });
  }

  app.post(
    '/api/adviser/clients/:clientId/notifications',
    {
      schema: {
        params: clientIdParamsSchema,
        body: createNotificationRequestSchema,
        response: { 201: notificationResponseSchema },
      },
    },
    (request, reply) =>
      created(reply, service.sendToClient(requireAuth(request), request.params.clientId, request.body)),
  );
});
