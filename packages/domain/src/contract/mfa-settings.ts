import { z } from 'zod';
import { listOf } from './fields.ts';
import { mfaCodeSchema, mfaMethodSchema } from './mfa.ts';

// The profile page's multi-factor settings: SMS enrolment, an authenticator app, recovery codes and
// trusted devices. Every change that weakens or moves the second factor asks for the current password.

const currentPassword = z.string().min(1, 'Enter your current password.').max(1024);

export const telephoneMessage = 'Enter a mobile number such as +44 7700 900123.';

// E.164-ish: a leading + or 0, then digits; spaces, dashes and brackets are allowed and stripped. A text-message
// number is then made E.164 with the person's region (identity/telephone.ts toE164) before it is stored or used.
export const telephoneSchema = z
  .string()
  .trim()
  .max(32)
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^(\+|0)\d{7,15}$/, telephoneMessage));

export const mfaSettingsResponseSchema = z.object({
  enabled: z.boolean(),
  method: mfaMethodSchema.nullable(),
  telephone: z.string().nullable(),
  recovery_codes_remaining: z.number().int().min(0),
});
export type MfaSettingsResponse = z.infer<typeof mfaSettingsResponseSchema>;

export const smsEnrolSendRequestSchema = z.object({ telephone: telephoneSchema, password: currentPassword });
export type SmsEnrolSendRequest = z.input<typeof smsEnrolSendRequestSchema>;

export const codeRequestSchema = z.object({ code: mfaCodeSchema });
export type CodeRequest = z.input<typeof codeRequestSchema>;

export const passwordConfirmRequestSchema = z.object({ password: currentPassword });
export type PasswordConfirmRequest = z.input<typeof passwordConfirmRequestSchema>;

export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const recoveryCodesResponseSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const trustedDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  expires_at: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;

export const trustedDevicesResponseSchema = listOf(trustedDeviceSchema);
export type TrustedDevicesResponse = z.infer<typeof trustedDevicesResponseSchema>;
