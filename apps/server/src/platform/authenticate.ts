import type { Role } from '@atrium/domain/contract/auth';
import { mfaMessages } from '@atrium/domain/contract/mfa';
import type {
  FastifyInstance,
  FastifyPluginOptions,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthenticated } from './errors.ts';
import { type Site, siteOf } from './site.ts';

export type AuthContext = {
  userId: number;
  firmId: number;
  role: Role;
  tokenId: number;
  // Issued to a user with multi-factor authentication and not yet verified: only the calls that set
  // `allowsPendingMfa` (features/mfa/routes.ts, GET api/user, POST api/logout) accept it.
  mfaPending: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    // The few calls a token still waiting for its second factor may make: GET api/user, POST api/logout
    // and the multi-factor calls. Every other protected route refuses it, by default.
    allowsPendingMfa?: boolean;
  }
}

// The site is part of the lookup: a token is good only at the hosts of the firm it was issued for (firms are told
// apart by the request's host, features/tenancy).
export type ResolveBearerToken = (token: string, site: Site) => Promise<AuthContext | null>;

// Tokens are 43 base64url characters; anything far longer is not ours and is refused without a lookup.
const bearerPattern = /^Bearer ([A-Za-z0-9_-]{16,256})$/i;

export function registerAuthContext(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

export const mfaRequired = () => new AppError('forbidden', mfaMessages.required);

// The one authentication hook. Every authenticated plugin scope adds it once, on onRequest, before any route:
//   app.addHook('onRequest', authenticate);
// (a plugin with public routes too registers its signed-in ones in a child scope that adds it). So a caller without
// a (verified) token gets 401/403 before the body or query is validated, and learns nothing about what a route
// expects; scripts/check-boundaries.mjs refuses `preHandler: authenticate` in a route. A token waiting for its
// second factor gets 403 on every route that has not opted in with `allowsPendingMfa`, so a route added later is
// covered without knowing about multi-factor authentication at all.
export type Authenticate = onRequestAsyncHookHandler;

export function createAuthenticate(resolve: ResolveBearerToken): Authenticate {
  return async (request) => {
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    const auth = token ? await resolve(token, siteOf(request)) : null;
    if (!auth) throw unauthenticated();
    if (auth.mfaPending && request.routeOptions.config.allowsPendingMfa !== true) throw mfaRequired();
    request.auth = auth;
  };
}

// A plugin scope whose every route needs a session: `signedInRoutes<{ service: … }>(async (app, { service }) => { … })`
// adds the hook above once, for its scope, before its routes; it is registered with `authenticate` among its options.
// (A routes.ts with public routes too registers its signed-in ones as a child plugin built the same way.)
export function signedInRoutes<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options & { authenticate: Authenticate }> {
  return async (app, options) => {
    app.addHook('onRequest', options.authenticate);
    await routes(app, options);
  };
}

// For handlers behind the hook: the caller, or 401 if the route is outside an authenticated scope.
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
