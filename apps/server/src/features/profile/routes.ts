import { mfaSendResponseSchema, trustDeviceCookieName } from '@atrium/domain/contract/mfa';
import {
  codeRequestSchema,
  messageResponseSchema,
  mfaSettingsResponseSchema,
  passwordConfirmRequestSchema,
  recoveryCodesResponseSchema,
  smsEnrolSendRequestSchema,
  totpSetupResponseSchema,
  trustedDevicesResponseSchema,
} from '@atrium/domain/contract/mfa-settings';
import {
  changePasswordRequestSchema,
  emailChangeConfirmRequestSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  logoutOthersResponseSchema,
  profileResponseSchema,
  trustedDeviceParamsSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@atrium/domain/contract/profile';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { MfaSettingsService } from './mfa-service.ts';
import type { ProfileService } from './service.ts';

type Options = {
  profile: ProfileService;
  mfa: MfaSettingsService;
  authenticate: preHandlerAsyncHookHandler;
};

// The /profile page's calls. Every one needs a verified session (the default of `authenticate`: a token
// still waiting for its second factor gets 403) and acts on the caller only.
export const profileRoutes: FastifyPluginAsyncZod<Options> = async (app, { profile, mfa, authenticate }) => {
  const auth = { preHandler: authenticate };

  app.get('/api/profile', { ...auth, schema: { response: { 200: profileResponseSchema } } }, (request) =>
    profile.profile(requireAuth(request)),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/profile',
      ...auth,
      schema: { body: updateProfileRequestSchema, response: { 200: updateProfileResponseSchema } },
      handler: (request) => profile.update(requireAuth(request), request.body, clientInfoOf(request)),
    });
  }

  app.post(
    '/api/profile/email',
    { ...auth, schema: { body: emailChangeRequestSchema, response: { 200: emailChangeResponseSchema } } },
    (request) => profile.requestEmailChange(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.delete(
    '/api/profile/email',
    { ...auth, schema: { response: { 200: messageResponseSchema } } },
    (request) => profile.cancelEmailChange(requireAuth(request), clientInfoOf(request)),
  );

  app.post(
    '/api/profile/email/confirm',
    {
      ...auth,
      schema: { body: emailChangeConfirmRequestSchema, response: { 200: updateProfileResponseSchema } },
    },
    (request) => profile.confirmEmailChange(requireAuth(request), request.body.token, clientInfoOf(request)),
  );

  app.put(
    '/api/profile/password',
    { ...auth, schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    (request) => profile.changePassword(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/sessions/logout-others',
    { ...auth, schema: { response: { 200: logoutOthersResponseSchema } } },
    (request) => profile.logoutOthers(requireAuth(request), clientInfoOf(request)),
  );

  app.get(
    '/api/profile/mfa',
    { ...auth, schema: { response: { 200: mfaSettingsResponseSchema } } },
    (request) => mfa.settings(requireAuth(request)),
  );

  app.post(
    '/api/profile/mfa/sms',
    { ...auth, schema: { body: smsEnrolSendRequestSchema, response: { 200: mfaSendResponseSchema } } },
    (request) => mfa.sendSmsEnrolCode(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/sms/verify',
    { ...auth, schema: { body: codeRequestSchema, response: { 200: messageResponseSchema } } },
    (request) => mfa.verifySmsEnrolCode(requireAuth(request), request.body.code, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/totp',
    { ...auth, schema: { body: passwordConfirmRequestSchema, response: { 200: totpSetupResponseSchema } } },
    (request) => mfa.startTotp(requireAuth(request), request.body.password, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/totp/confirm',
    { ...auth, schema: { body: codeRequestSchema, response: { 200: recoveryCodesResponseSchema } } },
    (request) => mfa.confirmTotp(requireAuth(request), request.body.code, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/recovery-codes',
    {
      ...auth,
      schema: { body: passwordConfirmRequestSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    (request) =>
      mfa.regenerateRecoveryCodes(requireAuth(request), request.body.password, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/disable',
    { ...auth, schema: { body: passwordConfirmRequestSchema, response: { 200: messageResponseSchema } } },
    (request) => mfa.disable(requireAuth(request), request.body.password, clientInfoOf(request)),
  );

  app.get(
    '/api/profile/trusted-devices',
    { ...auth, schema: { response: { 200: trustedDevicesResponseSchema } } },
    (request) => mfa.trustedDevices(requireAuth(request), request.cookies[trustDeviceCookieName] ?? null),
  );

  app.delete(
    '/api/profile/trusted-devices/:id',
    { ...auth, schema: { params: trustedDeviceParamsSchema, response: { 200: messageResponseSchema } } },
    (request) => mfa.revokeDevice(requireAuth(request), request.params.id, clientInfoOf(request)),
  );
};
