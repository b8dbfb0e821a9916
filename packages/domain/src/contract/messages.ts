import { z } from 'zod';
import { roleSchema } from './auth.ts';
import { isoDateTime, pathId, personRefSchema } from './fields.ts';

// Chosen bounds (the spec names none): long enough for a detailed question, short enough to stay a message.
export const messageMaxLength = 5000;

export const messageSenderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleSchema,
  is_me: z.boolean(),
});
export type MessageSender = z.infer<typeof messageSenderSchema>;

// A message has createdAt; the id grows with every message, so it doubles as the sequence.
export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  body: z.string(),
  sender: messageSenderSchema,
  createdAt: isoDateTime,
});
export type Message = z.infer<typeof messageSchema>;

// Unread messages are those created after last_viewed_at (all of them when it is null).
export const conversationSchema = z.object({ last_viewed_at: isoDateTime.nullable() });
export type Conversation = z.infer<typeof conversationSchema>;

export const messagesResponseSchema = z.object({
  messages: z.array(messageSchema),
  conversation: conversationSchema,
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const sendMessageRequestSchema = z.object({
  message: z
    .string({ error: 'The message must be text.' })
    .trim()
    .min(1, 'Write a message before sending.')
    .max(messageMaxLength, `The message may not be longer than ${messageMaxLength} characters.`),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const markMessagesReadResponseSchema = z.object({ last_viewed_at: isoDateTime });
export type MarkMessagesReadResponse = z.infer<typeof markMessagesReadResponseSchema>;

export function isUnread(message: Pick<Message, 'createdAt'>, lastViewedAt: string | null): boolean {
  return lastViewedAt === null || Date.parse(message.createdAt) > Date.parse(lastViewedAt);
}

export function countUnread(
  messages: readonly Pick<Message, 'createdAt' | 'sender'>[],
  lastViewedAt: string | null,
): number {
  // One's own messages are never news to oneself.
  return messages.filter((message) => !message.sender.is_me && isUnread(message, lastViewedAt)).length;
}

// The adviser's side (their screens arrive with the adviser console).
export const adviserConversationSchema = z.object({
  client: personRefSchema,
  last_message: messageSchema.nullable(),
  unread_count: z.number().int().min(0),
  last_viewed_at: isoDateTime.nullable(),
});
export type AdviserConversation = z.infer<typeof adviserConversationSchema>;

export const adviserConversationsResponseSchema = z.object({
  conversations: z.array(adviserConversationSchema),
});
export type AdviserConversationsResponse = z.infer<typeof adviserConversationsResponseSchema>;

// Bounded to PostgreSQL's integer: a larger id would fail in the query, not here (found by fuzzing).
export const clientIdParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
});
