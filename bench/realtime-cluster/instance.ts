// One portal instance's realtime layer (apps/server/src/platform/realtime) in a process of its own, on a
// Fastify server as the portal registers it: fan-out through Redis (BENCH_REDIS_URL set) or in-process.
// Driven by run.ts and fanout.ts over IPC (publish; memory after a forced GC when started with --expose-gc); SIGTERM closes it as the portal does (sockets drained with 4200 over the spread).
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { createRealtime } from '../../apps/server/src/platform/realtime/realtime.ts';
import { memoryAfterGc } from '../lib/memory.ts';

export const benchCredentials = { key: 'bench', secret: 'bench-secret' };
export const eventName = 'bench.sequence';

type Command = { type: 'publish'; users: number[]; sequence: number } | { type: 'memory' };

const firms = Number(process.env.BENCH_FIRMS ?? 1);
const firmOf = (userId: number) => (userId % firms) + 1;

async function main() {
  const port = Number(process.env.BENCH_PORT);
  const app = Fastify({ loggerInstance: pino({ level: 'silent' }) as FastifyBaseLogger });
  const realtime = createRealtime({
    ...benchCredentials,
    redisUrl: process.env.BENCH_REDIS_URL || null,
    redisPrefix: process.env.BENCH_REDIS_PREFIX ?? 'atrium-bench:',
    trustProxy: 0,
    shutdownSpreadMs: Number(process.env.BENCH_SPREAD_MS ?? 5000),
    logger: app.log,
    // Every user in one firm served at every host (BENCH_FIRMS=n: user i in firm i mod n + 1), so a broadcast is a
    // notice to a whole firm. The portal asks the database here (features/realtime/repo.ts): once per subscription,
    // and once per user the publishing instance has not met yet (firm-directory.ts); the warm-up broadcast meets them
    // all, so the counted ones measure the delivery path only.
    firmServingUserAt: async (userId) => firmOf(userId),
    firmsOfUsers: async (userIds) => new Map(userIds.map((userId) => [userId, firmOf(userId)])),
    // Every session live (the portal asks the database, once per subscription and in a minutely sweep).
    liveSessions: async (ids) => new Set(ids),
    // One machine stands in for many clients: no per-address or per-user caps here.
    gateway: { limits: { connectionsPerIpPerMinute: Number.POSITIVE_INFINITY, maxSocketsPerUser: 1000 } },
  });
  realtime.register(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port, host: '127.0.0.1' });
  process.on('message', async (command: Command) => {
    if (command.type === 'memory') {
      process.send?.({ type: 'memory', memory: memoryAfterGc() });
      return;
    }
    const sentAt = performance.timeOrigin + performance.now();
    await Promise.all(
      command.users.map((userId) =>
        realtime.publishToUser(userId, eventName, { sequence: command.sequence, sentAt }),
      ),
    );
    process.send?.({ type: 'published', sequence: command.sequence });
  });
  process.on('SIGTERM', async () => {
    await app.close();
    process.exit(0);
  });
  process.send?.({ type: 'ready' });
}

// Only as the forked child: run.ts imports this file for its constants, with BENCH_PORT set in its own env.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.env.BENCH_PORT) void main();
