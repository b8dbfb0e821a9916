import { invitationRequestSchema, invitationResponseSchema } from '@atrium/domain/contract/account';
import {
  adviserClientParamsSchema,
  clientDetailResponseSchema,
  resendInvitationResponseSchema,
} from '@atrium/domain/contract/adviser';
import { factFindPdfQuerySchema } from '@atrium/domain/contract/adviser-factfind';
import {
  clientDocumentParamsSchema,
  documentResponseSchema,
  documentsQuerySchema,
  documentsResponseSchema,
} from '@atrium/domain/contract/documents';
import { portalChangesResponseSchema } from '@atrium/domain/contract/factfind';
import { messagesResponseSchema, sendMessageRequestSchema } from '@atrium/domain/contract/messages';
import {
  idempotencyHeadersSchema,
  publicClientsQuerySchema,
  publicClientsResponseSchema,
} from '@atrium/domain/contract/public-api';
import { riskHouseholdResponseSchema } from '@atrium/domain/contract/risk';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/authenticate.ts';
import { created } from '../../platform/replies.ts';
import { sendDownload, sendFile } from '../../platform/send-file.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { OnboardingService } from '../account/onboarding-service.ts';
import type { AdviserClientActions } from '../adviser-clients/actions-service.ts';
import type { AdviserClientsService } from '../adviser-clients/service.ts';
import type { AdviserFactFindService } from '../adviser-factfind/service.ts';
import type { CredentialAuthenticate } from '../api-credentials/credential-auth.ts';
import { documentUploads, partsOf } from '../documents/routes.ts';
import type { DocumentsService } from '../documents/service.ts';
import type { MessagesService } from '../messages/service.ts';
import type { RiskService } from '../risk/service.ts';
import { idempotencyOf, v1 } from './doc.ts';
import type { PublicApiService } from './service.ts';
import { publicWebhookRoutes, type WebhookRoutesOptions } from './webhook-routes.ts';

export type PublicApiOptions = {
  credentials: CredentialAuthenticate;
  service: PublicApiService;
  clients: Pick<AdviserClientsService, 'get'>;
  actions: Pick<AdviserClientActions, 'resendInvitation'>;
  onboarding: Pick<OnboardingService, 'invite'>;
  factFinds: Pick<AdviserFactFindService, 'current' | 'pdf'>;
  risk: Pick<RiskService, 'overviewForClient'>;
  documents: Pick<DocumentsService, 'listForClient' | 'uploadForClient' | 'downloadForClient'>;
  messages: Pick<MessagesService, 'getClientConversation' | 'sendToClient'>;
} & WebhookRoutesOptions;

