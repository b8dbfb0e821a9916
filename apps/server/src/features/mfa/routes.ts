import {
  mfaSendResponseSchema,
  mfaStatusResponseSchema,
  mfaVerifyRequestSchema,
  mfaVerifyResponseSchema,
  trustDeviceCookieName,
} from '@atrium/domain/contract/mfa';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { MfaService } from './service.ts';
import { trustDeviceCookieOptions } from './trust-cookie.ts';

type Options = { service: MfaService; secureCookies: boolean };

// The calls a token still waiting for its second factor may make (`allowsPendingMfa`, platform/authenticate.ts).
export const mfaRoutes = signedInRoutes<Options>(async (app, { service, secureCookies }) => {
  const pending = { config: { allowsPendingMfa: true } };

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
});
