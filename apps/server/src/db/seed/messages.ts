import { notificationTypes } from '@atrium/domain/contract/notifications';
import type { Tx } from '../connect.ts';
import { conversationReads, conversations, messages, notifications } from '../schema.ts';

const minutesAgo = (now: number, minutes: number) => new Date(now - minutes * 60_000);

// A short exchange between client@example.com and their adviser, the last reply still unread, and two
// unread notifications, so the Messages page and the bell have something to show on first login.
export async function seedDemoConversation(
  tx: Tx,
  demo: { firmId: number; adviserId: number; client: { clientId: number; userId: number } },
  now = Date.now(),
): Promise<void> {
  const [conversation] = await tx
    .insert(conversations)
    .values({
      firmId: demo.firmId,
      clientId: demo.client.clientId,
      lastMessageAt: minutesAgo(now, 60 * 3),
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('Demo conversation was not created');
  // Each reader's own mark (conversation_reads): the adviser's, and the client's (the partner has none yet).
  await tx.insert(conversationReads).values([
    { conversationId: conversation.id, userId: demo.adviserId, lastViewedAt: minutesAgo(now, 60 * 3) },
    { conversationId: conversation.id, userId: demo.client.userId, lastViewedAt: minutesAgo(now, 60 * 26) },
  ]);
  const exchange: [number, number, string][] = [
    [
      demo.adviserId,
      60 * 27,
      'Hello James, thanks for meeting me last week. When you have a moment, could you complete the fact-find so I can prepare your review?',
    ],
    [demo.client.userId, 60 * 26, 'Will do. Should I include Emma’s workplace pension as well as mine?'],
    [
      demo.adviserId,
      60 * 3,
      'Yes please — include both pensions, with the latest statement values if you have them to hand.',
    ],
  ];
  await tx.insert(messages).values(
    exchange.map(([senderUserId, age, body]) => ({
      conversationId: conversation.id,
      senderUserId,
      body,
      createdAt: minutesAgo(now, age),
    })),
  );
  await tx.insert(notifications).values([
    {
      userId: demo.client.userId,
      type: notificationTypes.adviserNotice,
      data: {
        title: 'Welcome to your client portal',
        body: 'Messages from your adviser and updates on your fact-find will appear here.',
        link: null,
      },
      createdAt: minutesAgo(now, 60 * 28),
      updatedAt: minutesAgo(now, 60 * 28),
    },
    {
      userId: demo.client.userId,
      type: notificationTypes.adviserMessage,
      data: {
        title: 'New message from Sarah Mitchell',
        body: 'Yes please — include both pensions, with the latest statement values if you have them to hand.',
        link: '/messages',
      },
      createdAt: minutesAgo(now, 60 * 3),
      updatedAt: minutesAgo(now, 60 * 3),
    },
  ]);
}
