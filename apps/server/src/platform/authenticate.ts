import type { Role } from '@atrium/domain/contract/auth';
import { mfaMessages } from '@atrium/domain/contract/mfa';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, unauthenticated } from './errors.ts';
import { type Site, siteOf } from './site.ts';

export type AuthContext = {
  userId: number;
  firmId: number;
  role: Role;
  tokenId: number;
  // Issued to a user with multi-factor authentication and not yet verified (spec §4).
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

// The site is part of the lookup (issue 8): a token is good only at the hosts of the firm it was issued for.
export type ResolveBearerToken = (token: string, site: Site) => Promise<AuthContext | null>;

// Tokens are 43 base64url characters; anything far longer is not ours and is refused without a lookup.
const bearerPattern = /^Bearer ([A-Za-z0-9_-]{16,256})$/i;

export function registerAuthContext(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

export const mfaRequired = () => new AppError('forbidden', mfaMessages.required);

// The hook every protected route declares; the auth feature supplies the token lookup. Security M4: a token
// waiting for its second factor gets 403 on every route that has not opted in, so a route added later is
// covered without knowing about multi-factor authentication at all.
export function createAuthenticate(resolve: ResolveBearerToken): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    const auth = token ? await resolve(token, siteOf(request)) : null;
    if (!auth) throw unauthenticated();
    if (auth.mfaPending && request.routeOptions.config.allowsPendingMfa !== true) throw mfaRequired();
    request.auth = auth;
  };
}

type HookList = unknown;
const asList = (hooks: HookList): unknown[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

// A route that declares `preHandler: authenticate` gets it moved to onRequest, before body validation: a
// caller without a (verified) token learns nothing about the body a route expects, and 401/403 come first.
export function authenticateBeforeValidation(app: FastifyInstance, authenticate: preHandlerAsyncHookHandler) {
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler);
    if (!preHandlers.includes(authenticate)) return;
    const remaining = preHandlers.filter((hook) => hook !== authenticate);
    const target = route as { preHandler?: unknown; onRequest?: unknown };
    if (remaining.length > 0) target.preHandler = remaining;
    else delete target.preHandler;
    target.onRequest = [...asList(route.onRequest), authenticate];
  });
}

// For handlers behind the hook: the caller, or 401 if a route forgot to declare it.
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
