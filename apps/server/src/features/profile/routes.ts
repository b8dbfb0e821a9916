import { messageResponseSchema } from '@atrium/domain/contract/fields';
import { mfaSendResponseSchema, trustDeviceCookieName } from '@atrium/domain/contract/mfa';
import {
  codeRequestSchema,
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
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { MfaSettingsService } from './mfa-service.ts';
import type { ProfileService } from './service.ts';

type Options = {
  profile: ProfileService;
  mfa: MfaSettingsService;
};

// The /profile page's calls. Every one needs a verified session (the default of `authenticate`: a token
// still waiting for its second factor gets 403) and acts on the caller only.
export const profileRoutes = signedInRoutes<Options>(async (app, { profile, mfa }) => {
  app.get('/api/profile', { schema: { response: { 200: profileResponseSchema } } }, (request) =>
    profile.profile(requireAuth(request)),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/profile',
      schema: { body: updateProfileRequestSchema, response: { 200: updateProfileResponseSchema } },
      handler: (request) => profile.update(requireAuth(request), request.body, clientInfoOf(request)),
    });
  }

  app.post(
    '/api/profile/email',
    { schema: { body: emailChangeRequestSchema, response: { 200: emailChangeResponseSchema } } },
    (request) => profile.requestEmailChange(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.delete('/api/profile/email', { schema: { response: { 200: messageResponseSchema } } }, (request) =>
    profile.cancelEmailChange(requireAuth(request), clientInfoOf(request)),
  );

  app.post(
    '/api/profile/email/confirm',
    {
      schema: { body: emailChangeConfirmRequestSchema, response: { 200: updateProfileResponseSchema } },
    },
    (request) => profile.confirmEmailChange(requireAuth(request), request.body.token, clientInfoOf(request)),
  );

  app.put(
    '/api/profile/password',
    { schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    (request) => profile.changePassword(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/sessions/logout-others',
    { schema: { response: { 200: logoutOthersResponseSchema } } },
    (request) => profile.logoutOthers(requireAuth(request), clientInfoOf(request)),
  );

  app.get('/api/profile/mfa', { schema: { response: { 200: mfaSettingsResponseSchema } } }, (request) =>
    mfa.settings(requireAuth(request)),
  );

  app.post(
    '/api/profile/mfa/sms',
    { schema: { body: smsEnrolSendRequestSchema, response: { 200: mfaSendResponseSchema } } },
    (request) => mfa.sendSmsEnrolCode(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/sms/verify',
    { schema: { body: codeRequestSchema, response: { 200: recoveryCodesResponseSchema } } },
    (request) => mfa.verifySmsEnrolCode(requireAuth(request), request.body.code, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/totp',
    { schema: { body: passwordConfirmRequestSchema, response: { 200: totpSetupResponseSchema } } },
    (request) => mfa.startTotp(requireAuth(request), request.body.password, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/totp/confirm',
    { schema: { body: codeRequestSchema, response: { 200: recoveryCodesResponseSchema } } },
    (request) => mfa.confirmTotp(requireAuth(request), request.body.code, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/recovery-codes',
    {
      schema: { body: passwordConfirmRequestSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    (request) =>
      mfa.regenerateRecoveryCodes(requireAuth(request), request.body.password, clientInfoOf(request)),
  );

  app.post(
    '/api/profile/mfa/disable',
    { schema: { body: passwordConfirmRequestSchema, response: { 200: messageResponseSchema } } },
    (request) => mfa.disable(requireAuth(request), request.body.password, clientInfoOf(request)),
  );

  app.get(
    '/api/profile/trusted-devices',
    { schema: { response: { 200: trustedDevicesResponseSchema } } },
    (request) => mfa.trustedDevices(requireAuth(request), request.cookies[trustDeviceCookieName] ?? null),
  );

  app.delete(
    '/api/profile/trusted-devices/:id',
    { schema: { params: trustedDeviceParamsSchema, response: { 200: messageResponseSchema } } },
    (request) => mfa.revokeDevice(requireAuth(request), request.params.id, clientInfoOf(request)),
  );
});
