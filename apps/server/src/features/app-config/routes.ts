import { publicConfigSchema } from '@atrium/domain/contract/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOf } from '../../platform/site.ts';
import type { AppConfigService } from './service.ts';

export const appConfigRoutes: FastifyPluginAsyncZod<{ service: AppConfigService }> = async (
  app,
  { service },
) => {
  app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, (request) =>
    service.getPublicConfig(siteOf(request)),
  );
};
