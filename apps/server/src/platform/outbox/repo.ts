import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { firmDomains, outbox } from '../../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxMessage = Pick<
  typeof outbox.$inferInsert,
  'firmId' | 'channel' | 'to' | 'subject' | 'text' | 'html' | 'discardAfter' | 'headers'
>;

export function createOutboxRepo(db: Db) {
  return {
    async insert(message: NewOutboxMessage, now: Date): Promise<OutboxRow> {
      const [row] = await db
        .insert(outbox)
        .values({ ...message, nextAttemptAt: now, createdAt: now })
        .returning();
      if (!row) throw new Error('outbox message was not stored');
      return row;
    },

    // The first domain a firm was given, where its users reach the portal (null: APP_URL's host).
    async findFirmDomain(firmId: number): Promise<string | null> {
      const [row] = await db
        .select({ domain: firmDomains.domain })
        .from(firmDomains)
        .where(eq(firmDomains.firmId, firmId))
        .orderBy(asc(firmDomains.id))
        .limit(1);
      return row?.domain ?? null;
    },

    // Claims due messages for one worker: FOR UPDATE SKIP LOCKED lets several instances share the table
    // without sending a message twice; the lease lets another take over if this one dies mid-send.
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              eq(outbox.status, 'pending'),
              lte(outbox.nextAttemptAt, now),
              or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
            ),
          )
          .orderBy(asc(outbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outbox)
          .set({ lockedUntil: leaseUntil })
          .where(
            sql`${outbox.id} IN (${sql.join(
              due.map((row) => sql`${row.id}`),
              sql`, `,
            )})`,
          )
          .returning();
      });
    },

    // After a real provider accepted it, the body (a code, a reset link) is not kept at rest any longer.
    async markSent(id: number, transport: string, now: Date, keepBody: boolean): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: 'sent',
          transport,
          sentAt: now,
          lockedUntil: null,
          attempts: sql`${outbox.attempts} + 1`,
          ...(keepBody ? {} : { text: '[sent]', html: null }),
        })
        .where(eq(outbox.id, id));
    },

    async markRetry(id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ attempts, nextAttemptAt, lockedUntil: null, lastError: error })
        .where(eq(outbox.id, id));
    },

    async markFailed(id: number, attempts: number, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'failed', attempts, lockedUntil: null, lastError: error })
        .where(eq(outbox.id, id));
    },

    // The development outbox: the newest messages, listed oldest first.
    async listRecent(limit: number): Promise<OutboxRow[]> {
      const rows = await db.select().from(outbox).orderBy(sql`${outbox.id} DESC`).limit(limit);
      return rows.reverse();
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
