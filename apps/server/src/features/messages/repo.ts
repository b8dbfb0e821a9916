import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import {
  clients,
  conversationReads,
  conversations,
  messages,
  notifications,
  users,
} from '../../db/schema.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';

// Who may reach a client's conversation from the firm's side: the adviser workspace's one scope.
export type { StaffScope } from '../access/repo.ts';

export type ConversationSide = 'client' | 'adviser';

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  body: messages.body,
  createdAt: messages.createdAt,
  sender: { id: users.id, name: users.name, role: users.role },
};

// The conversation page shows the latest messages; older ones stay stored (pagination is not in the spec).
export const conversationPageSize = 200;

async function upsertRead(db: Db | Tx, conversationId: number, userId: number, at: Date) {
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastViewedAt: at })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastViewedAt: sql`greatest(${conversationReads.lastViewedAt}, excluded.last_viewed_at)` },
    });
}

// Joins each conversation's read mark of one member of staff (none yet: null columns).
const readBy = (viewerId: number) =>
  and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, viewerId));

export function createMessagesRepo(db: Db) {
  return {
    // Concurrent first messages must not make two conversations: the unique client_id decides.
    async ensureConversation(clientId: number, firmId: number) {
      await db.insert(conversations).values({ clientId, firmId }).onConflictDoNothing();
      const [row] = await db.select().from(conversations).where(eq(conversations.clientId, clientId));
      if (!row) throw new Error(`Conversation of client ${clientId} was not created`);
      return row;
    },

    async listLatestMessages(conversationId: number) {
      const latest = await db
        .select(messageColumns)
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.id))
        .limit(conversationPageSize);
      return latest.reverse();
    },

    // The message and the sender's "seen up to here" in one transaction (each person of the household and each
    // member of staff has their own mark in conversation_reads).
    async insertMessage(input: {
      conversationId: number;
      senderUserId: number;
      body: string;
      at: Date;
      side: ConversationSide;
    }) {
      return db.transaction(async (tx) => {
        await upsertRead(tx, input.conversationId, input.senderUserId, input.at);
        const [inserted] = await tx
          .insert(messages)
          .values({
            conversationId: input.conversationId,
            senderUserId: input.senderUserId,
            body: input.body,
            createdAt: input.at,
          })
          .returning({ id: messages.id });
        if (!inserted) throw new Error('Message was not stored');
        await tx
          .update(conversations)
          .set({ lastMessageAt: input.at })
          .where(eq(conversations.id, input.conversationId));
        const [row] = await tx
          .select(messageColumns)
          .from(messages)
          .innerJoin(users, eq(users.id, messages.senderUserId))
          .where(eq(messages.id, inserted.id));
        if (!row) throw new Error('Message was not stored');
        return row;
      });
    },

    // The client's bell entry for the adviser's messages: one unread at a time, however many messages follow it
    // (each still shows a toast in the browser), and read once the client has the conversation on screen.
    async hasUnreadNotification(userId: number, type: string) {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.type, type), isNull(notifications.readAt)),
        )
        .limit(1);
      return row !== undefined;
    },

    async markNotificationsRead(userId: number, type: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at, updatedAt: at })
        .where(
          and(eq(notifications.userId, userId), eq(notifications.type, type), isNull(notifications.readAt)),
        );
    },

    // One person's own read mark: a member of staff, or one partner of the household (migration 0024 moved the
    // client's conversations.client_last_viewed_at here, so each partner has their own).
    async findLastViewed(conversationId: number, userId: number) {
      const [row] = await db
        .select({ at: conversationReads.lastViewedAt })
        .from(conversationReads)
        .where(
          and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, userId)),
        );
      return row?.at ?? null;
    },

    async setLastViewed(conversationId: number, userId: number, at: Date) {
      await upsertRead(db, conversationId, userId, at);
    },

    async listConversationsInScope(scope: StaffScope) {
      const rows = await db
        .select({
          clientId: clients.id,
          clientName: clients.name,
          clientUserId: clients.userId,
          conversationId: conversations.id,
          lastViewedAt: conversationReads.lastViewedAt,
          lastMessageAt: conversations.lastMessageAt,
        })
        .from(clients)
        .leftJoin(conversations, eq(conversations.clientId, clients.id))
        .leftJoin(conversationReads, readBy(scope.viewerId))
        .where(clientsInScope(scope))
        .orderBy(sql`${conversations.lastMessageAt} DESC NULLS LAST`, asc(clients.name));
      const conversationIds = rows.flatMap((row) =>
        row.conversationId === null ? [] : [row.conversationId],
      );
      if (conversationIds.length === 0) return rows.map((row) => ({ ...row, lastMessage: null, unread: 0 }));

      // Unread for the caller: the household's messages (either partner's) after this member of staff last looked.
      const unread = await db
        .select({ conversationId: messages.conversationId, count: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .leftJoin(conversationReads, readBy(scope.viewerId))
        .where(
          and(
            inArray(messages.conversationId, conversationIds),
            eq(users.role, 'client'),
            or(
              isNull(conversationReads.lastViewedAt),
              gt(messages.createdAt, conversationReads.lastViewedAt),
            ),
          ),
        )
        .groupBy(messages.conversationId);
      const last = await db
        .selectDistinctOn([messages.conversationId], messageColumns)
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.conversationId, desc(messages.id));
      const unreadBy = new Map(unread.map((row) => [row.conversationId, row.count]));
      const lastBy = new Map(last.map((row) => [row.conversationId, row]));
      return rows.map((row) => ({
        ...row,
        lastMessage: row.conversationId === null ? null : (lastBy.get(row.conversationId) ?? null),
        unread: row.conversationId === null ? 0 : (unreadBy.get(row.conversationId) ?? 0),
      }));
    },

    async findUserName(userId: number) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    // The people of the firm who follow a client's conversation live: the client's adviser.
    async listFirmWatchers(client: { adviserId: number | null }, exceptUserId: number) {
      if (client.adviserId === null) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, client.adviserId), ne(users.id, exceptUserId), isNull(users.disabledAt)));
      return rows.map((row) => row.id);
    },
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
export type MessageRecord = Awaited<ReturnType<MessagesRepo['listLatestMessages']>>[number];
// Whose conversation: the household's client as features/access resolves it.
export type { ScopedClient as ClientRecord } from '../access/repo.ts';
