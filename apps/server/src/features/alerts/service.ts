import { adviserPaths } from '@atrium/domain/contract/adviser';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  alertKindLabels,
  alertMessages,
  type NotificationPreferencesResponse,
  type UnsubscribeResponse,
  type UpdateNotificationPreferences,
  unsubscribePath,
} from '@atrium/domain/contract/profile';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, tooManyAttempts } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { type AlertEvent, alertMail, kindOf } from './mails.ts';
import type { AlertsRepo } from './repo.ts';
import type { UnsubscribeTokens } from './tokens.ts';

type Deps = {
  repo: AlertsRepo;
  tokens: UnsubscribeTokens;
  outbox: Pick<Outbox, 'sendMail'>;
  clock: Clock;
  rateLimiter: RateLimiter;
  appUrl: string;
  // ALERT_MAIL_DELAY_SECONDS: how long a new message may stay unread before its recipient is mailed.
  delaySeconds: number;
  // Who on the firm's side hears about a client's news: their adviser, or the admins (features/access).
  firmRecipientsOf: (client: { firmId: number; adviserId: number | null }) => Promise<number[]>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
};

// How long a claimed alert stays with one run before another may take it (a run that died mid-send).
const leaseMs = 5 * 60_000;

// The notifications that also make a mail, and what the mail says. Messages are not here: their mail waits for
// the delay (afterMessage); calendar changes mail on their own (calendar/mails.ts).
function eventOfNotification(notification: {
  type: string;
  body: string;
  link: string | null;
}): AlertEvent | null {
  const link = notification.link ?? '/';
  switch (notification.type) {
    case notificationTypes.factFindReturned:
      return { type: 'fact-find-returned', hasNote: notification.body.trim() !== '' };
    case notificationTypes.factFindReviewed:
      return { type: 'fact-find-reviewed' };
    case notificationTypes.documentShared:
      return { type: 'document-shared' };
    case notificationTypes.adviserNotice:
      return { type: 'adviser-notice', link };
    case notificationTypes.factFindSubmitted:
      return { type: 'fact-find-submitted', link };
    case notificationTypes.documentUploaded:
      return { type: 'document-uploaded', link };
    case notificationTypes.riskReviewDue:
      return { type: 'risk-review-due' };
    // features/forecast/scenarios-service.ts announceShared: once per person, when a scenario becomes shared.
    case notificationTypes.forecastScenarioShared:
      return { type: 'forecast-scenario-shared' };
    case notificationTypes.factFindDeclarationRequested:
      return { type: 'declaration-requested' };
    case notificationTypes.reviewInvited:
      return { type: 'review-invited' };
    case notificationTypes.reviewReminder:
      return { type: 'review-reminder' };
    case notificationTypes.signatureRequested:
      return { type: 'signature-requested', link, isReminder: false };
    case notificationTypes.signatureReminder:
      return { type: 'signature-requested', link, isReminder: true };
    case notificationTypes.signatureCompleted:
      return { type: 'signature-completed', link };
    case notificationTypes.signatureDeclined:
      return { type: 'signature-declined', link };
    // features/document-requests.
    case notificationTypes.documentRequested:
      return { type: 'document-requested' };
    case notificationTypes.documentRequestDueSoon:
      return { type: 'document-request-reminder', isOverdue: false };
    case notificationTypes.documentRequestOverdue:
      return { type: 'document-request-reminder', isOverdue: true };
    case notificationTypes.documentRequestAccepted:
      return { type: 'document-request-reviewed', isAccepted: true };
    case notificationTypes.documentRequestRejected:
      return { type: 'document-request-reviewed', isAccepted: false };
    case notificationTypes.documentRequestUploaded:
      return { type: 'document-request-uploaded', link };
    default:
      return null;
  }
}

