import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EventRow = {
  id: number;
  firmId: number;
  type: string;
  data: Record<string, unknown>;
  occurredAt: Date;
};
export type DueDelivery = {
  id: number;
  attempts: number;
  replayPending: boolean;
  createdAt: Date;
  event: EventRow;
  endpoint: Pick<
    EndpointRow,
    'id' | 'firmId' | 'url' | 'secret' | 'previousSecret' | 'previousSecretExpiresAt'
  >;
};

const live = (firmId: number, id: number) =>
  and(eq(webhookEndpoints.firmId, firmId), eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt));

export function createWebhooksRepo(db: Db) {
  return {
    async listEndpoints(firmId: number): Promise<EndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.firmId, firmId), isNull(webhookEndpoints.deletedAt)))
        .orderBy(asc(webhookEndpoints.id));
    },

    async findEndpoint(firmId: number, id: number): Promise<EndpointRow | null> {
      const [row] = await db.select().from(webhookEndpoints).where(live(firmId, id));
      return row ?? null;
    },

    async createEndpoint(values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      if (!row) throw new Error('The endpoint was not created');
      return row;
    },

    async updateEndpoint(
      firmId: number,
      id: number,
      set: Partial<typeof webhookEndpoints.$inferInsert>,
    ): Promise<EndpointRow | null> {
      const [row] = await db.update(webhookEndpoints).set(set).where(live(firmId, id)).returning();
      return row ?? null;
    },

    // Events not yet fanned out, oldest first (read without a lock: fanOut below claims them).
    async listPendingEvents(limit: number): Promise<EventRow[]> {
      return db
        .select({
          id: webhookEvents.id,
          firmId: webhookEvents.firmId,
          type: webhookEvents.type,
          data: webhookEvents.data,
          occurredAt: webhookEvents.occurredAt,
        })
        .from(webhookEvents)
        .where(isNull(webhookEvents.fannedOutAt))
        .orderBy(asc(webhookEvents.id))
        .limit(limit);
    },

    // Claims the events (one instance wins each, SKIP LOCKED), queues a delivery of each kept one for every live
    // endpoint of its firm subscribed to its type that existed when it happened, and marks them all fanned out.
    async fanOut(events: { id: number; keep: boolean }[], now: Date): Promise<number> {
      if (events.length === 0) return 0;
      return db.transaction(async (tx) => {
        const claimed = await tx
          .select({ id: webhookEvents.id })
          .from(webhookEvents)
          .where(
            and(
              inArray(
                webhookEvents.id,
                events.map((event) => event.id),
              ),
              isNull(webhookEvents.fannedOutAt),
            ),
          )
          .for('update', { skipLocked: true });
        const claimedIds = new Set(claimed.map((row) => row.id));
        const kept = events
          .filter((event) => event.keep && claimedIds.has(event.id))
          .map((event) => event.id);
        let queued = 0;
        if (kept.length > 0) {
          const rows = await tx.execute(sql`
            insert into ${webhookDeliveries} (event_id, endpoint_id, next_attempt_at)
            select ev.id, ep.id, ${now.toISOString()}::timestamptz
            from ${webhookEvents} ev
            join ${webhookEndpoints} ep on ep.firm_id = ev.firm_id and ev.type = any(ep.events)
              and ep.deleted_at is null and ep.disabled_at is null and ep.created_at <= ev.occurred_at
            where ev.id in (${sql.join(
              kept.map((id) => sql`${id}`),
              sql`, `,
            )})
            on conflict do nothing
            returning id`);
          queued = (rows as unknown as { rows: unknown[] }).rows.length;
        }
        if (claimedIds.size > 0)
          await tx
            .update(webhookEvents)
            .set({ fannedOutAt: now })
            .where(inArray(webhookEvents.id, [...claimedIds]));
        return queued;
      });
    },

    // Deliveries due now, claimed for lockMs (SKIP LOCKED: several instances never take the same one).
    async claimDue(now: Date, limit: number, lockMs: number): Promise<DueDelivery[]> {
      const lockedUntil = new Date(now.getTime() + lockMs);
      const claimed = await db.execute(sql`
        update ${webhookDeliveries} set locked_until = ${lockedUntil.toISOString()}::timestamptz
        where id in (
          select d.id from ${webhookDeliveries} d
          join ${webhookEndpoints} ep on ep.id = d.endpoint_id
          where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
            and (d.locked_until is null or d.locked_until <= ${now.toISOString()}::timestamptz)
            and ep.disabled_at is null and ep.deleted_at is null
          order by d.id
          limit ${limit}
          for update of d skip locked)
        returning id`);
      const ids = (claimed as unknown as { rows: { id: string | number }[] }).rows.map((row) =>
        Number(row.id),
      );
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: webhookDeliveries.id,
          attempts: webhookDeliveries.attempts,
          replayPending: webhookDeliveries.replayPending,
          createdAt: webhookDeliveries.createdAt,
          event: {
            id: webhookEvents.id,
            firmId: webhookEvents.firmId,
            type: webhookEvents.type,
            data: webhookEvents.data,
            occurredAt: webhookEvents.occurredAt,
          },
          endpoint: {
            id: webhookEndpoints.id,
            firmId: webhookEndpoints.firmId,
            url: webhookEndpoints.url,
            secret: webhookEndpoints.secret,
            previousSecret: webhookEndpoints.previousSecret,
            previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
          },
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(inArray(webhookDeliveries.id, ids))
        .orderBy(asc(webhookDeliveries.id));
      return rows;
    },

    // One try's outcome: logged, and the delivery delivered, due again at `retryAt`, or failed (retryAt null).
    async recordAttempt(
      delivery: { id: number; replay: boolean },
      attempt: { at: Date; statusCode: number | null; latencyMs: number; error: string | null },
      outcome: { delivered: true } | { delivered: false; retryAt: Date | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({
          deliveryId: delivery.id,
          attemptedAt: attempt.at,
          statusCode: attempt.statusCode,
          latencyMs: attempt.latencyMs,
          error: attempt.error,
          replay: delivery.replay,
        });
        await tx
          .update(webhookDeliveries)
          .set({
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            lockedUntil: null,
            replayPending: false,
            ...(outcome.delivered
              ? { status: 'delivered' as const, deliveredAt: attempt.at }
              : outcome.retryAt
                ? { status: 'pending' as const, nextAttemptAt: outcome.retryAt }
                : { status: 'failed' as const }),
          })
          .where(eq(webhookDeliveries.id, delivery.id));
      });
    },

    async hasDeliveredSince(endpointId: number, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.status, 'delivered'),
            sql`${webhookDeliveries.deliveredAt} >= ${since.toISOString()}::timestamptz`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    // Answers whether this call disabled it (false: it already was).
    async disableFailing(endpointId: number, now: Date, reason: string): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ disabledAt: now, disabledReason: reason, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    // The endpoint's latest deliveries, newest first, each with its tries.
    async listDeliveries(endpointId: number, limit: number) {
      const deliveries = await db
        .select({
          id: webhookDeliveries.id,
          status: webhookDeliveries.status,
          nextAttemptAt: webhookDeliveries.nextAttemptAt,
          eventId: webhookEvents.id,
          type: webhookEvents.type,
          occurredAt: webhookEvents.occurredAt,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.id))
        .limit(limit);
      const attempts =
        deliveries.length === 0
          ? []
          : await db
              .select()
              .from(webhookAttempts)
              .where(
                inArray(
                  webhookAttempts.deliveryId,
                  deliveries.map((delivery) => delivery.id),
                ),
              )
              .orderBy(asc(webhookAttempts.id));
      return deliveries.map((delivery) => ({
        ...delivery,
        attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
      }));
    },

    // Due again now, whatever its state: the next try is logged as a replay.
    async replay(endpointId: number, deliveryId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: now, replayPending: true, lockedUntil: null })
        .where(
          and(
            eq(webhookDeliveries.id, deliveryId),
            eq(webhookDeliveries.endpointId, endpointId),
            or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
