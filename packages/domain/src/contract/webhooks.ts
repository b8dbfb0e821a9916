import { z } from 'zod';
import { boundedText, dataOf, isoDateTime, listOf, pathId } from './fields.ts';

// Webhooks: the events a firm's endpoints can subscribe to, the endpoints and their delivery log (docs/api.md).
// Deliveries follow the Standard Webhooks specification (standardwebhooks.com): headers webhook-id,
// webhook-timestamp and webhook-signature over `${id}.${timestamp}.${body}`.

// The catalogue. Adding an event is one entry here and the trigger that records it (a migration beside
// apps/server/src/db/migrations/0034_api_credentials_webhooks.sql); its `data` holds ids only.
export const webhookEventCatalogue = {
  'fact_find.submitted': {
    description: 'A client submitted their fact-find for review.',
    data: ['client_id', 'fact_find_id'],
  },
  'fact_find.returned': {
    description: 'An adviser returned a fact-find to the client with a note.',
    data: ['client_id', 'fact_find_id'],
  },
  'fact_find.reviewed': {
    description: 'An adviser marked a fact-find reviewed.',
    data: ['client_id', 'fact_find_id'],
  },
  'client.invited': {
    description: 'A client, or a household’s partner (person 2), was invited to the portal.',
    data: ['client_id', 'person'],
  },
  'client.joined': {
    description: 'An invited client or partner accepted their invitation and set a password.',
    data: ['client_id', 'person'],
  },
  'document.uploaded': {
    description: 'A document was added to a client’s folder, by the client or by the firm.',
    data: ['client_id', 'document_id', 'source'],
  },
  'message.received': {
    description: 'A client (either partner of a household) sent the firm a message.',
    data: ['client_id', 'message_id'],
  },
  'risk_result.final': {
    description:
      'A risk questionnaire result became final: completed without answers that disagree, or reviewed by the adviser.',
    data: ['client_id', 'assessment_id', 'person'],
  },
  'signature.completed': {
    description: 'Every person asked signed a document sent for signature; the sealed PDF is ready.',
    data: ['client_id', 'signature_request_id'],
  },
  'signature.declined': {
    description: 'A person asked to sign a document declined it, with a reason for the adviser.',
    data: ['client_id', 'signature_request_id'],
  },
  'review.invited': {
    description: 'A household’s annual review check-in opened and each person was told (docs/reviews.md).',
    data: ['client_id', 'review_id'],
  },
  'review.checkin_completed': {
    description: 'Every person of a household who signs in confirmed their part of the review check-in.',
    data: ['client_id', 'review_id'],
  },
  'review.completed': {
    description:
      'An adviser completed a review: its outcome, suitability decision and next date are recorded.',
    data: ['client_id', 'review_id'],
  },
  'review.declined': {
    description: 'A household declined its review (or the adviser recorded that it did), with a reason.',
    data: ['client_id', 'review_id'],
  },
  'review.not_attempted': {
    description: 'An adviser recorded an overdue review as not attempted, with a reason.',
    data: ['client_id', 'review_id'],
  },
  // Document requests (docs/document-requests.md): trigger in migration 0047.
  'document_request.created': {
    description: 'The firm asked a household for a document (a recurring request’s next item included).',
    data: ['client_id', 'document_request_id'],
  },
  'document_request.uploaded': {
    description: 'A client uploaded a document against a request; it waits for the firm’s review.',
    data: ['client_id', 'document_request_id'],
  },
  'document_request.accepted': {
    description: 'The firm accepted the document uploaded against a request.',
    data: ['client_id', 'document_request_id'],
  },
  'document_request.rejected': {
    description: 'The firm rejected the document uploaded against a request, with a reason for the client.',
    data: ['client_id', 'document_request_id'],
  },
} as const satisfies Record<string, { description: string; data: readonly string[] }>;

