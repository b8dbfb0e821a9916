import {
  apiCredentialResponseSchema,
  apiCredentialsResponseSchema,
  type CreateApiCredentialRequest,
  createdApiCredentialResponseSchema,
} from '@atrium/domain/contract/api-credentials';
import { messageResponseSchema } from '@atrium/domain/contract/fields';
import {
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  webhookDeliveriesResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointWithSecretResponseSchema,
} from '@atrium/domain/contract/webhooks';
import { z } from 'zod';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// The firm's API credentials and webhooks (/adviser/integrations, admins only; docs/api.md).
const credentials = '/api/adviser/api-credentials';
const webhooks = '/api/adviser/webhooks';

export const apiAccessKeys = {
  all: ['api-access'] as const,
  credentials: () => [...apiAccessKeys.all, 'credentials'] as const,
  endpoints: () => [...apiAccessKeys.all, 'endpoints'] as const,
  deliveries: (endpointId: number) => [...apiAccessKeys.all, 'deliveries', endpointId] as const,
};

export const credentialsQueryOptions = () =>
  dataQuery(apiAccessKeys.credentials(), credentials, apiCredentialsResponseSchema);

export const endpointsQueryOptions = () =>
  dataQuery(apiAccessKeys.endpoints(), webhooks, webhookEndpointsResponseSchema);

export const deliveriesQueryOptions = (endpointId: number) =>
  dataQuery(
    apiAccessKeys.deliveries(endpointId),
    `${webhooks}/${endpointId}/deliveries`,
    webhookDeliveriesResponseSchema,
  );

export const createCredential = (body: CreateApiCredentialRequest) =>
  http.post(credentials, { body, schema: createdApiCredentialResponseSchema });

export const revokeCredential = (id: number) =>
  http.post(`${credentials}/${id}/revoke`, { schema: apiCredentialResponseSchema });

export const createEndpoint = (body: CreateWebhookEndpointRequest) =>
  http.post(webhooks, { body, schema: webhookEndpointWithSecretResponseSchema });

export const updateEndpoint = (id: number, body: UpdateWebhookEndpointRequest) =>
  http.patch(`${webhooks}/${id}`, { body, schema: webhookEndpointResponseSchema });

export const rotateSecret = (id: number) =>
  http.post(`${webhooks}/${id}/rotate-secret`, { schema: webhookEndpointWithSecretResponseSchema });

export const deleteEndpoint = (id: number) => http.delete(`${webhooks}/${id}`, { schema: z.null() });

export const replayDelivery = (endpointId: number, deliveryId: number) =>
  http.post(`${webhooks}/${endpointId}/deliveries/${deliveryId}/replay`, { schema: messageResponseSchema });
