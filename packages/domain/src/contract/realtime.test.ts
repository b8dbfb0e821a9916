import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { realtimeAuthRequestSchema, userChannelName, userIdOfChannel } from './realtime.ts';

describe('user channels', () => {
  it('round-trips every user id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (id) => userIdOfChannel(userChannelName(id)) === id,
      ),
    );
  });

  it.each([
    'user.1.updates',
    'private-user.0.updates',
    'private-user.01.updates',
    'private-user.1.updates.extra',
    'presence-user.1.updates',
    'private-user.-1.updates',
    'private-user.1a.updates',
  ])('finds no user in %s', (channel) => {
    expect(userIdOfChannel(channel)).toBeNull();
  });
});

describe('the auth request', () => {
  it('takes a digits.digits socket id only', () => {
    expect(realtimeAuthRequestSchema.safeParse({ socket_id: '123.456', channel_name: 'x' }).success).toBe(
      true,
    );
    for (const socketId of ['123', '123.', 'a.1', '1.2.3', ' 1.2']) {
      expect(realtimeAuthRequestSchema.safeParse({ socket_id: socketId, channel_name: 'x' }).success).toBe(
        false,
      );
    }
  });
});
