import { messageResponseSchema } from '@atrium/domain/contract/fields';
import { mfaSendResponseSchema } from '@atrium/domain/contract/mfa';
import {
  type CodeRequest,
  recoveryCodesResponseSchema,
  type SmsEnrolSendRequest,
  totpSetupResponseSchema,
  trustedDevicesResponseSchema,
} from '@atrium/domain/contract/mfa-settings';
import {
  type ChangePasswordRequest,
  type EmailChangeRequest,
  emailChangeResponseSchema,
  logoutOthersResponseSchema,
  type ProfileResponse,
  profileResponseSchema,
  type UpdateProfileRequest,
  updateProfileResponseSchema,
} from '@atrium/domain/contract/profile';
import type { QueryClient } from '@tanstack/react-query';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// Query keys are rooted at ['profile'].
export const profileKeys = {
  profile: ['profile'] as const,
  trustedDevices: ['profile', 'trusted-devices'] as const,
};

export const profileQueryOptions = () => getQuery(profileKeys.profile, '/api/profile', profileResponseSchema);

export const trustedDevicesQueryOptions = () =>
  getQuery(profileKeys.trustedDevices, '/api/profile/trusted-devices', trustedDevicesResponseSchema);

export function setProfile(queryClient: QueryClient, profile: ProfileResponse): void {
  queryClient.setQueryData(profileKeys.profile, profile);
}

export const updateProfile = (body: UpdateProfileRequest) =>
  http.put('/api/profile', { body, schema: updateProfileResponseSchema });

export const requestEmailChange = (body: EmailChangeRequest) =>
  http.post('/api/profile/email', { body, schema: emailChangeResponseSchema });

export const cancelEmailChange = () => http.delete('/api/profile/email', { schema: messageResponseSchema });

export const confirmEmailChange = (token: string) =>
  http.post('/api/profile/email/confirm', { body: { token }, schema: updateProfileResponseSchema });

export const changePassword = (body: ChangePasswordRequest) =>
  http.put('/api/profile/password', { body, schema: messageResponseSchema });

export const logoutOtherSessions = () =>
  http.post('/api/profile/sessions/logout-others', { schema: logoutOthersResponseSchema });

export const sendSmsEnrolCode = (body: SmsEnrolSendRequest) =>
  http.post('/api/profile/mfa/sms', { body, schema: mfaSendResponseSchema });

// Like the app's confirmation, a verified number comes with the recovery codes, shown once.
export const verifySmsEnrolCode = (body: CodeRequest) =>
  http.post('/api/profile/mfa/sms/verify', { body, schema: recoveryCodesResponseSchema });

export const startTotp = (password: string) =>
  http.post('/api/profile/mfa/totp', { body: { password }, schema: totpSetupResponseSchema });

export const confirmTotp = (body: CodeRequest) =>
  http.post('/api/profile/mfa/totp/confirm', { body, schema: recoveryCodesResponseSchema });

export const regenerateRecoveryCodes = (password: string) =>
  http.post('/api/profile/mfa/recovery-codes', { body: { password }, schema: recoveryCodesResponseSchema });

export const disableMfa = (password: string) =>
  http.post('/api/profile/mfa/disable', { body: { password }, schema: messageResponseSchema });

export const revokeTrustedDevice = (id: number) =>
  http.delete(`/api/profile/trusted-devices/${id}`, { schema: messageResponseSchema });
