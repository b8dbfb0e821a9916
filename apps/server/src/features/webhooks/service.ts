import {
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecretResponse,
  type WebhookEventType,
  webhookEventCatalogue,
  webhookMessages,
} from '@atrium/domain/contract/webhooks';
import type { AuditLog } from '../../platform/audit.ts';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access } from '../access/access.ts';
import type { NotifyFirm } from '../notifications/service.ts';
import { type AddressPolicy, type Lookup, RefusedTarget, resolveTarget } from './address-guard.ts';
import { messageIdOf, nextAttemptAt, payloadOf } from './delivery.ts';
import type { EndpointRow, EventRow, WebhooksRepo } from './repo.ts';
import type { Send, SendResult } from './sender.ts';
import { generateWebhookSecret, webhookHeaders } from './signature.ts';

type Deps = {
  repo: WebhooksRepo;
  access: Access;
  audit: AuditLog;
  clock: Clock;
  secrets: SecretBox;
  policy: AddressPolicy;
  lookup: Lookup;
  send: Send;
  notifyFirm: NotifyFirm;
  // Whether an event recorded by its trigger is still to be announced when fanned out (a risk completion whose
  // answers disagree is not final yet: its review is announced instead). Absent: every event is.
  keepEvent?: (event: EventRow) => Promise<boolean>;
};

// A rotated-out secret still signs beside the new one for a day, so the receiver can switch over without a gap.
export const previousSecretLifetimeMs = 24 * 60 * 60 * 1000;
const batchSize = 20;
export const failingReason = 'Every delivery failed for more than a day.';
const lockMs = 60_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toEndpoint = (row: EndpointRow, now: Date): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events.filter((type): type is WebhookEventType => type in webhookEventCatalogue),
  enabled: row.disabledAt === null,
  disabled_at: iso(row.disabledAt),
  disabled_reason: row.disabledReason,
  previous_secret_expires_at:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  created_at: row.createdAt.toISOString(),
});

