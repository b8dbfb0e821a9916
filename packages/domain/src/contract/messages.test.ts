import { describe, expect, it } from 'vitest';
import { clientIdParamsSchema, countUnread, isUnread, sendMessageRequestSchema } from './messages.ts';

const at = (createdAt: string, isMe = false) => ({
  createdAt,
  sender: { id: 1, name: 'A', role: 'adviser' as const, is_me: isMe },
});

describe('unread messages', () => {
  it('are all of them when the conversation was never viewed', () => {
    expect(countUnread([at('2026-01-01T00:00:00Z'), at('2026-01-02T00:00:00Z')], null)).toBe(2);
  });

  it('are those created after last_viewed_at', () => {
    expect(isUnread(at('2026-01-02T00:00:00Z'), '2026-01-01T00:00:00Z')).toBe(true);
    expect(isUnread(at('2026-01-01T00:00:00Z'), '2026-01-01T00:00:00Z')).toBe(false);
  });

  it("never count one's own messages", () => {
    expect(countUnread([at('2026-01-02T00:00:00Z', true)], null)).toBe(0);
  });
});

describe('a message to send', () => {
  it('is trimmed, and refused when empty or over 5000 characters', () => {
    expect(sendMessageRequestSchema.parse({ message: '  hi  ' })).toEqual({ message: 'hi' });
    expect(sendMessageRequestSchema.safeParse({ message: ' \n ' }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ message: 'x'.repeat(5001) }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ message: 'x'.repeat(5000) }).success).toBe(true);
  });
});

describe("a client id in an adviser's conversation path", () => {
  it('is refused above PostgreSQL integer range, rather than failing in the query (found by test:fuzz)', () => {
    expect(clientIdParamsSchema.safeParse({ clientId: '2147483647' }).success).toBe(true);
    expect(clientIdParamsSchema.safeParse({ clientId: '2147483648' }).success).toBe(false);
    expect(clientIdParamsSchema.safeParse({ clientId: '1099511627776' }).success).toBe(false);
  });
});
