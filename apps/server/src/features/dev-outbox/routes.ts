import { devOutboxResponseSchema } from '@atrium/domain/contract/dev-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDevCaller } from '../../platform/dev-only.ts';
import { notFound } from '../../platform/errors.ts';
import { siteOf } from '../../platform/site.ts';
import type { DevOutboxService } from './service.ts';

// Registered by app.ts only outside production, so there the path is simply unknown (404). No login: it exists so
// a newcomer can read a reset mail or an MFA code on a laptop with no mail server. It shows the mail of the firm
// served at the request's host only.
//
// And only to a caller on this machine (platform/dev-only.ts).
export const devOutboxRoutes: FastifyPluginAsyncZod<{ service: DevOutboxService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', async (request) => {
    if (!isDevCaller(request)) throw notFound();
  });

  // The web app's pages that read it (/dev/mailbox): the same page the web app's fallback serves, loopback only.
  app.get('/dev/*', (_request, reply) => reply.callNotFound());

  app.get('/api/dev/outbox', { schema: { response: { 200: devOutboxResponseSchema } } }, (request) =>
    service.list(siteOf(request)),
  );
};
