import { idempotencyHeadersSchema } from '@atrium/domain/contract/public-api';
import {
  createWebhookEndpointRequestSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointParamsSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointWithSecretResponseSchema,
  webhookEventCatalogue,
  webhookEventCatalogueResponseSchema,
  webhookEventTypes,
} from '@atrium/domain/contract/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/authenticate.ts';
import { created, noContent } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { WebhooksService } from '../webhooks/service.ts';
import { idempotencyOf, v1 } from './doc.ts';
import type { PublicApiService } from './service.ts';

export type WebhookRoutesOptions = {
  webhooks: Pick<WebhooksService, 'list' | 'create' | 'remove' | 'deliveries'>;
  service: Pick<PublicApiService, 'idempotent'>;
};

// The webhooks through the API (scope webhooks:manage): the same service as the admin screen's.
export const publicWebhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (
  app,
  { webhooks, service },
) => {
  const base = '/api/v1/webhooks/endpoints';
  const params = webhookEndpointParamsSchema;

  const types = v1('webhooks:manage', 'Webhook endpoints', 'The events an endpoint can subscribe to');
  app.get(
    '/api/v1/webhooks/event-types',
    {
      config: types.config,
      schema: { ...types.doc, response: { 200: webhookEventCatalogueResponseSchema } },
    },
    () => ({
      data: webhookEventTypes.map((type) => ({
        type,
        description: webhookEventCatalogue[type].description,
        data: [...webhookEventCatalogue[type].data],
      })),
    }),
  );

  const list = v1('webhooks:manage', 'Webhook endpoints', 'List the firm’s endpoints');
  app.get(
    base,
    { config: list.config, schema: { ...list.doc, response: { 200: webhookEndpointsResponseSchema } } },
    (request) => webhooks.list(requireAuth(request)),
  );

  const add = v1(
    'webhooks:manage',
    'Webhook endpoints',
    'Register an endpoint',
    'The answer holds the signing secret (whsec_…), shown this once.',
  );
  app.post(
    base,
    {
      config: add.config,
      schema: {
        ...add.doc,
        headers: idempotencyHeadersSchema,
        body: createWebhookEndpointRequestSchema,
        response: { 201: webhookEndpointWithSecretResponseSchema },
      },
    },
    (request, reply) => {
      const auth = requireAuth(request);
      return created(
        reply,
        service.idempotent(auth, idempotencyOf(request), 201, () =>
          webhooks.create(auth, request.body, clientInfoOf(request)),
        ),
      );
    },
  );

  const remove = v1('webhooks:manage', 'Webhook endpoints', 'Delete an endpoint');
  app.delete(
    `${base}/:endpointId`,
    { config: remove.config, schema: { ...remove.doc, params, headers: idempotencyHeadersSchema } },
    (request, reply) => {
      const auth = requireAuth(request);
      return noContent(
        reply,
        service.idempotent(auth, idempotencyOf(request), 204, () =>
          webhooks.remove(auth, request.params.endpointId, clientInfoOf(request)),
        ),
      );
    },
  );

  const log = v1('webhooks:manage', 'Webhook endpoints', 'An endpoint’s latest deliveries and their tries');
  app.get(
    `${base}/:endpointId/deliveries`,
    {
      config: log.config,
      schema: { ...log.doc, params, response: { 200: webhookDeliveriesResponseSchema } },
    },
    (request) => webhooks.deliveries(requireAuth(request), request.params.endpointId),
  );
};
