import { adviserPaths } from '@atrium/domain/contract/adviser';
import type {
  AdviserConversationsResponse,
  MarkMessagesReadResponse,
  Message,
  MessagesResponse,
  SendMessageRequest,
} from '@atrium/domain/contract/messages';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { type ConversationUpdatedPayload, realtimeEvents } from '@atrium/domain/contract/realtime';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import { staffScopeOf } from '../adviser-access/service.ts';
import type { ClientRecord, ConversationSide, MessageRecord, MessagesRepo } from './repo.ts';

export type NotifyUser = (
  userId: number,
  notification: { type: string; title: string; body: string; link: string | null },
) => Promise<unknown>;

// Tells the firm's side (the client's adviser, or the admins) about something a client did (issue 7).
export type NotifyFirm = (
  client: { clientId: number; firmId: number; adviserId: number | null },
  notification: { type: string; title: string; body: string; link: string | null },
) => Promise<unknown>;

type Deps = {
  repo: MessagesRepo;
  realtime: RealtimePublisher;
  clock: Clock;
  notify: NotifyUser;
  notifyFirm: NotifyFirm;
  // The alert mail for a message still unread after a delay (features/alerts).
  afterMessage?: (event: {
    client: ClientRecord;
    conversationId: number;
    side: ConversationSide;
  }) => Promise<void>;
};

const excerptLength = 140;

export function toMessage(record: MessageRecord, viewerUserId: number): Message {
  return {
    id: record.id,
    conversation_id: record.conversationId,
    body: record.body,
    sender: { ...record.sender, is_me: record.sender.id === viewerUserId },
    createdAt: record.createdAt.toISOString(),
  };
}

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > excerptLength ? `${flat.slice(0, excerptLength - 1)}…` : flat;
}

export function createMessagesService({ repo, realtime, clock, notify, notifyFirm, afterMessage }: Deps) {
  async function clientOf(auth: AuthContext): Promise<ClientRecord> {
    const client = auth.role === 'client' ? await repo.findClientOfUser(auth.userId) : null;
    if (!client) throw new AppError('forbidden', 'Only clients have a conversation with their adviser.');
    return client;
  }

  // A client outside the caller's reach answers exactly as a client that does not exist.
  async function clientInScope(auth: AuthContext, clientId: number): Promise<ClientRecord> {
    const client = await repo.findClientInScope(clientId, staffScopeOf(auth));
    if (!client) throw notFound();
    return client;
  }

  async function conversationView(client: ClientRecord, viewerUserId: number, side: ConversationSide) {
    const conversation = await repo.ensureConversation(client.clientId, client.firmId);
    const lastViewedAt =
      side === 'client'
        ? conversation.clientLastViewedAt
        : await repo.findStaffLastViewed(conversation.id, viewerUserId);
    const records = await repo.listLatestMessages(conversation.id);
    return {
      conversation,
      response: {
        messages: records.map((record) => toMessage(record, viewerUserId)),
        conversation: { last_viewed_at: lastViewedAt?.toISOString() ?? null },
      } satisfies MessagesResponse,
    };
  }

  // Everyone following the conversation gets the message live, each seeing it from their own side.
  async function broadcast(client: ClientRecord, record: MessageRecord): Promise<void> {
    const payload = (viewer: number): ConversationUpdatedPayload => ({
      message: toMessage(record, viewer),
      client_id: client.clientId,
      sequence: record.id,
      timestamp: record.createdAt.toISOString(),
    });
    const firmSide = new Set([record.sender.id, ...(await repo.listFirmWatchers(client, client.userId))]);
    firmSide.delete(client.userId);
    await Promise.all([
      realtime.publishToUser(client.userId, realtimeEvents.conversationUpdated, payload(client.userId)),
      ...[...firmSide].map((userId) =>
        realtime.publishToUser(userId, realtimeEvents.conversationUpdated, payload(userId)),
      ),
    ]);
  }

  async function send(client: ClientRecord, sender: AuthContext, side: ConversationSide, body: string) {
    const conversation = await repo.ensureConversation(client.clientId, client.firmId);
    const record = await repo.insertMessage({
      conversationId: conversation.id,
      senderUserId: sender.userId,
      body,
      at: clock.now(),
      side,
    });
    // The client's bell holds the reply whether or not they are online (a socket only makes it live), once per
    // unread spell: the browser toasts each message itself, and reading the conversation marks it read. Stored
    // before the message is broadcast, so a client reading it at once (on the conversation page) reads this too.
    if (
      side === 'adviser' &&
      !(await repo.hasUnreadNotification(client.userId, notificationTypes.adviserMessage))
    ) {
      await notify(client.userId, {
        type: notificationTypes.adviserMessage,
        title: `New message from ${record.sender.name}`,
        body: excerpt(record.body),
        link: '/messages',
      });
    }
    await broadcast(client, record);
    // The adviser's bell (issue 7): one unread notice per conversation, however many messages follow it.
    if (side === 'client') {
      await notifyFirm(client, {
        type: notificationTypes.clientMessage,
        title: `New message from ${client.name}`,
        body: excerpt(record.body),
        link: adviserPaths.messages(client.clientId),
      });
    }
    await afterMessage?.({ client, conversationId: conversation.id, side });
    return {
      messages: [toMessage(record, sender.userId)],
      conversation: { last_viewed_at: record.createdAt.toISOString() },
    } satisfies MessagesResponse;
  }

  return {
    async getOwnConversation(auth: AuthContext): Promise<MessagesResponse> {
      return (await conversationView(await clientOf(auth), auth.userId, 'client')).response;
    },

    async sendAsClient(auth: AuthContext, input: SendMessageRequest): Promise<MessagesResponse> {
      return send(await clientOf(auth), auth, 'client', input.message);
    },

    async markOwnConversationRead(auth: AuthContext): Promise<MarkMessagesReadResponse> {
      const client = await clientOf(auth);
      const conversation = await repo.ensureConversation(client.clientId, client.firmId);
      const now = clock.now();
      await repo.setClientLastViewed(conversation.id, now);
      await repo.markNotificationsRead(client.userId, notificationTypes.adviserMessage, now);
      return { last_viewed_at: now.toISOString() };
    },

    async listConversations(auth: AuthContext): Promise<AdviserConversationsResponse> {
      const rows = await repo.listConversationsInScope(staffScopeOf(auth));
      return {
        conversations: rows.map((row) => ({
          client: { id: row.clientId, name: row.clientName },
          last_message: row.lastMessage ? toMessage(row.lastMessage, auth.userId) : null,
          unread_count: row.unread,
          last_viewed_at: row.lastViewedAt?.toISOString() ?? null,
        })),
      };
    },

    // Opening a client's conversation marks it read for the caller (each member of staff has their own mark);
    // the answer carries the previous mark, so a screen can still show which messages were new.
    async getClientConversation(auth: AuthContext, clientId: number): Promise<MessagesResponse> {
      const client = await clientInScope(auth, clientId);
      const { conversation, response } = await conversationView(client, auth.userId, 'adviser');
      await repo.setStaffLastViewed(conversation.id, auth.userId, clock.now());
      return response;
    },

    async sendToClient(auth: AuthContext, clientId: number, input: SendMessageRequest) {
      return send(await clientInScope(auth, clientId), auth, 'adviser', input.message);
    },

    clientInScope,
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