export function createWebhooksService(deps: Deps) {
  const { repo, access, audit, clock, secrets } = deps;
  const adminOf = (auth: AuthContext) => access.assertAdmin(auth, webhookMessages.adminsOnly);

  async function endpointOf(auth: AuthContext, id: number): Promise<EndpointRow> {
    const row = await repo.findEndpoint(adminOf(auth).firmId, id);
    if (!row) throw notFound();
    return row;
  }

  // Registration refuses an address a delivery could not go to (each delivery checks again, after resolving).
  async function checkUrl(url: string): Promise<void> {
    try {
      await resolveTarget(url, deps.policy, deps.lookup);
    } catch (error) {
      if (error instanceof RefusedTarget) throw invalidField('url', error.message);
      throw error;
    }
  }

  // Every secret that signs now: the current one, and the previous one until its day is up.
  function liveSecrets(endpoint: DueEndpoint, now: Date): string[] {
    const current = secrets.open(endpoint.secret);
    const previous =
      endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
        ? [secrets.open(endpoint.previousSecret)]
        : [];
    return [current, ...previous];
  }

  type DueEndpoint = Pick<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>;

  // One try: the address checked again after resolving (it may have changed since registration), then the POST to
  // that very address. A refused address is a failed try that never connected.
  async function attempt(url: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const started = performance.now();
    try {
      return await deps.send(await resolveTarget(url, deps.policy, deps.lookup), headers, body);
    } catch (error) {
      if (!(error instanceof RefusedTarget)) throw error;
      return { statusCode: null, latencyMs: Math.round(performance.now() - started), error: error.message };
    }
  }

  // A delivery out of tries, with nothing delivered to its endpoint since it was queued (over a day of failures):
  // the endpoint is disabled and the firm's admins told, so it stops piling up deliveries no one receives.
  async function disableIfFailing(endpoint: { id: number; firmId: number; url: string }, since: Date) {
    if (await repo.hasDeliveredSince(endpoint.id, since)) return;
    if (!(await repo.disableFailing(endpoint.id, clock.now(), failingReason))) return;
    await deps.notifyFirm(
      { firmId: endpoint.firmId, adviserId: null },
      {
        type: 'webhook.endpoint.disabled',
        title: 'A webhook endpoint was disabled',
        body: `Deliveries to ${endpoint.url} failed for more than a day, so it was disabled. Fix the endpoint, then enable it again.`,
        link: '/adviser/integrations',
      },
    );
  }

  return {
    async list(auth: AuthContext): Promise<{ data: WebhookEndpoint[] }> {
      const rows = await repo.listEndpoints(adminOf(auth).firmId);
      return { data: rows.map((row) => toEndpoint(row, clock.now())) };
    },

    async create(
      auth: AuthContext,
      input: CreateWebhookEndpointRequest,
      info: ClientInfo,
    ): Promise<WebhookEndpointWithSecretResponse> {
      const { firmId } = adminOf(auth);
      await checkUrl(input.url);
      const secret = generateWebhookSecret();
      const now = clock.now();
      const row = await repo.createEndpoint({
        firmId,
        url: input.url,
        description: input.description ?? '',
        events: [...new Set(input.events)],
        secret: secrets.seal(secret),
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(
        callerEvent(auth, info, 'webhook.endpoint.created', { endpointId: row.id, url: row.url }),
      );
      return { data: toEndpoint(row, now), secret };
    },

    async update(
      auth: AuthContext,
      id: number,
      input: UpdateWebhookEndpointRequest,
      info: ClientInfo,
    ): Promise<{ data: WebhookEndpoint }> {
      const endpoint = await endpointOf(auth, id);
      const now = clock.now();
      const enable = input.enabled === true && endpoint.disabledAt !== null;
      const disable = input.enabled === false && endpoint.disabledAt === null;
      const row = await repo.updateEndpoint(endpoint.firmId, id, {
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(enable ? { disabledAt: null, disabledReason: null } : {}),
        ...(disable ? { disabledAt: now, disabledReason: 'Disabled by an admin.' } : {}),
        updatedAt: now,
      });
      if (!row) throw notFound();
      await audit.record(
        callerEvent(auth, info, 'webhook.endpoint.updated', {
          endpointId: id,
          enabled: row.disabledAt === null,
        }),
      );
      return { data: toEndpoint(row, now) };
    },

    // A new secret signs from now on; the old one signs beside it for a day (Standard Webhooks: several signatures).
    async rotateSecret(
      auth: AuthContext,
      id: number,
      info: ClientInfo,
    ): Promise<WebhookEndpointWithSecretResponse> {
      const endpoint = await endpointOf(auth, id);
      const now = clock.now();
      const secret = generateWebhookSecret();
      const row = await repo.updateEndpoint(endpoint.firmId, id, {
        secret: secrets.seal(secret),
        previousSecret: endpoint.secret,
        previousSecretExpiresAt: new Date(now.getTime() + previousSecretLifetimeMs),
        updatedAt: now,
      });
      if (!row) throw notFound();
      await audit.record(callerEvent(auth, info, 'webhook.endpoint.secret_rotated', { endpointId: id }));
      return { data: toEndpoint(row, now), secret };
    },

    async remove(auth: AuthContext, id: number, info: ClientInfo): Promise<void> {
      const endpoint = await endpointOf(auth, id);
      const now = clock.now();
      await repo.updateEndpoint(endpoint.firmId, id, {
        deletedAt: now,
        disabledAt: endpoint.disabledAt ?? now,
      });
      await audit.record(callerEvent(auth, info, 'webhook.endpoint.deleted', { endpointId: id }));
    },

    async deliveries(auth: AuthContext, id: number): Promise<{ data: WebhookDelivery[] }> {
      const endpoint = await endpointOf(auth, id);
      const rows = await repo.listDeliveries(endpoint.id, 50);
      return {
        data: rows.map((row) => ({
          id: row.id,
          message_id: messageIdOf(row.eventId),
          event_type: row.type as WebhookEventType,
          sequence: row.eventId,
          occurred_at: row.occurredAt.toISOString(),
          status: row.status,
          attempts: row.attempts.map((attempt) => ({
            attempted_at: attempt.attemptedAt.toISOString(),
            status_code: attempt.statusCode,
            latency_ms: attempt.latencyMs,
            error: attempt.error,
            replay: attempt.replay,
          })),
          next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
        })),
      };
    },

    // The delivery log's replay: the same message (same webhook-id) sent again at the next run.
    async replay(auth: AuthContext, endpointId: number, deliveryId: number, info: ClientInfo) {
      const endpoint = await endpointOf(auth, endpointId);
      if (endpoint.disabledAt)
        throw new AppError('conflict', 'Enable the endpoint before replaying its deliveries.');
      if (!(await repo.replay(endpoint.id, deliveryId, clock.now()))) throw notFound();
      await audit.record(callerEvent(auth, info, 'webhook.delivery.replayed', { endpointId, deliveryId }));
      return { message: 'The delivery will be sent again shortly.' };
    },

    // One run of the worker (worker.ts): fan new events out, then try every delivery that is due. Answers how many
    // tries were made.
    async deliverDue(isStopping: () => boolean = () => false): Promise<number> {
      const events = await repo.listPendingEvents(100);
      const decided = await Promise.all(
        events.map(async (event) => ({
          id: event.id,
          keep: deps.keepEvent ? await deps.keepEvent(event) : true,
        })),
      );
      await repo.fanOut(decided, clock.now());
      let tried = 0;
      for (;;) {
        if (isStopping()) break;
        const due = await repo.claimDue(clock.now(), batchSize, lockMs);
        for (const delivery of due) {
          const now = clock.now();
          const body = JSON.stringify(payloadOf(delivery.event));
          const headers = webhookHeaders(
            messageIdOf(delivery.event.id),
            Math.floor(now.getTime() / 1000),
            body,
            liveSecrets(delivery.endpoint, now),
          );
          const result = await attempt(delivery.endpoint.url, headers, body);
          tried++;
          const attempts = delivery.attempts + 1;
          const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
          const retryAt = delivered ? null : nextAttemptAt(attempts, clock.now());
          await repo.recordAttempt(
            { id: delivery.id, replay: delivery.replayPending },
            { at: now, ...result },
            delivered ? { delivered: true } : { delivered: false, retryAt },
          );
          if (!delivered && retryAt === null) await disableIfFailing(delivery.endpoint, delivery.createdAt);
        }
        if (due.length < batchSize) break;
      }
      return tried;
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
