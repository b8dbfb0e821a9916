import type {
  CreateNotificationRequest,
  MarkAllNotificationsReadResponse,
  Notification,
  NotificationsResponse,
} from '@atrium/domain/contract/notifications';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { type NotificationPushedPayload, realtimeEvents } from '@atrium/domain/contract/realtime';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { NotificationRecord, NotificationsRepo } from './repo.ts';

export type NewNotification = { type: string; title: string; body: string; link: string | null };

// How another feature's service is handed notify and notifyFirm below (app.ts wires them), so a test can pass its own.
export type Notify = (
  userId: number,
  notification: NewNotification,
  options?: NotifyOptions,
) => Promise<unknown>;
// collapse: nothing new while an unread notice of the same kind leads to the same page (a request repeated before
// the person has looked). Off by default for a person's own notices.
export type NotifyOptions = { collapse?: boolean };
export type NotifyFirm = (
  client: { firmId: number; adviserId: number | null },
  notification: NewNotification,
  options?: NotifyFirmOptions,
) => Promise<unknown>;
// collapse (the default): no second notice while an unread one of the same kind leads to the same page. False for
// news that is new each time (a fact-find submitted again after a return).
export type NotifyFirmOptions = { collapse?: boolean };

type Deps = {
  repo: NotificationsRepo;
  realtime: RealtimePublisher;
  clock: Clock;
  // The client behind a clientId, if the caller (adviser or admin) may reach them; else a 404 or 403.
  clientForStaff: (auth: AuthContext, clientId: number) => Promise<{ clientId: number; userId: number }>;
  // The household's people who sign in (person 1 first), features/access.
  householdUserIds: (clientId: number) => Promise<number[]>;
  // Who on the firm's side hears about a client's news: their adviser, or the admins.
  firmRecipientsOf: (client: { firmId: number; adviserId: number | null }) => Promise<number[]>;
  // The alert mail some notifications also make (features/alerts).
  afterNotification?: (userId: number, notification: NewNotification) => Promise<void>;
};

export function toNotification(record: NotificationRecord): Notification {
  return {
    id: record.id,
    type: record.type,
    data: record.data,
    read_at: record.readAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export function createNotificationsService({
  repo,
  realtime,
  clock,
  clientForStaff,
  householdUserIds,
  firmRecipientsOf,
  afterNotification,
}: Deps) {
  // Stored first, then pushed the way Laravel broadcasts a notification: its data merged with id and type.
  async function store(userId: number, input: NewNotification): Promise<Notification> {
    const record = await repo.insert({
      userId,
      type: input.type,
      data: { title: input.title, body: input.body, link: input.link },
      at: clock.now(),
    });
    const notification = toNotification(record);
    const payload: NotificationPushedPayload = {
      ...notification.data,
      id: notification.id,
      type: notification.type,
      created_at: notification.created_at,
      timestamp: notification.created_at,
    };
    await realtime.publishToUser(userId, realtimeEvents.notificationCreated, payload);
    await afterNotification?.(userId, input);
    return notification;
  }

  // A notice to one person; null when collapsed into an unread one like it.
  async function notify(
    userId: number,
    input: NewNotification,
    { collapse = false }: NotifyOptions = {},
  ): Promise<Notification | null> {
    if (collapse && (await repo.hasUnreadLike(userId, input.type, input.link))) return null;
    return store(userId, input);
  }

  // The firm's bell: each recipient gets it unless an unread one of the same kind already leads to the same page,
  // so a client writing five messages in a row makes one notification, not five (unless told not to collapse).
  async function notifyFirm(
    client: { firmId: number; adviserId: number | null },
    input: NewNotification,
    { collapse = true }: NotifyFirmOptions = {},
  ): Promise<void> {
    for (const userId of await firmRecipientsOf(client)) {
      if (collapse && (await repo.hasUnreadLike(userId, input.type, input.link))) continue;
      await store(userId, input);
    }
  }

  return {
    notify,
    notifyFirm,

    async listUnread(auth: AuthContext): Promise<NotificationsResponse> {
      return { data: (await repo.listUnread(auth.userId)).map(toNotification) };
    },

    // The bell keeps what was read under "Earlier" rather than dropping it (GET api/notifications stays the
    // unread list).
    async listEarlier(auth: AuthContext): Promise<NotificationsResponse> {
      return { data: (await repo.listRecentlyRead(auth.userId, clock.now())).map(toNotification) };
    },

    // Marking an already read notification again is harmless and answers it as it is.
    async markRead(auth: AuthContext, id: string): Promise<{ data: Notification }> {
      const updated = await repo.markRead(auth.userId, id, clock.now());
      const record = updated ?? (await repo.findOwned(auth.userId, id));
      if (!record) throw notFound();
      return { data: toNotification(record) };
    },

    async markAllRead(auth: AuthContext): Promise<MarkAllNotificationsReadResponse> {
      return { marked: await repo.markAllRead(auth.userId, clock.now()) };
    },

    // To the household: each person of it (either partner) gets their own copy; the answer is the first's.
    async sendToClient(auth: AuthContext, clientId: number, input: CreateNotificationRequest) {
      const client = await clientForStaff(auth, clientId);
      const notice = {
        type: notificationTypes.adviserNotice,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
      };
      const sent: Notification[] = [];
      for (const userId of await householdUserIds(client.clientId)) sent.push(await store(userId, notice));
      const [first] = sent;
      return { data: first ?? (await store(client.userId, notice)) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
