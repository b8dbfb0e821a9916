import { z } from 'zod';
import { messageSchema } from './messages.ts';

// The realtime client's timings. The server announces the activity timeout in its handshake.
export const activityTimeoutSeconds = 120;
export const pongTimeoutMs = 30_000;

// One private channel per user, for that user only.
export function userChannelName(userId: number): string {
  return `private-user.${userId}.updates`;
}

const userChannelPattern = /^private-user\.([1-9]\d{0,9})\.updates$/;

export function userIdOfChannel(channel: string): number | null {
  const match = userChannelPattern.exec(channel);
  return match?.[1] ? Number(match[1]) : null;
}

// What pusher-js posts (form-encoded) or Echo-style clients send (JSON) to authorise a subscription.
export const realtimeAuthRequestSchema = z.object({
  socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'The socket id is not valid.'),
  channel_name: z.string().min(1, 'The channel name field is required.').max(200),
});
export type RealtimeAuthRequest = z.infer<typeof realtimeAuthRequestSchema>;

// channel_data names the session the signature was made for; pusher-js sends it back with pusher:subscribe.
export const realtimeAuthResponseSchema = z.object({ auth: z.string(), channel_data: z.string() });
export type RealtimeAuthResponse = z.infer<typeof realtimeAuthResponseSchema>;

// Pusher user authentication (pusher-js signin() posts socket_id to /broadcasting/user-auth).
export const realtimeUserAuthRequestSchema = realtimeAuthRequestSchema.pick({ socket_id: true });
export type RealtimeUserAuthRequest = z.infer<typeof realtimeUserAuthRequestSchema>;

// user_data is a JSON string whose id is the user's id as a string, as pusher-js requires.
export const realtimeUserAuthResponseSchema = z.object({ auth: z.string(), user_data: z.string() });
export type RealtimeUserAuthResponse = z.infer<typeof realtimeUserAuthResponseSchema>;

export const realtimeEvents = {
  conversationUpdated: 'conversation.updated',
  // Laravel's broadcast notification event, so Echo's .notification() receives ours.
  notificationCreated: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
  // A fact-find's status changed (submitted, reviewed, returned); pushed to the client and the firm. Also
  // pushed to the client's adviser (or the admins) on each of the household's saves, status draft
  // (apps/server/src/features/factfind/live-edits.ts), so the firm's open screens of the client refetch it.
  factFindUpdated: 'fact-find.updated',
  // One partner saved part of the household's fact-find; pushed to the other partner's channel.
  factFindEdited: 'fact-find.edited',
} as const;

// Pusher never replays missed events: each carries its sequence and time, and HTTP stays the source of truth.
export const conversationUpdatedPayloadSchema = z.object({
  message: messageSchema,
  client_id: z.number().int(),
  sequence: z.number().int(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ConversationUpdatedPayload = z.infer<typeof conversationUpdatedPayloadSchema>;

// Laravel broadcasts a notification as its data merged with id and type.
export const notificationPushedPayloadSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  timestamp: z.iso.datetime({ offset: true }),
});
export type NotificationPushedPayload = z.infer<typeof notificationPushedPayloadSchema>;

// The browser refetches the fact-find (and the adviser's lists) on this; HTTP stays the source of truth.
export const factFindUpdatedPayloadSchema = z.object({
  client_id: z.number().int(),
  fact_find_id: z.number().int(),
  status: z.enum(['draft', 'awaiting-review', 'reviewed']),
  timestamp: z.iso.datetime({ offset: true }),
});
export type FactFindUpdatedPayload = z.infer<typeof factFindUpdatedPayloadSchema>;

// What one partner's save changed, as paths of the stored document ('category.property', a scalar
// category, 'category.property.index' for a whole list item, 'custom.questionId' for a firm's question); a removed
// item is { op: 'remove' } and moves the later items up. `version` is the fact-find's after the save: the browser
// keeps the later of its own save and this one per path (last write wins).
export const factFindEditSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('set'), path: z.string(), value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: z.string() }),
]);
export type FactFindEdit = z.infer<typeof factFindEditSchema>;

export const factFindEditedPayloadSchema = z.object({
  client_id: z.number().int(),
  fact_find_id: z.number().int(),
  version: z.number().int(),
  last_updated: z.iso.datetime({ offset: true }),
  by: z.object({
    user_id: z.number().int(),
    person: z.union([z.literal(1), z.literal(2)]),
    name: z.string(),
  }),
  edits: z.array(factFindEditSchema),
  timestamp: z.iso.datetime({ offset: true }),
});
export type FactFindEditedPayload = z.infer<typeof factFindEditedPayloadSchema>;
