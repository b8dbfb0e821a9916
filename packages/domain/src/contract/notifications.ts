import { z } from 'zod';
import { dataOf, isoDateTime, listOf, timestamps } from './fields.ts';

// Stored and served like Laravel's database notifications (id, type, data, read_at, created_at, updated_at).
export const notificationDataSchema = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  data: notificationDataSchema,
  read_at: isoDateTime.nullable(),
  ...timestamps,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = listOf(notificationSchema);
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationResponseSchema = dataOf(notificationSchema);
export const markAllNotificationsReadResponseSchema = z.object({ marked: z.number().int().min(0) });
export type MarkAllNotificationsReadResponse = z.infer<typeof markAllNotificationsReadResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a notification id.' }) });

// The kinds of notification the product sends; `type` stays a plain string on the wire, as in Laravel.
export const notificationTypes = {
  adviserMessage: 'adviser-message',
  adviserNotice: 'adviser-notice',
  factFindReviewed: 'fact-find-reviewed',
  factFindReturned: 'fact-find-returned',
  documentShared: 'document-shared',
  riskLevelChanged: 'risk-level-changed',
  // A month before a risk profile's review date (features/risk, the review reminder job).
  riskReviewDue: 'risk-review-due',
  // An adviser shared a saved forecast scenario to the client's portal (features/forecast).
  forecastScenarioShared: 'forecast-scenario-shared',
  // The adviser withdrew a shared scenario (stopped sharing it, or deleted it): the bell only, no mail.
  forecastScenarioWithdrawn: 'forecast-scenario-withdrawn',
  // The household's other partner has declared and the fact-find waits for this person's declaration
  // (features/factfind/declarations-service.ts), with its mail.
  factFindDeclarationRequested: 'fact-find-declaration-requested',
  // The other partner changed this person's name or mobile in the fact-find; their profile asks them to take or keep
  // them (features/factfind/save-service.ts): the bell only, no mail.
  contactDetailsChanged: 'contact-details-changed',
  // The household's periodic review (features/reviews): the check-in opened, and a reminder while it is not done;
  // each with a mail of the "reviews" kind.
  reviewInvited: 'review-invited',
  reviewReminder: 'review-reminder',
  // Signing (features/signatures): a document to sign (with its mail), its reminders on the firm's cadence (with
  // their mail), everyone signed (with its mail), and a request withdrawn (the bell only).
  signatureRequested: 'signature-requested',
  signatureReminder: 'signature-reminder',
  signatureCompleted: 'signature-completed',
  signatureWithdrawn: 'signature-withdrawn',
  // For the firm: a signer declined, with their reason.
  signatureDeclined: 'signature-declined',
  // Document requests (features/document-requests): documents asked of this person (with a mail), the reminders
  // before and after the due date (with their mail), an upload rejected or accepted (with a mail) and a request
  // withdrawn (the bell only).
  documentRequested: 'document-requested',
  documentRequestDueSoon: 'document-request-due-soon',
  documentRequestOverdue: 'document-request-overdue',
  documentRequestRejected: 'document-request-rejected',
  documentRequestAccepted: 'document-request-accepted',
  documentRequestWithdrawn: 'document-request-withdrawn',
  // For the firm: a client uploaded against a request (with a mail).
  documentRequestUploaded: 'document-request-uploaded',
  // For the firm: the adviser's bell.
  clientMessage: 'client-message',
  factFindSubmitted: 'fact-find-submitted',
  documentUploaded: 'document-uploaded',
  riskCompleted: 'risk-completed',
  // Both partners (or the single client) confirmed their review check-in, or the client declined the review.
  reviewCheckInDone: 'review-check-in-done',
  reviewDeclined: 'review-declined',
  // A person of the household recorded, changed or withdrew their support needs (features/support-needs): the bell
  // only, no mail, and never what they told (special category data, docs/support-needs.md).
  supportNeedsChanged: 'support-needs-changed',
} as const;

// Links point inside the portal only ('/documents', not '//evil.example' or 'https://…'): a notification
// from the firm must never send a client off-site.
const internalLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'The link must be a page of the portal, starting with /.');

export const createNotificationRequestSchema = z.object({
  title: z.string().trim().min(1, 'The title field is required.').max(120),
  body: z.string().trim().min(1, 'The body field is required.').max(1000),
  link: internalLink.nullish(),
});
export type CreateNotificationRequest = z.infer<typeof createNotificationRequestSchema>;