export function createAlertsService(deps: Deps) {
  const { repo, tokens, outbox, clock, appUrl, delaySeconds, logger } = deps;
  const base = appUrl.replace(/\/+$/, '');

  // Queues the mail unless the person turned this kind off or the account is disabled. Answers whether it did.
  async function send(userId: number, event: AlertEvent): Promise<boolean> {
    const kind = kindOf[event.type];
    const recipient = await repo.findRecipient(userId);
    if (!recipient || recipient.disabledAt) return false;
    if (!(await repo.findPreferences(userId))[kind]) return false;
    const token = tokens.tokenFor({ userId, kind });
    const mail = alertMail(
      event,
      { firmName: recipient.firmName, primaryColour: recipient.primaryColour },
      { appUrl: base, unsubscribeUrl: `${base}${unsubscribePath}/${token}` },
    );
    // firmId: the outbox moves every link (headers included) to the firm's own domain.
    await outbox.sendMail({ firmId: recipient.firmId, to: recipient.email, ...mail });
    return true;
  }

  // An alert is a courtesy: failing to queue it never fails what caused it.
  async function quietly(work: () => Promise<unknown>, what: string): Promise<void> {
    try {
      await work();
    } catch (error) {
      logger.warn({ err: error }, what);
    }
  }

  async function sendMessageAlert(alert: { id: number; userId: number; conversationId: number }) {
    const now = clock.now();
    const unread = await repo.findUnreadFor(alert.conversationId, alert.userId);
    if (!unread?.oldestUnreadAt) return repo.deleteMessageAlert(alert.id);
    // Unread for less than the delay (an earlier message was read, a later one was not): wait for it.
    const dueAt = new Date(unread.oldestUnreadAt.getTime() + delaySeconds * 1000);
    if (dueAt > now) return repo.rescheduleMessageAlert(alert.id, dueAt);
    await send(
      alert.userId,
      unread.isClient
        ? { type: 'adviser-message' }
        : {
            type: 'client-message',
            // The partner who wrote (or both), not the household's client by default.
            writerNames: unread.writerNames.length > 0 ? unread.writerNames : [unread.clientName],
            link: adviserPaths.messages(unread.clientId),
          },
    );
    await repo.deleteMessageAlert(alert.id);
  }

  // Every due message alert, in batches; answers how many were looked at. Safe on every instance at once.
  async function sendDueMessageAlerts(limit = 50): Promise<number> {
    const now = clock.now();
    const claimed = await repo.claimDueMessageAlerts(now, new Date(now.getTime() + leaseMs), limit);
    for (const alert of claimed) {
      await quietly(() => sendMessageAlert(alert), 'A message alert mail failed');
    }
    return claimed.length;
  }

  function unsubscribeTarget(token: string) {
    const target = tokens.verify(token);
    if (!target) throw new AppError('not_found', alertMessages.unsubscribeInvalid);
    return target;
  }

  return {
    sendDueMessageAlerts,

    // After a message: each person on the other side is mailed if it is still unread after the delay, at most
    // once per conversation in that time (one pending alert per person and conversation).
    async afterMessage(event: {
      client: { clientId: number; firmId: number; adviserId: number | null };
      conversationId: number;
      side: 'client' | 'adviser';
      // Each partner who signs in to the household: an adviser's message alerts each by their own preferences.
      householdUserIds: number[];
    }): Promise<void> {
      await quietly(async () => {
        const { client, conversationId, side } = event;
        const recipients = side === 'adviser' ? event.householdUserIds : await deps.firmRecipientsOf(client);
        const now = clock.now();
        const dueAt = new Date(now.getTime() + delaySeconds * 1000);
        await repo.scheduleMessageAlerts(recipients, conversationId, dueAt, now);
        // 0 seconds means at once: no waiting for the job's next run.
        if (delaySeconds === 0) await sendDueMessageAlerts();
      }, 'Scheduling a message alert failed');
    },

    // After a notification is stored: the kinds that deserve a mail get one.
    async afterNotification(
      userId: number,
      notification: { type: string; body: string; link: string | null },
    ): Promise<void> {
      const event = eventOfNotification(notification);
      if (event) await quietly(() => send(userId, event), 'An alert mail failed');
    },

    async preferences(auth: AuthContext): Promise<NotificationPreferencesResponse> {
      return { preferences: await repo.findPreferences(auth.userId) };
    },

    async savePreferences(
      auth: AuthContext,
      preferences: UpdateNotificationPreferences,
    ): Promise<NotificationPreferencesResponse> {
      const reviews = preferences.reviews ?? (await repo.findPreferences(auth.userId)).reviews;
      await repo.savePreferences(auth.userId, { ...preferences, reviews }, clock.now());
      return {
        message: alertMessages.preferencesSaved,
        preferences: await repo.findPreferences(auth.userId),
      };
    },

    // What a link would turn off, changing nothing (a GET: mail scanners open links).
    async describeUnsubscribe(token: string): Promise<UnsubscribeResponse> {
      const { userId, kind } = unsubscribeTarget(token);
      const isSubscribed = (await repo.findPreferences(userId))[kind];
      const label = alertKindLabels[kind];
      return {
        kind,
        label,
        is_subscribed: isSubscribed,
        message: isSubscribed ? alertMessages.subscribed(label) : alertMessages.unsubscribed(label),
      };
    },

    // RFC 8058 one-click, and the page's button: no sign-in, the signed token is the authority. Throttled per
    // address like the other public token routes (password reset, invitations).
    async unsubscribe(token: string, client: ClientInfo): Promise<UnsubscribeResponse> {
      const throttle = await deps.rateLimiter.consume([
        { key: `unsubscribe:ip:${client.ip}`, limit: 30, windowSeconds: 15 * 60 },
      ]);
      if (!throttle.allowed) throw tooManyAttempts(throttle.retryAfterSeconds);
      const { userId, kind } = unsubscribeTarget(token);
      if (!(await repo.findRecipient(userId)))
        throw new AppError('not_found', alertMessages.unsubscribeInvalid);
      await repo.setPreference(userId, kind, false, clock.now());
      const label = alertKindLabels[kind];
      return { kind, label, is_subscribed: false, message: alertMessages.unsubscribed(label) };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
