import {
  mfaSendResponseSchema,
  mfaStatusResponseSchema,
  mfaVerifyRequestSchema,
  mfaVerifyResponseSchema,
  trustDeviceCookieName,
} from '@atrium/domain/contract/mfa';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { MfaService } from './service.ts';
import { trustDeviceCookieOptions } from './trust-cookie.ts';

type Options = { service: MfaService; authenticate: preHandlerAsyncHookHandler; secureCookies: boolean };

// Spec §4: the calls a token still waiting for its second factor may make.
export const mfaRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, authenticate, secureCookies },
) => {
  const pending = { preHandler: authenticate, config: { allowsPendingMfa: true } };

  app.get(
    '/api/multi-factor-auth',
    { ...pending, schema: { response: { 200: mfaStatusResponseSchema } } },
    (request) => service.status(requireAuth(request)),
  );

  app.post(
    '/api/multi-factor-auth/send',
    { ...pending, schema: { response: { 200: mfaSendResponseSchema } } },
    (request) => service.send(requireAuth(request), clientInfoOf(request)),
  );

  app.post(
    '/api/multi-factor-auth/verify',
    { ...pending, schema: { body: mfaVerifyRequestSchema, response: { 200: mfaVerifyResponseSchema } } },
    async (request, reply) => {
      const result = await service.verify(requireAuth(request), request.body, clientInfoOf(request));
      if (result.deviceToken) {
        reply.setCookie(trustDeviceCookieName, result.deviceToken, trustDeviceCookieOptions(secureCookies));
      }
      return result.body;
    },
  );
};
