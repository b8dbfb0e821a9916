import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

// The zod schemas each route declared (body, querystring, params, responses by status), keyed `METHOD url`.
export type RouteSchemas = {
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  response: Record<string, ZodType>;
};

// Fastify announces every instance it creates on the `fastify.initialization` diagnostics channel, before any
// plugin registers a route (the hook APM agents use). Listening there while the app is built records each
// route's schemas from its own onRoute hook, so a route added tomorrow is fuzzed from its contract too,
// without app.ts knowing about the fuzz suite.
export async function recordingRouteSchemas<T>(
  build: () => Promise<T>,
): Promise<{ built: T; schemas: Map<string, RouteSchemas> }> {
  const schemas = new Map<string, RouteSchemas>();
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        schemas.set(`${method} ${route.url}`, {
          ...(isZod(schema.body) ? { body: schema.body } : {}),
          ...(isZod(schema.querystring) ? { querystring: schema.querystring } : {}),
          ...(isZod(schema.params) ? { params: schema.params } : {}),
          response: Object.fromEntries(
            Object.entries((schema.response ?? {}) as Record<string, unknown>).filter(
              (entry): entry is [string, ZodType] => isZod(entry[1]),
            ),
          ),
        });
      }
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    return { built: await build(), schemas };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}

const isZod = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;