// The public API, /api/v1 (docs/api.md): thin adapters over the adviser workspace's services, with a firm's API
// credential as the caller (features/api-credentials/credential-auth.ts), so every rule and every scoping is theirs.
export const publicApiRoutes: FastifyPluginAsyncZod<PublicApiOptions> = async (app, options) => {
  const { service, clients, actions, onboarding, factFinds, risk, documents, messages } = options;
  options.credentials.register(app);
  await app.register(fastifyMultipart, documentUploads);
  const params = adviserClientParamsSchema;
  const client = '/api/v1/clients/:clientId';
  const headers = idempotencyHeadersSchema;

  const list = v1(
    'clients:read',
    'Clients',
    'List clients',
    'Cursor-paginated, least recently changed first.',
  );
  app.get(
    '/api/v1/clients',
    {
      config: list.config,
      schema: {
        ...list.doc,
        querystring: publicClientsQuerySchema,
        response: { 200: publicClientsResponseSchema },
      },
    },
    (request) => service.listClients(requireAuth(request), request.query),
  );

  const one = v1('clients:read', 'Clients', 'Get a client and their household');
  app.get(
    client,
    { config: one.config, schema: { ...one.doc, params, response: { 200: clientDetailResponseSchema } } },
    (request) => clients.get(requireAuth(request), request.params.clientId),
  );

  const add = v1('clients:manage', 'Clients', 'Add a client and invite them by mail');
  app.post(
    '/api/v1/clients',
    {
      config: add.config,
      schema: {
        ...add.doc,
        headers,
        body: invitationRequestSchema,
        response: { 201: invitationResponseSchema },
      },
    },
    (request, reply) => {
      const auth = requireAuth(request);
      return created(
        reply,
        service.idempotent(auth, idempotencyOf(request), 201, () =>
          onboarding.invite(auth, request.body, clientInfoOf(request)),
        ),
      );
    },
  );

  const invite = v1('clients:manage', 'Clients', 'Send the client a new invitation');
  app.post(
    `${client}/invitation`,
    {
      config: invite.config,
      schema: { ...invite.doc, params, headers, response: { 200: resendInvitationResponseSchema } },
    },
    (request) => {
      const auth = requireAuth(request);
      return service.idempotent(auth, idempotencyOf(request), 200, () =>
        actions.resendInvitation(auth, request.params.clientId, clientInfoOf(request)),
      );
    },
  );

  const factFind = v1(
    'fact_finds:read',
    'Fact-finds',
    'The latest fact-find as structured JSON',
    'Each category of the fact-find, with the template version it was started on.',
  );
  app.get(
    `${client}/fact-find`,
    {
      config: factFind.config,
      schema: { ...factFind.doc, params, response: { 200: portalChangesResponseSchema } },
    },
    (request) => factFinds.current(requireAuth(request), request.params.clientId),
  );

  const pdf = v1('fact_finds:read', 'Fact-finds', 'The fact-find as the firm-branded PDF');
  app.get(
    `${client}/fact-find.pdf`,
    { config: pdf.config, schema: { ...pdf.doc, params, querystring: factFindPdfQuerySchema } },
    async (request, reply) => {
      const { body, fileName } = await factFinds.pdf(
        requireAuth(request),
        request.params.clientId,
        request.query.fact_find_id ?? null,
        clientInfoOf(request),
      );
      return sendDownload(reply, { name: fileName, mimeType: 'application/pdf', body });
    },
  );

  const riskResults = v1('fact_finds:read', 'Risk', 'Each partner’s attitude-to-risk results');
  app.get(
    `${client}/risk`,
    {
      config: riskResults.config,
      schema: { ...riskResults.doc, params, response: { 200: riskHouseholdResponseSchema } },
    },
    (request) => risk.overviewForClient(requireAuth(request), request.params.clientId),
  );

  const docs = v1('documents:read', 'Documents', 'List the client’s documents');
  app.get(
    `${client}/documents`,
    {
      config: docs.config,
      schema: {
        ...docs.doc,
        params,
        querystring: documentsQuerySchema,
        response: { 200: documentsResponseSchema },
      },
    },
    (request) => documents.listForClient(requireAuth(request), request.params.clientId, request.query),
  );

  const download = v1('documents:read', 'Documents', 'Download a document');
  app.get(
    `${client}/documents/:documentId`,
    { config: download.config, schema: { ...download.doc, params: clientDocumentParamsSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        await documents.downloadForClient(
          requireAuth(request),
          request.params.clientId,
          request.params.documentId,
          clientInfoOf(request),
        ),
      ),
  );

  const upload = v1(
    'documents:write',
    'Documents',
    'Upload a document to the client’s folder',
    'multipart/form-data: one `file` part up to 20 MB and an optional `category` field.',
  );
  app.post(
    `${client}/documents`,
    {
      config: upload.config,
      schema: { ...upload.doc, params, headers, response: { 201: documentResponseSchema } },
    },
    (request, reply) => {
      const auth = requireAuth(request);
      return created(
        reply,
        service.idempotent(auth, idempotencyOf(request), 201, () =>
          documents.uploadForClient(auth, request.params.clientId, partsOf(request), clientInfoOf(request)),
        ),
      );
    },
  );

  const read = v1('messages:read', 'Messages', 'Read the conversation with the client');
  app.get(
    `${client}/messages`,
    { config: read.config, schema: { ...read.doc, params, response: { 200: messagesResponseSchema } } },
    (request) => messages.getClientConversation(requireAuth(request), request.params.clientId),
  );

  const post = v1('messages:write', 'Messages', 'Send the client a message as the firm');
  app.post(
    `${client}/messages`,
    {
      config: post.config,
      schema: {
        ...post.doc,
        params,
        headers,
        body: sendMessageRequestSchema,
        response: { 201: messagesResponseSchema },
      },
    },
    (request, reply) => {
      const auth = requireAuth(request);
      return created(
        reply,
        service.idempotent(auth, idempotencyOf(request), 201, () =>
          messages.sendToClient(auth, request.params.clientId, request.body),
        ),
      );
    },
  );

  await app.register(publicWebhookRoutes, options);
};
