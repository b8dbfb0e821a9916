// The reference for fanout.ts: a plain `ws` server in a process of its own that holds its sockets and, for every
// message on one Redis channel (the same channel in every bare process), writes one frame of the gateway's shape to
// each of them. The least a cluster can do to deliver a broadcast through Redis: one message per instance, no
// per-recipient routing, no protocol. Driven over IPC: publish (one PUBLISH of the payload), memory (after a forced GC).
// BENCH_BARE=recipients: the product's Redis shape instead (decision 018) — the one message names every recipient in
// the portal's encoding (platform/realtime/firm-message.ts) and each process writes only to the named users' sockets —
// so the ratio shows the gateway's own cost beside the Redis hop and the recipient list it shares.
import { createServer } from 'node:http';
import { userChannelName } from '@atrium/domain/contract/realtime';
import { Redis } from 'ioredis';
import {
  decodeFirmMessage,
  encodeFirmMessage,
} from '../../apps/server/src/platform/realtime/firm-message.ts';
import { bareSockets } from '../lib/bare-ws.ts';
import { memoryAfterGc } from '../lib/memory.ts';
import { eventName } from './instance.ts';

type Command = { type: 'publish'; sequence: number; users?: number[] } | { type: 'memory' };

async function main() {
  const port = Number(process.env.BENCH_PORT);
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = process.env.BENCH_REDIS_PREFIX ?? 'atrium-bench:';
  const channel = `${prefix}bare-broadcast`;
  const withRecipients = process.env.BENCH_BARE === 'recipients';
  const server = createServer((_request, response) => response.end());
  const sockets = bareSockets(server);
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  await subscriber.subscribe(channel);
  const frameFor = (user: number, data: string) =>
    JSON.stringify({ event: eventName, channel: userChannelName(user), data });
  subscriber.on('message', (_channel: string, message: string) => {
    if (!withRecipients) {
      for (const [user, socket] of sockets) socket.send(frameFor(user, message));
      return;
    }
    for (const { userIds, data } of decodeFirmMessage(message) ?? []) {
      for (const user of userIds) sockets.get(user)?.send(frameFor(user, data));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.on('message', async (command: Command) => {
    if (command.type === 'memory') {
      process.send?.({ type: 'memory', memory: memoryAfterGc() });
      return;
    }
    const sentAt = performance.timeOrigin + performance.now();
    const payload = JSON.stringify({ sequence: command.sequence, sentAt });
    await publisher.publish(
      channel,
      withRecipients && command.users
        ? encodeFirmMessage([{ event: eventName, userIds: command.users, data: payload }])
        : payload,
    );
    process.send?.({ type: 'published', sequence: command.sequence });
  });
  process.send?.({ type: 'ready' });
}

if (process.env.BENCH_PORT) void main();
