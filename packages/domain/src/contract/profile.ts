import { z } from 'zod';
import { passwordMessages } from './account.ts';
import { signInEmail } from './fields.ts';
import { mfaSettingsResponseSchema, telephoneSchema } from './mfa-settings.ts';

// The /profile page: name, contact telephone, email (re-verified by mail), password, and the
// multi-factor settings of ./mfa-settings.ts. Every call needs a verified session and acts on the caller only.

// The web page a verification link opens: /profile/email/confirm/{token}. It posts the token to
// POST api/profile/email/confirm; the link is built from APP_URL, never from the request's Host.
export const emailChangeConfirmPath = '/profile/email/confirm';
export const emailChangeRules = { linkLifetimeMinutes: 60 } as const;

export const profileMessages = {
  updated: 'Your details have been saved.',
  nameRequired: 'Enter your name.',
  nothingToChange: 'Send a name or a telephone number to change.',
  emailLinkSent: (email: string) =>
    `We have sent a link to ${email}. Your email address changes when you follow it; the link expires in ${emailChangeRules.linkLifetimeMinutes} minutes.`,
  emailSame: 'That is already your email address.',
  emailChanged: 'Your email address has been changed.',
  emailLinkInvalid: 'This link is invalid or has expired. Ask for a new one from your profile.',
  emailTaken: 'This email address cannot be used. Choose another one.',
  emailChangeCancelled: 'The email change has been cancelled.',
  passwordChanged:
    'Your password has been changed. Every other session and trusted device has been signed out.',
  currentPasswordRequired: 'Enter your current password.',
  sessionsEnded: 'You have been signed out everywhere else.',
} as const;

export const mfaSettingsMessages = {
  smsEnabled: (hint: string) =>
    `Multi-factor authentication is on: when you log in we will text a code to ${hint}.`,
  totpEnabled:
    'Multi-factor authentication is on with your authenticator app. Keep these recovery codes somewhere safe: each works once.',
  totpAlreadySet:
    'An authenticator app is already set up. Turn multi-factor authentication off first to set up another one.',
  totpNotStarted: 'Set up the authenticator app first.',
  recoveryCodesRegenerated: 'Here are your new recovery codes. The old ones no longer work.',
  notEnabled: 'Multi-factor authentication is not on.',
  disabled: 'Multi-factor authentication is off. Every trusted device has been forgotten.',
  deviceRevoked: 'The device has been removed. It will need a code at the next login.',
} as const;

const currentPassword = z.string().min(1, profileMessages.currentPasswordRequired).max(1024);

const email = signInEmail('Enter your email address.');

// A contact number, separate from the multi-factor one (which only changes by verifying a code sent to it).
// Null or an empty string clears it.
export const contactTelephoneSchema = z
  .union([z.null(), z.literal(''), telephoneSchema])
  .transform((value) => (value === '' ? null : value));

