import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { notifications } from '../../db/schema.ts';

// Unread notifications pile up only if a user never looks; the list shows the newest this many.
export const unreadListLimit = 100;
// The bell's "Earlier": the newest read notifications of the last 30 days, at most this many.
export const earlierListLimit = 20;
const earlierDays = 30;

export function createNotificationsRepo(db: Db) {
  return {
    async insert(input: {
      userId: number;
      type: string;
      data: { title: string; body: string; link: string | null };
      at: Date;
    }) {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: input.userId,
          type: input.type,
          data: input.data,
          createdAt: input.at,
          updatedAt: input.at,
        })
        .returning();
      if (!row) throw new Error('Notification was not stored');
      return row;
    },

    async listUnread(userId: number) {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(unreadListLimit);
    },

    async listRecentlyRead(userId: number, now: Date) {
      const since = new Date(now.getTime() - earlierDays * 24 * 60 * 60 * 1000);
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            isNotNull(notifications.readAt),
            gt(notifications.createdAt, since),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(earlierListLimit);
    },

    // Scoped by owner: another user's id finds nothing.
    async findOwned(userId: number, id: string) {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row ?? null;
    },

    async markRead(userId: number, id: string, at: Date) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: at, updatedAt: at })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning();
      return row ?? null;
    },

    // An unread notification of this kind leading to this page, so news of the same thing is not repeated.
    async hasUnreadLike(userId: number, type: string, link: string | null) {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, type),
            isNull(notifications.readAt),
            link === null
              ? sql`${notifications.data} ->> 'link' IS NULL`
              : sql`${notifications.data} ->> 'link' = ${link}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async markAllRead(userId: number, at: Date) {
      const rows = await db
        .update(notifications)
        .set({ readAt: at, updatedAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
export type NotificationRecord = Awaited<ReturnType<NotificationsRepo['insert']>>;
