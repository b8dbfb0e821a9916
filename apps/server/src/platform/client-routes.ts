import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AuthContext, requireAuth } from './authenticate.ts';
import { created, noContent } from './replies.ts';
import { type ClientInfo, clientInfoOf } from './site.ts';

// The staff's routes on one client's records, `/api/adviser/clients/:clientId/…` (docs/adviser-api.md): the client
// id from the path (adviserClientParamsSchema, or the record's own params for a DELETE), the caller, and the
// service, which scopes the client to the caller (features/access). A route of another shape is declared with
// `app.get`/`app.post` as usual.

type App = Parameters<FastifyPluginAsyncZod>[0];
type ClientRoute = { Params: z.output<typeof adviserClientParamsSchema> };

// The schemas still validate and serialise as on any route; the types come from this module's signatures, as the
// zod type provider cannot resolve a generic schema (`withTypeProvider` is Fastify's own retyping of the instance).
const untyped = (app: App) => app.withTypeProvider<FastifyTypeProviderDefault>();

// GET: what `read` answers for the caller and the client, with 200.
export function getForClient<Response extends z.ZodType>(
  app: App,
  url: `/api/adviser/clients/:clientId/${string}`,
  response: Response,
  read: (auth: AuthContext, clientId: number) => Promise<z.input<Response>>,
): void {
  untyped(app).get<ClientRoute>(
    url,
    { schema: { params: adviserClientParamsSchema, response: { 200: response } } },
    (request) => read(requireAuth(request), request.params.clientId),
  );
}

// POST: what `create` made from the validated body, with 201.
export function createForClient<Body extends z.ZodType, Response extends z.ZodType>(
  app: App,
  url: `/api/adviser/clients/:clientId/${string}`,
  schema: { body: Body; response: Response },
  create: (
    auth: AuthContext,
    clientId: number,
    input: z.output<Body>,
    info: ClientInfo,
  ) => Promise<z.input<Response>>,
): void {
  untyped(app).post<ClientRoute>(
    url,
    { schema: { params: adviserClientParamsSchema, body: schema.body, response: { 201: schema.response } } },
    (request, reply) =>
      created(
        reply,
        create(
          requireAuth(request),
          request.params.clientId,
          // Validated against `schema.body` before the handler runs.
          request.body as z.output<Body>,
          clientInfoOf(request),
        ),
      ),
  );
}

// PUT or PATCH: one of the client's records, named by the path's `:${key}`, changed by `update` from the validated
// body; what it answers, with 200.
export function updateForClient<Key extends string, Body extends z.ZodType, Response extends z.ZodType>(
  app: App,
  method: 'PUT' | 'PATCH',
  url: `/api/adviser/clients/:clientId/${string}/:${Key}`,
  schema: {
    params: z.ZodType<{ clientId: number } & Record<Key, number>>;
    key: Key;
    body: Body;
    response: Response;
  },
  update: (
    auth: AuthContext,
    clientId: number,
    id: number,
    input: z.output<Body>,
    info: ClientInfo,
  ) => Promise<z.input<Response>>,
): void {
  untyped(app).route<ClientRoute>({
    method,
    url,
    schema: { params: schema.params, body: schema.body, response: { 200: schema.response } },
    handler: (request) => {
      // Validated against the schemas before the handler runs.
      const path = request.params as z.output<typeof schema.params>;
      return update(
        requireAuth(request),
        path.clientId,
        path[schema.key],
        request.body as z.output<Body>,
        clientInfoOf(request),
      );
    },
  });
}

// DELETE: one of the client's records, named by the path's `:${key}`; 204 once `remove` is done.
export function deleteForClient<Key extends string>(
  app: App,
  url: `/api/adviser/clients/:clientId/${string}/:${Key}`,
  params: z.ZodType<{ clientId: number } & Record<Key, number>>,
  key: Key,
  remove: (auth: AuthContext, clientId: number, id: number, info: ClientInfo) => Promise<unknown>,
): void {
  untyped(app).delete(url, { schema: { params } }, (request, reply) => {
    // Validated against `params` before the handler runs.
    const path = request.params as z.output<typeof params>;
    return noContent(reply, remove(requireAuth(request), path.clientId, path[key], clientInfoOf(request)));
  });
}
