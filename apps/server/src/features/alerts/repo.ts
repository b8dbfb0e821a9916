import type { AlertKind, NotificationPreferences } from '@atrium/domain/contract/profile';
import { and, asc, eq, gt, inArray, lte, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  clients,
  conversationReads,
  conversations,
  firms,
  messages,
  notificationPreferences,
  pendingMessageAlerts,
  users,
} from '../../db/schema.ts';
import { findUserWithFirm } from '../../db/users.ts';

const columnOf = {
  messages: 'messages',
  fact_find: 'factFind',
  documents: 'documents',
  notifications: 'notifications',
  reviews: 'reviews',
} as const satisfies Record<AlertKind, keyof typeof notificationPreferences.$inferSelect>;

export const allOn: NotificationPreferences = {
  messages: true,
  fact_find: true,
  documents: true,
  notifications: true,
  reviews: true,
};

export function createAlertsRepo(db: Db) {
  return {
    // No row: every kind is on.
    async findPreferences(userId: number): Promise<NotificationPreferences> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      if (!row) return allOn;
      return {
        messages: row.messages,
        fact_find: row.factFind,
        documents: row.documents,
        notifications: row.notifications,
        reviews: row.reviews,
      };
    },

    async savePreferences(userId: number, preferences: NotificationPreferences, now: Date): Promise<void> {
      const values = {
        messages: preferences.messages,
        factFind: preferences.fact_find,
        documents: preferences.documents,
        notifications: preferences.notifications,
        reviews: preferences.reviews,
        updatedAt: now,
      };
      await db
        .insert(notificationPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
    },

    // One kind only, so a one-click unsubscribe never undoes another kind changed meanwhile.
    async setPreference(userId: number, kind: AlertKind, isOn: boolean, now: Date): Promise<void> {
      const column = columnOf[kind];
      await db
        .insert(notificationPreferences)
        .values({ userId, [column]: isOn, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { [column]: isOn, updatedAt: now },
        });
    },

    // Who an alert goes to, with the firm's branding; null when the account does not exist.
    findRecipient: (userId: number) =>
      findUserWithFirm(db, userId, {
        userId: users.id,
        firmId: users.firmId,
        role: users.role,
        email: users.email,
        disabledAt: users.disabledAt,
        firmName: firms.name,
        primaryColour: firms.primaryColour,
      }),

    // One row per recipient, in one insert. A second message before the first's mail is due changes nothing: the
    // pending row stays as it is.
    async scheduleMessageAlerts(userIds: number[], conversationId: number, dueAt: Date, now: Date) {
      if (userIds.length === 0) return;
      await db
        .insert(pendingMessageAlerts)
        .values(userIds.map((userId) => ({ userId, conversationId, dueAt, createdAt: now })))
        .onConflictDoNothing();
    },

    // Claims due alerts for one run: FOR UPDATE SKIP LOCKED lets every instance run the job without two
    // taking the same row, and the lease (due_at moved on) hands a row to another run if this one dies.
    async claimDueMessageAlerts(now: Date, leaseUntil: Date, limit: number) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: pendingMessageAlerts.id })
          .from(pendingMessageAlerts)
          .where(lte(pendingMessageAlerts.dueAt, now))
          .orderBy(asc(pendingMessageAlerts.dueAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(pendingMessageAlerts)
          .set({ dueAt: leaseUntil })
          .where(
            inArray(
              pendingMessageAlerts.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    async rescheduleMessageAlert(id: number, dueAt: Date): Promise<void> {
      await db.update(pendingMessageAlerts).set({ dueAt }).where(eq(pendingMessageAlerts.id, id));
    },

    async deleteMessageAlert(id: number): Promise<void> {
      await db.delete(pendingMessageAlerts).where(eq(pendingMessageAlerts.id, id));
    },

    // The conversation as one reader sees it: whose it is, when the oldest message they have not read was written
    // (null: nothing unread) and who wrote those messages. Either partner of the household reads the firm's messages; staff read the
    // household's. Each reader's mark is their own (conversation_reads, migration 0024).
    async findUnreadFor(conversationId: number, userId: number) {
      const [conversation] = await db
        .select({
          firmId: conversations.firmId,
          clientId: clients.id,
          clientName: clients.name,
        })
        .from(conversations)
        .innerJoin(clients, eq(clients.id, conversations.clientId))
        .where(eq(conversations.id, conversationId));
      if (!conversation) return null;
      const [reader] = await db
        .select({ role: users.role, at: conversationReads.lastViewedAt })
        .from(users)
        .leftJoin(
          conversationReads,
          and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, users.id)),
        )
        .where(eq(users.id, userId));
      if (!reader) return null;
      const isClient = reader.role === 'client';
      const readUntil = reader.at ?? null;
      // Who wrote what is unread, each once, the first to write first: on the firm's side, the partner (or both
      // partners) of the household who wrote.
      const writers = await db
        .select({ name: users.name, at: min(messages.createdAt) })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            isClient ? ne(users.role, 'client') : eq(users.role, 'client'),
            readUntil ? gt(messages.createdAt, readUntil) : sql`true`,
          ),
        )
        .groupBy(users.id, users.name)
        .orderBy(asc(min(messages.createdAt)), asc(users.id));
      return {
        ...conversation,
        isClient,
        oldestUnreadAt: writers[0]?.at ?? null,
        writerNames: writers.map((writer) => writer.name),
      };
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
