import type { AddressInfo } from 'node:net';
import { userChannelName } from '@atrium/domain/contract/realtime';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRealtime } from './realtime.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// A listening server with the realtime layer only, its sessions' liveness in the test's hands.
async function listening(live: Set<number>, sessionSweepMs: number) {
  const app = Fastify();
  const realtime = createRealtime({
    key: 'k',
    secret: 's',
    redisUrl: null,
    redisPrefix: 'test:',
    trustProxy: 0,
    shutdownSpreadMs: 0,
    logger: app.log,
    firmServingUserAt: async () => 1,
    firmsOfUsers: async (ids) => new Map(ids.map((id) => [id, 1])),
    liveSessions: async (ids) => new Set(ids.filter((id) => live.has(id))),
    sessionSweepMs,
  });
  realtime.register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  return { realtime, port: (app.server.address() as AddressInfo).port };
}

// A socket subscribed to user 7's channel with a signature of the given session; resolves with its close code.
async function subscribedSocket(
  port: number,
  realtime: ReturnType<typeof createRealtime>,
  sessionId: number,
) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/k?protocol=7`);
  cleanups.push(async () => socket.terminate());
  const frames: { event: string; data: string }[] = [];
  const next = (event: string) =>
    new Promise<{ event: string; data: string }>((resolve) => {
      const seen = frames.find((frame) => frame.event === event);
      if (seen) return resolve(seen);
      socket.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { event: string; data: string };
        if (frame.event === event) resolve(frame);
      });
    });
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const { socket_id: socketId } = JSON.parse((await next('pusher:connection_established')).data);
  const channel = userChannelName(7);
  const signed = realtime.authorizeChannel(socketId, channel, sessionId);
  socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...signed } }));
  await next('pusher_internal:subscription_succeeded');
  return { closed, socket };
}

describe('the session sweep of a listening server', () => {
  it('closes, with 4009, a socket whose session expired since it subscribed; a live one stays', async () => {
    const live = new Set([1, 2]);
    const { realtime, port } = await listening(live, 50);
    const expiring = await subscribedSocket(port, realtime, 1);
    const staying = await subscribedSocket(port, realtime, 2);
    live.delete(1);
    expect(await expiring.closed).toBe(4009);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(staying.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('sessionsEnded', () => {
  it('closes the named sessions only, and every socket of the user for "all"', async () => {
    const { realtime, port } = await listening(new Set([1, 2]), 60_000);
    const ended = await subscribedSocket(port, realtime, 1);
    const other = await subscribedSocket(port, realtime, 2);
    await realtime.sessionsEnded(7, [1]);
    expect(await ended.closed).toBe(4009);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    await realtime.sessionsEnded(7, 'all');
    expect(await other.closed).toBe(4009);
  });
});
