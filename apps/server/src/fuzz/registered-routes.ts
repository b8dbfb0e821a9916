import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

// Every route the app has registered, read from Fastify's own route tree (printRoutes), so a route added
// tomorrow is fuzzed and must appear in the authorisation matrix without anyone editing this list. HEAD is
// left out (Fastify adds it to every GET by itself), and so is the web app's catch-all `*` (it serves files).
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) {
      if (method !== 'HEAD' && !stack.join('').includes('*')) routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

// The fuzz files split the routes into shards run in parallel (routes-N.fuzz.ts, bodies-N.fuzz.ts): a route's shard
// follows from its key alone, so a route added or removed moves no other route to another shard.
export const fuzzShards = 3;
export function inShard(key: string, shard: number): boolean {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % fuzzShards === shard - 1;
}
