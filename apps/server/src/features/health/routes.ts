import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './service.ts';

const healthSchema = z.object({ status: z.literal('ok') });
const checkSchema = z.enum(['ok', 'fail']);
const checksSchema = z.object({ database: checkSchema, redis: checkSchema.optional() });
const readySchema = z.union([
  z.object({ status: z.literal('ok'), checks: checksSchema }),
  z.object({ status: z.literal('degraded'), checks: checksSchema, message: z.string() }),
]);
const notReadySchema = z.object({
  status: z.literal('unavailable'),
  checks: checksSchema,
  message: z.string(),
});

export type HealthRoutesOptions = { service: HealthService };

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { service }) => {
  // Liveness only: answers without touching the database, so a load balancer's probe stays cheap and a
  // database outage does not get every instance restarted.
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, () => ({ status: 'ok' as const }));

  // Readiness: the database answers SELECT 1 and, when REDIS_URL is set, Redis answers PING, each within
  // a short timeout. 503 (database down, or shutting down) takes the instance out of rotation without
  // restarting it; Redis alone down answers 200 "degraded" (see service.ts).
  app.get(
    '/readyz',
    { schema: { response: { 200: readySchema, 503: notReadySchema } } },
    async (_request, reply) => {
      const readiness = await service.readiness();
      reply.header('cache-control', 'no-store');
      if (readiness.status !== 'unavailable') return readiness;
      return reply.code(503).send(readiness);
    },
  );

  app.addHook('preClose', async () => {
    service.markShuttingDown();
  });
  app.addHook('onClose', async () => {
    await service.close();
  });
};