export const pendingEmailChangeSchema = z.object({
  email: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

// The household's open fact-find gives this person's name or mobile otherwise than their account, because the other
// partner changed them there (a person's account changes only from their own side: factfind/contact.ts): each detail
// only where it differs, and who changed it. The person takes them with PUT api/profile, or keeps their account's
// by sending those, which the fact-find then takes back.
export const contactToConfirmSchema = z.object({
  name: z.string().optional(),
  telephone: z.string().nullable().optional(),
  changed_by: z.string(),
});
export type ContactToConfirm = z.infer<typeof contactToConfirmSchema>;

// GET api/profile
export const profileResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  pending_email: pendingEmailChangeSchema.nullable(),
  contact_to_confirm: contactToConfirmSchema.nullable(),
  mfa: mfaSettingsResponseSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

// PUT or PATCH api/profile: either field may be left out, not both.
export const updateProfileRequestSchema = z
  .object({
    name: z.string().trim().min(1, profileMessages.nameRequired).max(200).optional(),
    telephone: contactTelephoneSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.telephone !== undefined, {
    message: profileMessages.nothingToChange,
    path: ['name'],
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({ message: z.string(), profile: profileResponseSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

// POST api/profile/email: the same answer whether or not the address belongs to another account.
export const emailChangeRequestSchema = z.object({ email, password: currentPassword });
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

export const emailChangeResponseSchema = z.object({
  message: z.string(),
  pending_email: pendingEmailChangeSchema,
});
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

// POST api/profile/email/confirm (from the page at emailChangeConfirmPath/{token})
export const emailChangeConfirmRequestSchema = z.object({ token: z.string().min(1).max(256) });
export type EmailChangeConfirmRequest = z.input<typeof emailChangeConfirmRequestSchema>;

// PUT api/profile/password
export const changePasswordRequestSchema = z
  .object({
    current_password: currentPassword,
    password: z.string().min(1, passwordMessages.required).max(1024),
    password_confirmation: z.string().max(1024),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: passwordMessages.confirmation,
    path: ['password_confirmation'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

// POST api/profile/sessions/logout-others
export const logoutOthersResponseSchema = z.object({
  message: z.string(),
  revoked_sessions: z.number().int().min(0),
});
export type LogoutOthersResponse = z.infer<typeof logoutOthersResponseSchema>;

export const trustedDeviceParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

// The routes, for reference (request → response; shapes from ./mfa-settings.ts where not defined here):
// GET    api/profile                              → ProfileResponse
// PUT    api/profile (or PATCH)                   UpdateProfileRequest → UpdateProfileResponse
// POST   api/profile/email                        EmailChangeRequest → EmailChangeResponse
// DELETE api/profile/email                        → MessageResponse (cancels a pending change)
// POST   api/profile/email/confirm                EmailChangeConfirmRequest → UpdateProfileResponse
// PUT    api/profile/password                     ChangePasswordRequest → MessageResponse
// POST   api/profile/sessions/logout-others       → LogoutOthersResponse
// GET    api/profile/mfa                          → MfaSettingsResponse
// POST   api/profile/mfa/sms                      SmsEnrolSendRequest → MfaSendResponse (./mfa.ts)
// POST   api/profile/mfa/sms/verify               CodeRequest → MessageResponse
// POST   api/profile/mfa/totp                     PasswordConfirmRequest → TotpSetupResponse
// POST   api/profile/mfa/totp/confirm             CodeRequest → RecoveryCodesResponse
// POST   api/profile/mfa/recovery-codes           PasswordConfirmRequest → RecoveryCodesResponse
// POST   api/profile/mfa/disable                  PasswordConfirmRequest → MessageResponse
// GET    api/profile/trusted-devices              → TrustedDevicesResponse (the calling browser's `current`)
// DELETE api/profile/trusted-devices/{id}         → MessageResponse (404 unless it is the caller's)

// Alert mails (apps/server/src/features/alerts): which kinds a person is mailed about, all on by default.
// Security mails (password reset, MFA, email change, invitations) are not among them: they are always sent.
export const alertKinds = ['messages', 'fact_find', 'documents', 'notifications', 'reviews'] as const;
export const alertKindSchema = z.enum(alertKinds);
export type AlertKind = z.infer<typeof alertKindSchema>;

export const alertKindLabels: Record<AlertKind, string> = {
  messages: 'New messages',
  fact_find: 'Fact-find updates',
  documents: 'Shared documents',
  notifications: 'Notifications from your firm',
  reviews: 'Your annual review',
};

// GET and PUT api/profile/notification-preferences: every kind, each true (mail me) or false; nothing else.
export const notificationPreferencesSchema = z.strictObject({
  messages: z.boolean({ error: 'Choose on or off.' }),
  fact_find: z.boolean({ error: 'Choose on or off.' }),
  documents: z.boolean({ error: 'Choose on or off.' }),
  notifications: z.boolean({ error: 'Choose on or off.' }),
  reviews: z.boolean({ error: 'Choose on or off.' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

// PUT api/profile/notification-preferences: the review mails' kind (added later) may be left out by a caller unaware
// of it, which keeps what was saved.
export const updateNotificationPreferencesSchema = notificationPreferencesSchema.extend({
  reviews: z.boolean({ error: 'Choose on or off.' }).optional(),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

export const notificationPreferencesResponseSchema = z.object({
  message: z.string().optional(),
  preferences: notificationPreferencesSchema,
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

// The page a mail's unsubscribe link opens (/unsubscribe/{token}); it posts to POST api/unsubscribe/{token}.
// A GET never turns anything off (mail scanners open links); a mail client's RFC 8058 one-click POST goes to
// POST /unsubscribe/{token}, the page's own address.
export const unsubscribePath = '/unsubscribe';
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const unsubscribeResponseSchema = z.object({
  kind: alertKindSchema,
  label: z.string(),
  is_subscribed: z.boolean(),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

export const alertMessages = {
  preferencesSaved: 'Your email settings have been saved.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. You can change which emails you get on your profile.',
  unsubscribed: (label: string) =>
    `You will no longer get emails about ${label.toLowerCase()}. You can turn them back on from your profile.`,
  subscribed: (label: string) => `You get emails about ${label.toLowerCase()}.`,
} as const;
