import {
  acceptInvitationRequestSchema,
  forgotPasswordRequestSchema,
  invitationDetailsSchema,
  invitationRequestSchema,
  invitationResponseSchema,
  registerConfirmRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
} from '@atrium/domain/contract/account';
import {
  clientsImportRequestSchema,
  clientsImportResponseSchema,
} from '@atrium/domain/contract/client-onboarding';
import { messageResponseSchema } from '@atrium/domain/contract/fields';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { type ClientInfo, clientInfoOf, type Site, siteOf } from '../../platform/site.ts';
import type { OnboardingService } from './onboarding-service.ts';
import type { PasswordService } from './password-service.ts';

type Options = {
  passwords: PasswordService;
  onboarding: OnboardingService;
  authenticate: onRequestAsyncHookHandler;
};

const hashParams = z.object({ hash: z.string().min(16).max(256) });

export const accountRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { passwords, onboarding, authenticate },
) => {
  // A public form (forgot password, reset password, register): its body, the site it was sent to and from where,
  // answered with a message.
  const publicForm = <Body extends z.ZodType>(
    path: string,
    body: Body,
    send: (
      input: z.output<Body>,
      site: Site,
      info: ClientInfo,
    ) => Promise<z.output<typeof messageResponseSchema>>,
  ) =>
    app.post(path, { schema: { body, response: { 200: messageResponseSchema } } }, (request) =>
      // Validated against `body` before the handler runs; the provider cannot name a generic schema's output.
      send(request.body as z.output<Body>, siteOf(request), clientInfoOf(request)),
    );

  publicForm('/api/forgot-password', forgotPasswordRequestSchema, passwords.forgot);
  publicForm('/api/reset-password', resetPasswordRequestSchema, passwords.reset);
  publicForm('/api/register', registerRequestSchema, onboarding.register);

  app.post(
    '/api/register/confirm',
    { schema: { body: registerConfirmRequestSchema, response: { 200: sessionResponseSchema } } },
    (request) => onboarding.confirmRegistration(request.body.token, siteOf(request), clientInfoOf(request)),
  );

  // The signed-in calls, in a scope that authenticates before any body is validated (signedInRoutes,
  // platform/authenticate.ts).
  await app.register(
    signedInRoutes(async (signedIn) => {
      signedIn.post(
        '/api/adviser/invitations',
        {
          schema: { body: invitationRequestSchema, response: { 200: invitationResponseSchema } },
        },
        (request) => onboarding.invite(requireAuth(request), request.body, clientInfoOf(request)),
      );

      // Many clients at once from a CSV file, all or nothing (docs/clients-csv.md).
      signedIn.post(
        '/api/adviser/invitations/import',
        {
          schema: { body: clientsImportRequestSchema, response: { 200: clientsImportResponseSchema } },
        },
        (request) => onboarding.importClients(requireAuth(request), request.body.csv, clientInfoOf(request)),
      );
    }),
    { authenticate },
  );

  app.get(
    '/api/invitations/:hash',
    { schema: { params: hashParams, response: { 200: invitationDetailsSchema } } },
    (request) => onboarding.invitation(request.params.hash, siteOf(request)),
  );

  app.post(
    '/api/invitations/:hash/accept',
    {
      schema: {
        params: hashParams,
        body: acceptInvitationRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    (request) => onboarding.accept(request.params.hash, request.body, siteOf(request), clientInfoOf(request)),
  );
};
