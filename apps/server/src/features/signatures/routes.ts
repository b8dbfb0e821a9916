import { documentMaxBytes } from '@atrium/domain/contract/documents';
import { mfaSendResponseSchema } from '@atrium/domain/contract/mfa';
import {
  clientSignatureParamsSchema,
  clientSignatureRequestsResponseSchema,
  createSignatureRequestSchema,
  declineRequestSchema,
  signatureIdParamsSchema,
  signingPageResponseSchema,
  signRequestSchema,
  staffSignatureRequestResponseSchema,
  staffSignatureRequestsResponseSchema,
  verifyResultSchema,
} from '@atrium/domain/contract/signatures';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { createForClient, getForClient } from '../../platform/client-routes.ts';
import { sendFile } from '../../platform/send-file.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { SignaturesService } from './service.ts';
import type { SignatureVerifier } from './verify.ts';

type Options = {
  service: SignaturesService;
  verifier: SignatureVerifier;
  authenticate: onRequestAsyncHookHandler;
};

const clientSignatureResponseSchema = z.object({
  data: clientSignatureRequestsResponseSchema.shape.data.element,
});

// Signing (docs/signing.md): the firm's routes on a client's requests, the signer's own, and the public /verify.
export const signaturesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, verifier, authenticate },
) => {
  await app.register(
    signedInRoutes<{ service: SignaturesService }>(async (signedIn, { service }) => {
      const forClient = '/api/adviser/clients/:clientId/signatures' as const;
      getForClient(signedIn, forClient, staffSignatureRequestsResponseSchema, service.listForClient);
      createForClient(
        signedIn,
        forClient,
        { body: createSignatureRequestSchema, response: staffSignatureRequestResponseSchema },
        service.create,
      );
      signedIn.post(
        `${forClient}/:signatureId/withdraw`,
        {
          schema: {
            params: clientSignatureParamsSchema,
            response: { 200: staffSignatureRequestResponseSchema },
          },
        },
        (request) =>
          service.withdraw(
            requireAuth(request),
            request.params.clientId,
            request.params.signatureId,
            clientInfoOf(request),
          ),
      );
      signedIn.get(
        `${forClient}/:signatureId/original`,
        { schema: { params: clientSignatureParamsSchema } },
        async (request, reply) =>
          sendFile(
            reply,
            await service.originalForClient(
              requireAuth(request),
              request.params.clientId,
              request.params.signatureId,
              clientInfoOf(request),
            ),
          ),
      );
      signedIn.get(
        `${forClient}/:signatureId/signed`,
        { schema: { params: clientSignatureParamsSchema } },
        async (request, reply) =>
          sendFile(
            reply,
            await service.finalForClient(
              requireAuth(request),
              request.params.clientId,
              request.params.signatureId,
              clientInfoOf(request),
            ),
          ),
      );

      // The signer's own.
      signedIn.get(
        '/api/signatures',
        { schema: { response: { 200: clientSignatureRequestsResponseSchema } } },
        (request) => service.listOwn(requireAuth(request)),
      );
      signedIn.get(
        '/api/signatures/:signatureId',
        { schema: { params: signatureIdParamsSchema, response: { 200: signingPageResponseSchema } } },
        (request) => service.page(requireAuth(request), request.params.signatureId, clientInfoOf(request)),
      );
      signedIn.get(
        '/api/signatures/:signatureId/document',
        { schema: { params: signatureIdParamsSchema } },
        async (request, reply) =>
          sendFile(
            reply,
            await service.documentOwn(
              requireAuth(request),
              request.params.signatureId,
              clientInfoOf(request),
            ),
          ),
      );
      signedIn.get(
        '/api/signatures/:signatureId/signed',
        { schema: { params: signatureIdParamsSchema } },
        async (request, reply) =>
          sendFile(reply, await service.finalOwn(requireAuth(request), request.params.signatureId)),
      );
      signedIn.post(
        '/api/signatures/:signatureId/code',
        { schema: { params: signatureIdParamsSchema, response: { 200: mfaSendResponseSchema } } },
        (request) =>
          service.sendCode(requireAuth(request), request.params.signatureId, clientInfoOf(request)),
      );
      signedIn.post(
        '/api/signatures/:signatureId/sign',
        {
          schema: {
            params: signatureIdParamsSchema,
            body: signRequestSchema,
            response: { 200: clientSignatureResponseSchema },
          },
        },
        (request) =>
          service.sign(requireAuth(request), request.params.signatureId, request.body, clientInfoOf(request)),
      );
      signedIn.post(
        '/api/signatures/:signatureId/decline',
        {
          schema: {
            params: signatureIdParamsSchema,
            body: declineRequestSchema,
            response: { 200: clientSignatureResponseSchema },
          },
        },
        (request) =>
          service.decline(
            requireAuth(request),
            request.params.signatureId,
            request.body,
            clientInfoOf(request),
          ),
      );
    }),
    { service, authenticate },
  );

  // Public: the PDF itself is the body (application/pdf), up to the document vault's limit.
  await app.register(async (open) => {
    open.addContentTypeParser(
      ['application/pdf', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: documentMaxBytes },
      (_request, body, done) => done(null, body),
    );
    open.post(
      '/api/verify',
      { bodyLimit: documentMaxBytes, schema: { response: { 200: verifyResultSchema } } },
      (request) => verifier.verify(Buffer.isBuffer(request.body) ? request.body : null, request.ip),
    );
  });
};
