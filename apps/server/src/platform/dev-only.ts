import type { FastifyInstance, FastifyRequest, FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from './errors.ts';

// Development aids (the dev outbox, a periodic job's run-now; registerDevAids below) answer only a caller on this
// machine: the outbox holds reset and invitation links, and development's APP_KEY is published, so a development
// server reachable from the network (HOST=0.0.0.0) must not hand them out. The socket's own address decides, never X-Forwarded-For, which
// any caller can write.
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

// The Host must name this machine as well. A page on evil.test whose name is re-pointed at 127.0.0.1 (DNS
// rebinding) reaches the server from the loopback socket, but its requests still carry `Host: evil.test`; a
// browser only ever sends localhost (or a *.localhost name, which RFC 6761 keeps on loopback), a 127.x address or
// [::1] for a server it reached by those names. An optional port follows.
export function isLoopbackHost(hostHeader: string | undefined): boolean {
  const match = /^(\[::1\]|[^:[\]]+)(?::\d{1,5})?$/.exec((hostHeader ?? '').trim().toLowerCase());
  if (!match) return false;
  const name = (match[1] ?? '').replace(/\.$/, '');
  if (name === '[::1]' || name === 'localhost' || /^[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost$/.test(name))
    return true;
  return /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(name);
}

// Both: the socket and the Host name this machine. Anyone else gets the 404 that production answers.
export function isDevCaller(request: FastifyRequest): boolean {
  return isLoopbackCaller(request) && isLoopbackHost(request.headers.host);
}

type App = Parameters<FastifyPluginAsyncZod>[0];

// A development aid: routes that add themselves to the scope registerDevAids gives them.
export type DevAid = (app: App) => void;

// The one way to add development aids (the dev outbox, a periodic job's run-now): app.ts passes them here, and in
// production they are not registered at all (their paths are simply unknown: 404); elsewhere they answer only a
// dev caller, and anyone else gets that same 404.
export async function registerDevAids(
  app: FastifyInstance,
  isProduction: boolean,
  aids: readonly DevAid[],
): Promise<void> {
  if (isProduction) return;
  const plugin: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isDevCaller(request)) throw notFound();
    });
    for (const aid of aids) aid(scope);
  };
  await app.register(plugin);
}

// A periodic job's pass run now (POST /api/dev/<job>/run), so the e2e journeys and a newcomer need not wait for its
// timer: the body, if the job takes one, validated by `schema.body`; what `run` did answered with 200.
export function runJobNow<Body extends z.ZodType, Response extends z.ZodType>(
  url: `/api/dev/${string}/run`,
  schema: { body?: Body; response: Response },
  run: (input: z.output<Body> | undefined) => Promise<z.input<Response>>,
): DevAid {
  // The schemas validate and serialise as on any route; the types come from this signature, as the zod type
  // provider cannot resolve a generic schema (as platform/client-routes.ts does).
  const routeSchema: FastifySchema = {
    ...(schema.body && { body: schema.body }),
    response: { 200: schema.response },
  };
  return (app) =>
    app.withTypeProvider<FastifyTypeProviderDefault>().post(url, { schema: routeSchema }, (request) =>
      // Validated against `schema.body` before the handler runs (undefined when the job takes none).
      run(request.body as z.output<Body> | undefined),
    );
}
