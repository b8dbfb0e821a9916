// The reference for fanout.ts: a plain `ws` server in a process of its own that holds its sockets and, for every
// message on one Redis channel (the same channel in every bare process), writes one frame of the gateway's shape to
// each of them. The least a cluster can do to deliver a broadcast through Redis: one message per instance, no
// per-channel routing, no protocol. Driven over IPC: publish (one PUBLISH of the payload), memory (after a forced GC).
import { createServer } from 'node:http';
import { userChannelName } from '@atrium/domain/contract/realtime';
import { Redis } from 'ioredis';
import { type WebSocket, WebSocketServer } from 'ws';
import { memoryAfterGc } from '../lib/memory.ts';
import { eventName } from './instance.ts';

type Command = { type: 'publish'; sequence: number } | { type: 'memory' };

async function main() {
  const port = Number(process.env.BENCH_PORT);
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const channel = `${process.env.BENCH_REDIS_PREFIX ?? 'atrium-bench:'}bare-broadcast`;
  const server = createServer((_request, response) => response.end());
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const sockets = new Map<number, WebSocket>();
  wss.on('connection', (socket, request) => {
    const user = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('user'));
    sockets.set(user, socket);
    socket.on('close', () => sockets.delete(user));
  });
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, data: string) => {
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
    await publisher.publish(channel, JSON.stringify({ sequence: command.sequence, sentAt }));
    process.send?.({ type: 'published', sequence: command.sequence });
  });
  process.send?.({ type: 'ready' });
}

if (process.env.BENCH_PORT) void main();
