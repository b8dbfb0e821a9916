import { z } from 'zod';
import { loginResponseSchema } from './auth.ts';
import {
  checkPartner,
  clientEmailSchema,
  clientNameSchema,
  onboardingMessages,
  partnerFields,
} from './client-onboarding.ts';
import { signInEmail } from './fields.ts';

// Password rules (NIST SP 800-63B): length only, counted in code points; the server also refuses
// common passwords and ones built on the email or the firm's name.
export const passwordRules = { minLength: 12, maxLength: 128 } as const;

export const passwordMessages = {
  tooShort: `The password must be at least ${passwordRules.minLength} characters.`,
  tooLong: `The password must not be more than ${passwordRules.maxLength} characters.`,
  common: 'This password is too common. Choose one that is harder to guess.',
  containsEmail: 'The password must not contain your email address.',
  containsFirm: "The password must not contain the firm's name.",
  confirmation: 'The password confirmation does not match.',
  required: 'Enter a password.',
} as const;

export const accountMessages = {
  resetLinkSent:
    'If an account exists for that email address, we have sent a link to reset the password. It is valid for 60 minutes.',
  resetDone: 'Your password has been reset. You can now log in.',
  resetInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
  registrationSent: 'Check your email: we have sent you a link to finish creating your account.',
  registrationClosed: 'Registration is not open.',
  registrationInvalid: 'This link is invalid or has expired. Register again.',
  invitationInvalid: 'This invitation is invalid, has expired or has already been used.',
  invitationSent: 'Invitation sent.',
} as const;

const email = signInEmail('Enter your email address.');

// Length is checked in code points by the server's policy; here only a sane upper bound for the body.
const password = z.string().min(1, passwordMessages.required).max(1024);

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, password, password_confirmation: z.string().max(1024) }).refine(
    (body) => {
      const { password: chosen, password_confirmation: confirmation } = body as {
        password: string;
        password_confirmation: string;
      };
      return chosen === confirmation;
    },
    {
      message: passwordMessages.confirmation,
      path: ['password_confirmation'],
    },
  );

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = withConfirmation({ token: z.string().min(1).max(256), email });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const registerRequestSchema = withConfirmation({
  name: z.string().trim().min(1, 'Enter your name.').max(200),
  email,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerConfirmRequestSchema = z.object({ token: z.string().min(1).max(256) });

// Adds a client and mails their invitation, or (with `client`) sends a client already added a new one. A new
// client may bring a joint partner; an admin may choose the adviser (contract/client-onboarding.ts).
export const invitationRequestSchema = z
  .object({
    email: clientEmailSchema,
    name: clientNameSchema,
    // An id column is a PostgreSQL integer: a larger number is not a client (and must not reach the query).
    client: z.number().int().positive().max(2_147_483_647, 'Not a client id.').optional(),
    ...partnerFields,
    adviser_id: z
      .number({ error: onboardingMessages.adviserUnknown })
      .int()
      .positive()
      .max(2_147_483_647, onboardingMessages.adviserUnknown)
      .nullable()
      .optional(),
  })
  .superRefine(checkPartner);
// As the server reads it (partner fields left empty are undefined); the browser sends its input form.
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;
export type InvitationRequestBody = z.input<typeof invitationRequestSchema>;

export const invitationResponseSchema = z.object({
  message: z.string(),
  client: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});

export const invitationDetailsSchema = z.object({
  email: z.string(),
  name: z.string(),
  firm: z.object({ name: z.string() }),
  invited_by: z.string().nullable(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export const acceptInvitationRequestSchema = withConfirmation({});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

// Accepting an invitation or confirming a registration signs the person in, as login does.
export const sessionResponseSchema = loginResponseSchema;
