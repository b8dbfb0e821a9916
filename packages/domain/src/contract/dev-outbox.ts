import { z } from 'zod';
import { listOf } from './fields.ts';

// GET api/dev/outbox (development only): every mail and SMS the portal queued, newest last.
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const devOutboxResponseSchema = listOf(outboxMessageSchema);
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
