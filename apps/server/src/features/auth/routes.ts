import {
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  userSchema,
} from '@atrium/domain/contract/auth';
import { trustDeviceCookieName } from '@atrium/domain/contract/mfa';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { clientInfoOf, siteOf } from '../../platform/site.ts';
import type { LoginAdmission } from './login-admission.ts';
import type { AuthService } from './service.ts';

type Options = { service: AuthService; authenticate: onRequestAsyncHookHandler; admission: LoginAdmission };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, authenticate, admission },
) => {
  app.post(
    '/api/login',
    {
      onRequest: admission.onRequest,
      onError: admission.onError,
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    (request) =>
      service.login(
        request.body,
        siteOf(request),
        clientInfoOf(request),
        request.cookies[trustDeviceCookieName] ?? null,
      ),
  );

  // The signed-in calls, in a scope that authenticates before any body is validated (signedInRoutes,
  // platform/authenticate.ts).
  await app.register(
    signedInRoutes(async (signedIn) => {
      signedIn.post(
        '/api/logout',
        {
          config: { allowsPendingMfa: true },
          schema: { response: { 200: logoutResponseSchema } },
        },
        (request) => service.logout(requireAuth(request), clientInfoOf(request)),
      );

      signedIn.get(
        '/api/user',
        {
          config: { allowsPendingMfa: true },
          schema: { response: { 200: userSchema } },
        },
        (request) => service.getCurrentUser(requireAuth(request)),
      );
    }),
    { authenticate },
  );
};
