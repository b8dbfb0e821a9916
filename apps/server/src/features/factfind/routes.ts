import { hash } from 'node:crypto';
import {
  answerIdParamsSchema,
  answerUpdateRequestSchema,
  answerUpdateResponseSchema,
  clientIdParamsSchema,
  factFindConsentResponseSchema,
  factFindUpdateRequestSchema,
  factFindUpdateResponseSchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  portalChangesResponseSchema,
} from '@atrium/domain/contract/factfind';
import {
  declarationsResponseSchema,
  declareRequestSchema,
} from '@atrium/domain/contract/factfind-declarations';
import type { FastifyRequest } from 'fastify';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { invalidField } from '../../platform/errors.ts';
import { frozenPartsSerializerCompiler } from '../../platform/frozen-parts-serializer.ts';
import { createPeriodicJob, runWhileListening } from '../../platform/periodic-job.ts';
import { created } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { ConsentService } from './consent-service.ts';
import type { DeclarationsService } from './declarations-service.ts';
import type { EditMeta, SaveService } from './save-service.ts';
import type { FactFindService } from './service.ts';

type Options = {
  service: FactFindService;
  saveService: SaveService;
  consentService: ConsentService;
  declarationsService: DeclarationsService;
};

// The Idempotency-Key (optional, a UUID) and a fingerprint of the request it must keep meaning (only needed, so
// only computed, when a key was sent).
function editMeta(request: FastifyRequest): EditMeta {
  const header = request.headers[idempotencyKeyHeader];
  const requestId = String(request.id);
  if (header === undefined) return { idempotency: null, requestId };
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    throw invalidField('Idempotency-Key', parsed.error.issues[0]?.message ?? 'Invalid.');
  }
  const requestHash = hash(
    'sha256',
    `${request.method} ${request.url.split('?')[0]} ${JSON.stringify(request.body ?? null)}`,
    'hex',
  );
  return { idempotency: { key: parsed.data.toLowerCase(), requestHash }, requestId };
}

export const factFindRoutes = signedInRoutes<Options>(
  async (app, { service, saveService, consentService, declarationsService }) => {
    const changes = '/api/clients/:clientId/portal/changes';
    const params = clientIdParamsSchema;

    app.get(
      changes,
      {
        schema: { params, response: { 200: portalChangesResponseSchema } },
        // The same bytes as every other route's serializer; the template's frozen parts encoded once.
        serializerCompiler: frozenPartsSerializerCompiler(portalChangesResponseSchema, [
          'defaultPageSections',
          'templatePermissions',
          'templateSettings',
        ]),
      },
      (request) => service.getChanges(requireAuth(request), request.params.clientId),
    );

    app.put(
      `${changes}/update`,
      {
        schema: {
          params,
          body: factFindUpdateRequestSchema,
          response: { 200: factFindUpdateResponseSchema },
        },
      },
      (request) =>
        saveService.update(requireAuth(request), request.params.clientId, request.body, editMeta(request)),
    );

    app.post(
      `${changes}/start`,
      { schema: { params, response: { 201: portalChangesResponseSchema } } },
      (request, reply) =>
        created(reply, service.start(requireAuth(request), request.params.clientId, clientInfoOf(request))),
    );

    app.post(
      `${changes}/submit`,
      { schema: { params, response: { 200: portalChangesResponseSchema } } },
      (request) => service.submit(requireAuth(request), request.params.clientId, clientInfoOf(request)),
    );

    app.put(
      '/api/fact-find/answers/:answerId',
      {
        schema: {
          params: answerIdParamsSchema,
          body: answerUpdateRequestSchema,
          response: { 200: answerUpdateResponseSchema },
        },
      },
      (request) =>
        saveService.updateAnswer(
          requireAuth(request),
          request.params.answerId,
          request.body.value,
          editMeta(request),
          request.body.typed,
        ),
    );

    const consent = '/api/clients/:clientId/fact-find-consent';
    app.get(consent, { schema: { params, response: { 200: factFindConsentResponseSchema } } }, (request) =>
      consentService.get(requireAuth(request), request.params.clientId),
    );
    app.post(consent, { schema: { params, response: { 200: factFindConsentResponseSchema } } }, (request) =>
      consentService.give(requireAuth(request), request.params.clientId, clientInfoOf(request)),
    );

    // Each partner's declaration before the fact-find goes for review (declarations-service.ts).
    const declarations = '/api/clients/:clientId/fact-find-declarations';
    app.get(declarations, { schema: { params, response: { 200: declarationsResponseSchema } } }, (request) =>
      declarationsService.get(requireAuth(request), request.params.clientId),
    );
    app.post(
      declarations,
      {
        schema: { params, body: declareRequestSchema, response: { 200: declarationsResponseSchema } },
      },
      (request) =>
        declarationsService.declare(requireAuth(request), request.params.clientId, clientInfoOf(request)),
    );

    // Keys are kept a day: long enough for any retry, short enough that the table stays small. Hourly, on a
    // listening server only (never in inject tests), like every periodic job.
    const pruning = createPeriodicJob({
      run: () => saveService.pruneIdempotencyKeys(),
      intervalMs: 60 * 60 * 1000,
      logger: app.log,
      failure: 'Pruning idempotency keys failed',
    });
    runWhileListening(app, pruning);
  },
);
