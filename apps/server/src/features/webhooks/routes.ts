import { messageResponseSchema } from '@atrium/domain/contract/fields';
import {
  createWebhookEndpointRequestSchema,
  updateWebhookEndpointRequestSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointWithSecretResponseSchema,
} from '@atrium/domain/contract/webhooks';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { created, noContent } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { WebhooksService } from './service.ts';

type Options = { service: WebhooksService };

// The firm's webhook endpoints and their delivery log, managed by its admins (advisers 403).
export const webhooksRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const base = '/api/adviser/webhooks';
  const one = `${base}/:endpointId`;
  const params = webhookEndpointParamsSchema;

  app.get(base, { schema: { response: { 200: webhookEndpointsResponseSchema } } }, (request) =>
    service.list(requireAuth(request)),
  );

  app.post(
    base,
    {
      schema: {
        body: createWebhookEndpointRequestSchema,
        response: { 201: webhookEndpointWithSecretResponseSchema },
      },
    },
    (request, reply) =>
      created(reply, service.create(requireAuth(request), request.body, clientInfoOf(request))),
  );

  app.patch(
    one,
    {
      schema: {
        params,
        body: updateWebhookEndpointRequestSchema,
        response: { 200: webhookEndpointResponseSchema },
      },
    },
    (request) =>
      service.update(requireAuth(request), request.params.endpointId, request.body, clientInfoOf(request)),
  );

  app.post(
    `${one}/rotate-secret`,
    { schema: { params, response: { 200: webhookEndpointWithSecretResponseSchema } } },
    (request) => service.rotateSecret(requireAuth(request), request.params.endpointId, clientInfoOf(request)),
  );

  app.delete(one, { schema: { params } }, (request, reply) =>
    noContent(reply, service.remove(requireAuth(request), request.params.endpointId, clientInfoOf(request))),
  );

  app.get(
    `${one}/deliveries`,
    { schema: { params, response: { 200: webhookDeliveriesResponseSchema } } },
    (request) => service.deliveries(requireAuth(request), request.params.endpointId),
  );

  app.post(
    `${one}/deliveries/:deliveryId/replay`,
    { schema: { params: webhookDeliveryParamsSchema, response: { 200: messageResponseSchema } } },
    (request) =>
      service.replay(
        requireAuth(request),
        request.params.endpointId,
        request.params.deliveryId,
        clientInfoOf(request),
      ),
  );
});
