import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.literal('ok') });

// Liveness only: answers without touching the database, so a load balancer's probe stays cheap.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, () => ({ status: 'ok' as const }));
};
