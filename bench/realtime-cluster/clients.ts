// A load process for fanout.ts: holds the sockets of one instance's users (BENCH_USERS "first-last"), each
// subscribed to its own private channel as pusher-js does (BENCH_KIND=atrium) or plainly connected (bare), and
// records every delivery's latency (receive time minus the publisher's sentAt). Several of these split the reading
// of the frames, so the figures measure the servers rather than one client process. Driven over IPC.
import { userChannelName } from '@atrium/domain/contract/realtime';
import type WebSocket from 'ws';
import { openBenchSocket } from '../lib/pusher.ts';
import { benchCredentials, eventName } from './instance.ts';

type Command = { type: 'await'; count: number } | { type: 'collect' };

const now = () => performance.timeOrigin + performance.now();

async function main() {
  const port = Number(process.env.BENCH_PORT);
  const atrium = process.env.BENCH_KIND === 'atrium';
  const [first, last] = (process.env.BENCH_USERS ?? '').split('-').map(Number) as [number, number];
  let latencies: number[] = [];
  let received = 0;
  let awaited = Number.POSITIVE_INFINITY;
  const onFrame = (frame: { event: string; data: string }) => {
    if (frame.event !== eventName) return;
    latencies.push(now() - (JSON.parse(frame.data) as { sentAt: number }).sentAt);
    received += 1;
    if (received === awaited) process.send?.({ type: 'received', count: received });
  };
  const sockets: WebSocket[] = [];
  // In batches, so the accept queue never overflows.
  for (let start = first; start <= last; start += 250) {
    const batch = [];
    for (let user = start; user <= Math.min(last, start + 249); user++) {
      batch.push(
        openBenchSocket({
          url: atrium
            ? `ws://127.0.0.1:${port}/app/${benchCredentials.key}?protocol=7&client=js&version=8.6.0`
            : `ws://127.0.0.1:${port}/?user=${user}`,
          credentials: benchCredentials,
          channel: atrium ? userChannelName(user) : null,
          onFrame,
          timeoutMs: 120_000,
        }),
      );
    }
    sockets.push(...(await Promise.all(batch)));
  }
  process.on('message', (command: Command) => {
    if (command.type === 'await') {
      awaited = command.count;
      if (received >= awaited) process.send?.({ type: 'received', count: received });
    } else {
      process.send?.({ type: 'collected', latencies, received });
      latencies = [];
    }
  });
  process.send?.({ type: 'ready', sockets: sockets.length });
}

if (process.env.BENCH_USERS) void main();
