import { z } from 'zod';
import {
  reviewFrequencyMonthsMax,
  reviewFrequencyMonthsMin,
  reviewLeadWeeksMax,
  reviewLeadWeeksMin,
  reviewReminderDaysMax,
  reviewReminderDaysMin,
} from '../review/schedule.ts';
import { riskReviewMonthsMax, riskReviewMonthsMin } from '../risk/review.ts';

// The bounds of the firm's signature reminder cadence (a check on firms in migration 0040 says the same).
export const signatureReminderDaysMin = 1;
export const signatureReminderDaysMax = 30;

import { boundedText, dataOf, filledText, hexColourSchema, wholeNumberIn } from './fields.ts';

// The firm's branding and portal settings, edited by an admin at /adviser/settings. Every route under
// /api/adviser/settings answers 401 without a login, 403 to a client (the firm's pages are not theirs) and 403 to
// an adviser (the firm's administration is the admins').

export const firmSettingsMessages = {
  adminOnly: "Only an admin can change the firm's settings.",
  nameRequired: 'The firm name field is required.',
  urlInvalid: 'Enter a web address starting with https://.',
  consentTextRequired: 'Enter the consent text clients agree to, or turn off the consent requirement.',
  declarationTextRequired:
    'Enter the declaration each partner makes, or turn off the declaration requirement.',
  fileRequired: 'Choose a logo to upload.',
  logoType: 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted).',
  logoTooLarge: 'The logo may not be larger than 1 MB.',
  logoDimensions: 'The logo must be between 16 and 4096 pixels wide and high.',
  logoUnreadable: 'The logo could not be read as an image.',
  riskReviewMonths: `Enter a whole number of months from ${riskReviewMonthsMin} to ${riskReviewMonthsMax}.`,
  reviewFrequencyMonths: `Enter a whole number of months from ${reviewFrequencyMonthsMin} to ${reviewFrequencyMonthsMax}: a review at least every year.`,
  reviewLeadWeeks: `Enter a whole number of weeks from ${reviewLeadWeeksMin} to ${reviewLeadWeeksMax}.`,
  reviewReminderDays: `Enter a whole number of days from ${reviewReminderDaysMin} to ${reviewReminderDaysMax}.`,
  signatureReminderDays: `Enter a whole number of days from ${signatureReminderDaysMin} to ${signatureReminderDaysMax}.`,
} as const;

// A PNG, JPEG or WebP up to 1 MB; its type is read from its bytes, never from its name.
export const logoMaxBytes = 1024 * 1024;
export const logoMinPixels = 16;
export const logoMaxPixels = 4096;
export const logoMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoMimeType = (typeof logoMimeTypes)[number];

export const firmSettingsSchema = z.object({
  name: z.string(),
  colours: z.object({ primary: hexColourSchema }),
  logoUrl: z.string(),
  hasCustomLogo: z.boolean(),
  onboardingEnabled: z.boolean(),
  securePortalUrl: z.string().nullable(),
  accessIpipeline: z.boolean(),
  // Whether a client must consent before starting a fact-find, and the words they consent to.
  consentRequired: z.boolean(),
  consentText: z.string(),
  // Whether each partner who signs in must declare what they gave about themselves before submitting,
  // and the words they declare (features/factfind/declarations-service.ts).
  declarationRequired: z.boolean(),
  declarationText: z.string(),
  // How many months after completion a risk profile is due for review; a change applies to later results.
  riskReviewMonths: z.number().int(),
  // The periodic review (docs/reviews.md): how often, how many weeks before the date the check-in opens, and how
  // many days apart reminders go while it is not done.
  reviewFrequencyMonths: z.number().int(),
  reviewLeadWeeks: z.number().int(),
  reviewReminderDays: z.number().int(),
  // How many days apart a signer is reminded of a document waiting for their signature (features/signatures).
  signatureReminderDays: z.number().int(),
});
export type FirmSettings = z.infer<typeof firmSettingsSchema>;

export const firmSettingsResponseSchema = dataOf(firmSettingsSchema);
export type FirmSettingsResponse = z.infer<typeof firmSettingsResponseSchema>;

const securePortalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: firmSettingsMessages.urlInvalid })
    .trim()
    .max(2000, 'The web address may not be longer than 2000 characters.')
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: firmSettingsMessages.urlInvalid }))
    // A user name or password in a link is a classic disguise (https://bank.example@evil.example).
    .refine((value) => !/^https:\/\/[^/?#]*@/i.test(value), firmSettingsMessages.urlInvalid)
    .nullable(),
);

export const updateFirmSettingsRequestSchema = z
  .object({
    name: filledText(120, {
      required: firmSettingsMessages.nameRequired,
      tooLong: 'The firm name may not be longer than 120 characters.',
    }),
    primaryColour: z
      .string({ error: 'Use a six-digit hex colour such as #009ca6.' })
      .trim()
      .pipe(hexColourSchema)
      .transform((value) => value.toLowerCase()),
    onboardingEnabled: z.boolean({ error: 'Choose whether clients may register themselves.' }),
    securePortalUrl,
    accessIpipeline: z.boolean({ error: 'Choose whether clients see i-pipeline.' }),
    consentRequired: z.boolean({ error: 'Choose whether consent is required.' }),
    consentText: boundedText('consent text', 5000),
    // Optional (with the text) so that a caller unaware of them keeps the firm's values.
    declarationRequired: z.boolean({ error: 'Choose whether a declaration is required.' }).optional(),
    declarationText: boundedText('declaration text', 5000).optional(),
    // Optional so that a caller unaware of it keeps the firm's value.
    riskReviewMonths: wholeNumberIn(
      riskReviewMonthsMin,
      riskReviewMonthsMax,
      firmSettingsMessages.riskReviewMonths,
    ).optional(),
    // Optional, like riskReviewMonths.
    reviewFrequencyMonths: wholeNumberIn(
      reviewFrequencyMonthsMin,
      reviewFrequencyMonthsMax,
      firmSettingsMessages.reviewFrequencyMonths,
    ).optional(),
    reviewLeadWeeks: wholeNumberIn(
      reviewLeadWeeksMin,
      reviewLeadWeeksMax,
      firmSettingsMessages.reviewLeadWeeks,
    ).optional(),
    reviewReminderDays: wholeNumberIn(
      reviewReminderDaysMin,
      reviewReminderDaysMax,
      firmSettingsMessages.reviewReminderDays,
    ).optional(),
    // Optional so that a caller unaware of it keeps the firm's value.
    signatureReminderDays: wholeNumberIn(
      signatureReminderDaysMin,
      signatureReminderDaysMax,
      firmSettingsMessages.signatureReminderDays,
    ).optional(),
  })
  .superRefine((value, context) => {
    if (value.consentRequired && value.consentText === '')
      context.addIssue({
        code: 'custom',
        path: ['consentText'],
        message: firmSettingsMessages.consentTextRequired,
      });
    if (value.declarationRequired && !value.declarationText)
      context.addIssue({
        code: 'custom',
        path: ['declarationText'],
        message: firmSettingsMessages.declarationTextRequired,
      });
  });
export type UpdateFirmSettingsRequest = z.input<typeof updateFirmSettingsRequestSchema>;
export type UpdateFirmSettings = z.output<typeof updateFirmSettingsRequestSchema>;
