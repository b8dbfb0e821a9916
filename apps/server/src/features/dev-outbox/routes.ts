import { devOutboxResponseSchema } from '@atrium/domain/contract/dev-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevOutboxService } from './service.ts';

// Registered by app.ts only outside production, so there the path is simply unknown (404). No login:
// it exists so a newcomer can read a reset mail or an MFA code on a laptop with no mail server.
export const devOutboxRoutes: FastifyPluginAsyncZod<{ service: DevOutboxService }> = async (
  app,
  { service },
) => {
  app.get('/api/dev/outbox', { schema: { response: { 200: devOutboxResponseSchema } } }, () =>
    service.list(),
  );
};
