// The reference for fanout.ts: a plain `ws` server in a process of its own that holds its sockets and, for every
// message on one Redis channel (the same channel in every bare process), writes one frame of the gateway's shape to
// each of them. The least a cluster can do to deliver a broadcast through Redis: one message per instance, no
// per-channel routing, no protocol. Driven over IPC: publish (one PUBLISH of the payload), memory (after a forced GC).
// BENCH_BARE=per-user: the same Redis fan-out as the gateway instead — each process subscribes to one Redis channel per
// socket's user and a broadcast is one message per user, sent through the portal's publish batcher
// (platform/realtime/publish-batch.ts) — so the ratio shows the gateway's own cost beside the Redis hop it shares.
import { createServer } from 'node:http';
import { userChannelName } from '@atrium/domain/contract/realtime';
import { Redis } from 'ioredis';
import { createPublishBatcher } from '../../apps/server/src/platform/realtime/publish-batch.ts';
import { bareSockets } from '../lib/bare-ws.ts';
import { memoryAfterGc } from '../lib/memory.ts';
import { eventName } from './instance.ts';

type Command = { type: 'publish'; sequence: number; users?: number[] } | { type: 'memory' };

async function main() {
  const port = Number(process.env.BENCH_PORT);
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = process.env.BENCH_REDIS_PREFIX ?? 'atrium-bench:';
  const channel = `${prefix}bare-broadcast`;
  const perUser = process.env.BENCH_BARE === 'per-user';
  const server = createServer((_request, response) => response.end());
  const sockets = bareSockets(server, (user) => {
    if (perUser) void subscriber.subscribe(`${prefix}${user}`);
  });
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  const publishBatched = createPublishBatcher(publisher);
  await subscriber.subscribe(channel);
  subscriber.on('message', (redisChannel: string, data: string) => {
    if (redisChannel !== channel) {
      const user = Number(redisChannel.slice(prefix.length));
      sockets.get(user)?.send(JSON.stringify({ event: eventName, channel: userChannelName(user), data }));
      return;
    }
    for (const [user, socket] of sockets) {
      socket.send(JSON.stringify({ event: eventName, channel: userChannelName(user), data }));
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
    if (perUser && command.users) {
      await Promise.all(command.users.map((user) => publishBatched(`${prefix}${user}`, payload)));
    } else {
      await publisher.publish(channel, payload);
    }
    process.send?.({ type: 'published', sequence: command.sequence });
  });
  process.send?.({ type: 'ready' });
}

if (process.env.BENCH_PORT) void main();
