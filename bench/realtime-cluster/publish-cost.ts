// bench/realtime-cluster/publish-cost.ts: the Redis hop alone, in one process, without sockets or instances.
//   A = the broker's batch (platform/realtime/publish-batch.ts: one script call per tick carrying every publish);
//   B = one PUBLISH command per channel, as the broker sent them before the batch (JSON wrapper included).
// Each round publishes one event to N channels held by a subscriber connection and times until every PUBLISH is
// answered and until the subscriber has every message. Alternating A B / B A rounds after a warm-up; medians.
//   node --import tsx bench/realtime-cluster/publish-cost.ts [channels=500] [rounds=30]
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createPublishBatcher } from '../../apps/server/src/platform/realtime/publish-batch.ts';
import { fmt, percentile, ratioSummary } from '../lib/stats.ts';

const channelCount = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 30);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `atrium-bench-${randomBytes(4).toString('hex')}:`;
const channels = Array.from({ length: channelCount }, (_, i) => `${prefix}private-user.${i + 1}`);
const data = JSON.stringify({ sequence: 1, sentAt: 1_790_000_000_000.5, conversationId: 42, unread: 3 });

const publisher = new Redis(redisUrl);
const subscriber = new Redis(redisUrl);
const batched = createPublishBatcher(publisher);
await subscriber.subscribe(...channels);
let received = 0;
let onAll: () => void = () => {};
subscriber.on('message', () => {
  received += 1;
  if (received === channelCount) onAll();
});

type Kind = 'batch' | 'commands';
const publishers: Record<Kind, () => Promise<unknown>> = {
  batch: () => Promise.all(channels.map((channel) => batched(channel, `conversation.updated\n${data}`))),
  commands: () =>
    Promise.all(
      channels.map((channel) =>
        publisher.publish(channel, JSON.stringify({ event: 'conversation.updated', data })),
      ),
    ),
};

async function round(kind: Kind): Promise<{ answered: number; delivered: number }> {
  received = 0;
  const all = new Promise<void>((resolve) => {
    onAll = resolve;
  });
  const started = performance.now();
  const counts = (await publishers[kind]()) as number[];
  const answered = performance.now() - started;
  if (counts.some((count) => count !== 1)) throw new Error(`${kind}: a publish reached no subscriber`);
  await all;
  return { answered, delivered: performance.now() - started };
}

for (let warm = 0; warm < 10; warm++) for (const kind of ['batch', 'commands'] as const) await round(kind);
const results: Record<Kind, { answered: number[]; delivered: number[] }> = {
  batch: { answered: [], delivered: [] },
  commands: { answered: [], delivered: [] },
};
for (let i = 0; i < rounds; i++) {
  const order: Kind[] = i % 2 === 0 ? ['batch', 'commands'] : ['commands', 'batch'];
  for (const kind of order) {
    const { answered, delivered } = await round(kind);
    results[kind].answered.push(answered);
    results[kind].delivered.push(delivered);
  }
}
for (const kind of ['batch', 'commands'] as const) {
  console.log(
    `${kind.padEnd(8)} ${channelCount} publishes: answered ${fmt.ms(percentile(results[kind].answered, 50))}, all delivered ${fmt.ms(percentile(results[kind].delivered, 50))} (medians of ${rounds})`,
  );
}
const ratio = ratioSummary(
  results.batch.delivered.map((ms, i) => ms / (results.commands.delivered[i] ?? Number.NaN)),
);
console.log(`ratio batch/commands, all delivered: ${fmt.ratio(ratio.median)} (${fmt.spread(ratio)})`);
publisher.disconnect();
subscriber.disconnect();
