import { firmSchema } from '@atrium/domain/contract/firm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOf } from '../../platform/site.ts';
import { type FirmService, firmLogoPath } from './service.ts';

// An SVG opened directly is a document: this policy keeps any script in it from running.
const logoSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'";

const versionOf = (query: unknown) => (query as { v?: unknown } | null)?.v;

export const firmRoutes: FastifyPluginAsyncZod<{ service: FirmService }> = async (app, { service }) => {
  app.get('/api/firm', { schema: { response: { 200: firmSchema } } }, (request) =>
    service.getFirm(siteOf(request)),
  );

  app.get(firmLogoPath, async (request, reply) => {
    const logo = await service.getLogo(siteOf(request));
    return (
      reply
        .type(logo.contentType)
        // An uploaded logo's URL names its version (?v=): asked for by its current version, it is cached for good.
        .header(
          'Cache-Control',
          logo.version !== null && versionOf(request.query) === logo.version
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        )
        .header('Content-Security-Policy', logoSecurityPolicy)
        .send(logo.body)
    );
  });
};
