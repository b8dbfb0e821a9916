import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  webhookEventCatalogue,
  webhookEventTypes,
  webhookPayloadSchema,
} from '@atrium/domain/contract/webhooks';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The public API's OpenAPI 3.1 document, generated from the zod schemas each /api/v1 route enforces (the zod type
// provider's transform; nothing written by hand), at GET /api/openapi.json, and its reference page at
// GET /api/reference, drawn by Scalar's standalone bundle served from the npm package (no CDN), configured by a JSON
// script element rather than inline code, so the page keeps the strict Content-Security-Policy
// (platform/security-headers.ts). Registered before every feature, as @fastify/swagger records routes as they are
// added. docs/api.md is the guide.

export const publicApiPrefix = '/api/v1/';
export const openApiPath = '/api/openapi.json';
export const referencePath = '/api/reference';
const bundlePath = '/api/reference/standalone.js';

const description = `The firm's back office reads and writes Atrium through this API, and hears of changes through
webhooks. The guide is docs/api.md in Atrium's repository; in short:

- **Authentication**: an admin creates a credential under *Integrations* (name, scopes, rate limit); send its key as
  \`Authorization: Bearer atr_…\`. Each route names the scope it needs; a missing scope is 403, an unknown or revoked key
  401, too many calls a minute 429 with \`Retry-After\`.
- **Pagination**: lists answer \`next_cursor\`; pass it back as \`cursor\`. \`updated_since\` returns what changed since.
- **Writes** honour \`Idempotency-Key\`: a retry with the same key and request within a day gets the first answer.
- **Errors**: \`{"message": …}\`, and for 422 \`"errors": {"field": ["…"]}\`.
- **Webhooks** (below): Standard Webhooks signatures (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`);
  payloads hold ids only.`;

// Every route outside /api/v1 is the portal's own, unversioned, and left out of the document.
const transform = createJsonSchemaTransform({});
const payload = z.toJSONSchema(webhookPayloadSchema, { target: 'draft-2020-12' });

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Atrium API', version: '1.0.0', description },
      security: [{ apiKey: [] }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API credential’s key: atr_…' },
        },
      },
    },
    transform: (input) =>
      input.url.startsWith(publicApiPrefix) ? transform(input) : { schema: { hide: true }, url: input.url },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as Record<string, unknown>;
      // OpenAPI 3.1's `webhooks`: what each event's delivery carries (thin: ids only).
      document.webhooks = Object.fromEntries(
        webhookEventTypes.map((type) => [
          type,
          {
            post: {
              summary: type,
              description: `${webhookEventCatalogue[type].description} data: ${webhookEventCatalogue[type].data.join(', ')}.`,
              requestBody: { content: { 'application/json': { schema: payload } } },
              responses: {
                '200': { description: 'Any 2xx acknowledges the delivery; anything else is retried.' },
              },
            },
          },
        ]),
      );
      return document;
    },
  });

  app.get(openApiPath, { schema: { hide: true } }, () => app.swagger());

  app.get(referencePath, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(referencePage),
  );

  // The package exports no path to its browser bundle; it sits beside its entry point (dist/browser/standalone.js).
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  const bundle = join(dirname(entry), 'browser', 'standalone.js');
  app.get(bundlePath, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(createReadStream(bundle)),
  );
}

// Scalar's own services stay off (its hosted agent, MCP and SDK generator, its fonts): the page talks to this origin
// only, as the CSP requires.
const configuration = JSON.stringify({
  url: openApiPath,
  withDefaultFonts: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
});

const referencePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atrium API reference</title>
</head>
<body>
<script id="api-reference" type="application/json" data-configuration="${configuration.replaceAll('"', '&quot;')}"></script>
<script src="${bundlePath}"></script>
</body>
</html>
`;
