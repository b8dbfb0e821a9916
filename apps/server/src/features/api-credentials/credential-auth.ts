import { type ApiScope, apiCredentialMessages, hasScope } from '@atrium/domain/contract/api-credentials';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { AppError, tooManyAttempts, unauthenticated } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { clientInfoOf, siteOf } from '../../platform/site.ts';
import type { ApiCaller, ApiCredentialsService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
  }
  interface FastifyContextConfig {
    // The scope an /api/v1 route needs (features/public-api): a route without one refuses every credential.
    apiScope?: ApiScope;
  }
}

const bearerPattern = /^Bearer (\S{1,256})$/i;

export function registerApiCallerContext(app: FastifyInstance): void {
  app.decorateRequest('apiCaller', null);
}

// The public API's authentication (the API's counterpart of platform/authenticate.ts, added once per plugin scope on
// onRequest like it): the credential's key, its firm's host, the route's scope, then the credential's own rate
// limit; `request.auth` is then the credential's user, so the firm's services answer as for an admin of that firm.
// A session token is not a key (and a key is not a session token): each is refused where the other is expected.
// Each call is audited under the credential once answered (its method, route and status; never the body).
export function createCredentialAuthenticate(deps: {
  service: Pick<ApiCredentialsService, 'resolveKey'>;
  rateLimiter: RateLimiter;
  audit: AuditLog;
}): { onRequest: onRequestAsyncHookHandler; register(app: FastifyInstance): void } {
  const onRequest: onRequestAsyncHookHandler = async (request) => {
    const key = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    const caller = key ? await deps.service.resolveKey(key, siteOf(request)) : null;
    if (!caller) throw unauthenticated();
    request.apiCaller = caller;
    request.auth = caller.auth;
    const needed = request.routeOptions.config.apiScope;
    if (!needed || !hasScope(caller.scopes, needed))
      throw new AppError('forbidden', apiCredentialMessages.scopeMissing.replace(':scope', needed ?? '?'));
    const limit = await deps.rateLimiter.consume([
      { key: `api-credential:${caller.credentialId}`, limit: caller.rateLimitPerMinute, windowSeconds: 60 },
    ]);
    if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  };

  return {
    onRequest,
    register(app) {
      app.addHook('onRequest', onRequest);
      // Once answered (errors included). Not on send: a hook that waits for the database there would hold the reply
      // back and race a handler that resolves after sending (platform/replies.ts created).
      app.addHook('onResponse', async (request, reply) => {
        const caller = request.apiCaller;
        if (!caller) return;
        await deps.audit
          .record({
            ...clientInfoOf(request),
            type: 'api.call',
            firmId: caller.auth.firmId,
            userId: caller.auth.userId,
            data: {
              credentialId: caller.credentialId,
              method: request.method,
              route: request.routeOptions.url ?? request.url,
              status: reply.statusCode,
            },
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'Auditing an API call failed'));
      });
    },
  };
}

export type CredentialAuthenticate = ReturnType<typeof createCredentialAuthenticate>;
