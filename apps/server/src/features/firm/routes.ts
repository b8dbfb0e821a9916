import { firmSchema } from '@atrium/domain/contract/firm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOf } from '../../platform/site.ts';
import { type FirmService, firmLogoPath } from './service.ts';

// An SVG opened directly is a document: this policy keeps any script in it from running.
const logoSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'";

export const firmRoutes: FastifyPluginAsyncZod<{ service: FirmService }> = async (app, { service }) => {
  app.get('/api/firm', { schema: { response: { 200: firmSchema } } }, (request) =>
    service.getFirm(siteOf(request)),
  );

  app.get(firmLogoPath, async (request, reply) => {
    const logo = await service.getLogo(siteOf(request));
    return reply
      .type(logo.contentType)
      .header('Cache-Control', 'public, max-age=300')
      .header('Content-Security-Policy', logoSecurityPolicy)
      .send(logo.body);
  });
};
