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
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import { type Access, staffScopeOf } from '../access/access.ts';
import type { Notify, NotifyFirm } from '../notifications/service.ts';
import type { ClientRecord, ConversationSide, MessageRecord, MessagesRepo } from './repo.ts';

type Deps = {
  repo: MessagesRepo;
  access: Pick<Access, 'householdOfCaller' | 'clientForStaff' | 'householdUserIds'>;
  realtime: RealtimePublisher;
  clock: Clock;
  notify: Notify;
  // Tells the firm's side (the client's adviser, or the admins) about something a client did.
  notifyFirm: NotifyFirm;
  // The alert mail for a message still unread after a delay (features/alerts).
  afterMessage?: (event: {
    client: ClientRecord;
    conversationId: number;
    side: ConversationSide;
    // Everyone who signs in to the household (person 1, then the partner): an adviser's message alerts each.
    householdUserIds: number[];
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

export function createMessagesService({
  repo,
  access,
  realtime,
  clock,
  notify,
  notifyFirm,
  afterMessage,
}: Deps) {
  // The caller's household: one conversation with the adviser for both partners (features/access).
  const clientOf = (auth: AuthContext): Promise<ClientRecord> =>
    access.householdOfCaller(auth, 'Only clients have a conversation with their adviser.');

  // A client outside the caller's reach answers exactly as a client that does not exist (features/access).
  const clientInScope = (auth: AuthContext, clientId: number): Promise<ClientRecord> =>
    access.clientForStaff(auth, clientId);

  async function conversationView(client: ClientRecord, viewerUserId: number) {
    const conversation = await repo.ensureConversation(client.clientId, client.firmId);
    // Each person's own mark, a partner's as much as a member of staff's.
    const lastViewedAt = await repo.findLastViewed(conversation.id, viewerUserId);
    const records = await repo.listLatestMessages(conversation.id);
    return {
      conversation,
      response: {
        messages: records.map((record) => toMessage(record, viewerUserId)),
        conversation: { last_viewed_at: lastViewedAt?.toISOString() ?? null },
      } satisfies MessagesResponse,
    };
  }

  // Everyone following the conversation gets the message live, each seeing it from their own side: both partners
  // of the household, the sender and the client's adviser.
  async function broadcast(client: ClientRecord, household: number[], record: MessageRecord): Promise<void> {
    const payload = (viewer: number): ConversationUpdatedPayload => ({
      message: toMessage(record, viewer),
      client_id: client.clientId,
      sequence: record.id,
      timestamp: record.createdAt.toISOString(),
    });
    const receivers = new Set([
      ...household,
      record.sender.id,
      ...(await repo.listFirmWatchers(client, client.userId)),
    ]);
    await Promise.all(
      [...receivers].map((userId) =>
        realtime.publishToUser(userId, realtimeEvents.conversationUpdated, payload(userId)),
      ),
    );
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
    const household = await access.householdUserIds(client.clientId);
    // Each partner's bell holds the reply whether or not they are online (a socket only makes it live), once per
    // unread spell of their own: the browser toasts each message itself, and reading the conversation marks it
    // read for that person. Stored before the message is broadcast, so a partner reading it at once (on the
    // conversation page) reads this too.
    if (side === 'adviser') {
      for (const userId of household) {
        if (await repo.hasUnreadNotification(userId, notificationTypes.adviserMessage)) continue;
        await notify(userId, {
          type: notificationTypes.adviserMessage,
          title: `New message from ${record.sender.name}`,
          body: excerpt(record.body),
          link: '/messages',
        });
      }
    }
    await broadcast(client, household, record);
    // The adviser's bell: one unread notice per conversation, however many messages follow it; named for
    // the partner who wrote it.
    if (side === 'client') {
      await notifyFirm(client, {
        type: notificationTypes.clientMessage,
        title: `New message from ${record.sender.name}`,
        body: excerpt(record.body),
        link: adviserPaths.messages(client.clientId),
      });
    }
    await afterMessage?.({ client, conversationId: conversation.id, side, householdUserIds: household });
    return {
      messages: [toMessage(record, sender.userId)],
      conversation: { last_viewed_at: record.createdAt.toISOString() },
    } satisfies MessagesResponse;
  }

  return {
    async getOwnConversation(auth: AuthContext): Promise<MessagesResponse> {
      return (await conversationView(await clientOf(auth), auth.userId)).response;
    },

    async sendAsClient(auth: AuthContext, input: SendMessageRequest): Promise<MessagesResponse> {
      return send(await clientOf(auth), auth, 'client', input.message);
    },

    async markOwnConversationRead(auth: AuthContext): Promise<MarkMessagesReadResponse> {
      const client = await clientOf(auth);
      const conversation = await repo.ensureConversation(client.clientId, client.firmId);
      const now = clock.now();
      // The caller's own mark and bell: the other partner's stay as they are.
      await repo.setLastViewed(conversation.id, auth.userId, now);
      await repo.markNotificationsRead(auth.userId, notificationTypes.adviserMessage, now);
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
      const { conversation, response } = await conversationView(client, auth.userId);
      await repo.setLastViewed(conversation.id, auth.userId, clock.now());
      return response;
    },

    async sendToClient(auth: AuthContext, clientId: number, input: SendMessageRequest) {
      return send(await clientInScope(auth, clientId), auth, 'adviser', input.message);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