export type WebhookEventType = keyof typeof webhookEventCatalogue;
export const webhookEventTypes = Object.keys(webhookEventCatalogue) as [
  WebhookEventType,
  ...WebhookEventType[],
];
export const webhookEventTypeSchema = z.enum(webhookEventTypes, { error: 'Choose events from the list.' });

// What an endpoint receives: the event's type, when it happened, its place in the firm's order of events
// (`sequence` grows with each event; deliveries may arrive out of order and retried ones late) and ids only:
// "thin" events, so a leaked log leaks no personal data; the endpoint fetches what it needs with its credential.
export const webhookPayloadSchema = z.object({
  type: webhookEventTypeSchema,
  timestamp: isoDateTime,
  sequence: z.number().int(),
  data: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export const webhookMessages = {
  urlInvalid: 'Enter the endpoint’s full address, starting https://.',
  httpsOnly: 'The endpoint must use https.',
  addressRefused: 'The endpoint’s address is private, loopback or link-local, which is not allowed.',
  notResolved: 'The endpoint’s host name could not be resolved.',
  eventsRequired: 'Choose at least one event.',
  adminsOnly: 'Only the firm’s admins manage webhooks.',
  notDisabled: 'The endpoint is not disabled.',
} as const;

export const webhookEndpointUrlSchema = z
  .string({ error: webhookMessages.urlInvalid })
  .trim()
  .max(2000, webhookMessages.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: webhookMessages.urlInvalid }));

export const createWebhookEndpointRequestSchema = z.object({
  url: webhookEndpointUrlSchema,
  description: boundedText('description', 200).default(''),
  events: z
    .array(webhookEventTypeSchema, { error: webhookMessages.eventsRequired })
    .min(1, webhookMessages.eventsRequired)
    .max(webhookEventTypes.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;

export const updateWebhookEndpointRequestSchema = z.object({
  description: boundedText('description', 200).optional(),
  events: createWebhookEndpointRequestSchema.shape.events.optional(),
  // false disables deliveries (kept queued for nothing: new events are not sent); true enables them again.
  enabled: z.boolean({ error: 'Enabled must be true or false.' }).optional(),
});
export type UpdateWebhookEndpointRequest = z.infer<typeof updateWebhookEndpointRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  disabled_at: isoDateTime.nullable(),
  disabled_reason: z.string().nullable(),
  // While a rotated-out secret still signs beside the new one.
  previous_secret_expires_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = listOf(webhookEndpointSchema);
export const webhookEndpointResponseSchema = dataOf(webhookEndpointSchema);
// The signing secret (`whsec_…`) is in these answers only, when it is made: it is stored sealed and not shown again.
export const webhookEndpointWithSecretResponseSchema = z.object({
  data: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecretResponse = z.infer<typeof webhookEndpointWithSecretResponseSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);

export const webhookAttemptSchema = z.object({
  attempted_at: isoDateTime,
  // Null: no answer (refused address, timeout, connection failed).
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
  replay: z.boolean(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  // The Standard Webhooks message id (webhook-id), the same on every try and replay.
  message_id: z.string(),
  event_type: webhookEventTypeSchema,
  sequence: z.number().int(),
  occurred_at: isoDateTime,
  status: webhookDeliveryStatusSchema,
  attempts: z.array(webhookAttemptSchema),
  next_attempt_at: isoDateTime.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = listOf(webhookDeliverySchema);
export const webhookDeliveryResponseSchema = dataOf(webhookDeliverySchema);

export const webhookEventCatalogueResponseSchema = listOf(
  z.object({ type: webhookEventTypeSchema, description: z.string(), data: z.array(z.string()) }),
);

const endpointId = pathId('The endpoint id must be a positive whole number.');
export const webhookEndpointParamsSchema = z.object({ endpointId });
export const webhookDeliveryParamsSchema = z.object({
  endpointId,
  deliveryId: pathId('The delivery id must be a positive whole number.'),
});
