import { z } from 'zod';
import { userSchema } from './auth.ts';

// Multi-factor authentication, the trust-device cookie and its lifetime.
export const trustDeviceCookieName = 'portal_multi_factor_trust_device';
export const mfaRules = {
  codeLength: 6,
  codeLifetimeMinutes: 10,
  resendAfterSeconds: 30,
  sendsPerHour: 5,
  wrongCodesPerCode: 5,
  trustDeviceDays: 30,
  recoveryCodeCount: 10,
} as const;

export const mfaMessages = {
  required: 'Multi-factor authentication required.',
  wrongCode: 'That code is not right. Check it and try again.',
  codeVoid: 'That code can no longer be used. Send a new code.',
  noCode: 'Send a code first.',
  notPending: 'There is no sign-in waiting for a code.',
  tooManySends: 'Please wait :seconds seconds before asking for another code.',
  tooManyGuesses: 'Too many wrong codes. Please try again in :seconds seconds.',
  noTelephone: 'There is no telephone number for multi-factor authentication on this account.',
} as const;

export const mfaMethodSchema = z.enum(['sms', 'totp']);
export type MfaMethod = z.infer<typeof mfaMethodSchema>;

// GET api/multi-factor-auth: what the /multi-factor-auth page needs to ask for the second factor.
export const mfaStatusResponseSchema = z.object({
  method: mfaMethodSchema.nullable(),
  telephone_hint: z.string().nullable(),
  verified: z.boolean(),
  resend_available_in: z.number().int().min(0),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

export const mfaSendResponseSchema = z.object({
  message: z.string(),
  resend_available_in: z.number().int().min(0),
});
export type MfaSendResponse = z.infer<typeof mfaSendResponseSchema>;

// A six-digit code (SMS or authenticator app) or a recovery code; spaces and dashes are ignored.
export const mfaCodeSchema = z
  .string()
  .max(64)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, 'Enter the code.').max(32, 'That code is not right. Check it and try again.'));

export const mfaVerifyRequestSchema = z.object({
  code: mfaCodeSchema,
  trust_device: z.boolean().optional(),
});
export type MfaVerifyRequest = z.input<typeof mfaVerifyRequestSchema>;

export const mfaVerifyResponseSchema = z.object({
  message: z.string(),
  user: userSchema,
  trust_device_enabled: z.boolean(),
});
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponseSchema>;
