import type { Readable } from 'node:stream';
import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import {
  dataRightsStatusSchema,
  eraseClientRequestSchema,
  erasureResponseSchema,
  partnerErasureResponseSchema,
} from '@atrium/domain/contract/data-rights';
import type { FastifyReply } from 'fastify';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { getForClient } from '../../platform/client-routes.ts';
import { sendDownload } from '../../platform/send-file.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { OwnExportService } from './own-export.ts';
import type { PartnerRightsService } from './partner-service.ts';
import type { DataRightsService } from './service.ts';

type Options = {
  service: DataRightsService;
  partner: PartnerRightsService;
  own: OwnExportService;
};

// An export's ZIP, streamed as it is written: no Content-Length, and nothing held in memory.
function sendZip(reply: FastifyReply, file: { stream: Readable; fileName: string }) {
  return sendDownload(reply, { name: file.fileName, mimeType: 'application/zip', body: file.stream });
}

// Data rights of one client (docs/data-rights.md), for the firm's admins: whether they were erased, the export, the
// erasure; and a client's download of their own data.
export const dataRightsRoutes = signedInRoutes<Options>(async (app, { service, partner, own }) => {
  // The client's own download from /profile (own-export.ts): the same ZIP, for the caller only.
  app.get('/api/profile/data-export', async (request, reply) =>
    sendZip(reply, await own.exportOwn(requireAuth(request), clientInfoOf(request))),
  );

  const base = '/api/adviser/clients/:clientId';

  getForClient(app, `${base}/data-rights`, dataRightsStatusSchema, service.status);

  // The ZIP is streamed (sendZip).
  app.get(`${base}/data-export`, { schema: { params: adviserClientParamsSchema } }, async (request, reply) =>
    sendZip(
      reply,
      await service.exportClient(requireAuth(request), request.params.clientId, clientInfoOf(request)),
    ),
  );

  app.post(
    `${base}/erasure`,
    {
      schema: {
        params: adviserClientParamsSchema,
        body: eraseClientRequestSchema,
        response: { 200: erasureResponseSchema },
      },
    },
    (request) =>
      service.erase(requireAuth(request), request.params.clientId, request.body, clientInfoOf(request)),
  );

  // The household's partner (person 2) has their own export and erasure (partner-service.ts).
  app.get(
    `${base}/partner/data-export`,
    { schema: { params: adviserClientParamsSchema } },
    async (request, reply) =>
      sendZip(
        reply,
        await partner.exportPartner(requireAuth(request), request.params.clientId, clientInfoOf(request)),
      ),
  );

  app.post(
    `${base}/partner/erasure`,
    {
      schema: {
        params: adviserClientParamsSchema,
        body: eraseClientRequestSchema,
        response: { 200: partnerErasureResponseSchema },
      },
    },
    (request) =>
      partner.erasePartner(
        requireAuth(request),
        request.params.clientId,
        request.body,
        clientInfoOf(request),
      ),
  );
});
