import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { factFindChanges, factFinds } from '../db/schema.ts';
import { type SaveResult, type ServerProcess, save, sleep, startServer, useFaultWorld } from './harness.ts';

// Eight text fields of the fact-find, one per writer.
const lanes = [
  ['personal_details_client1', 'middle_names'],
  ['personal_details_client1', 'nationality'],
  ['current_address', 'identifierline'],
  ['current_address', 'premise'],
  ['current_address', 'address_line_1'],
  ['current_address', 'address_line_2'],
  ['current_address', 'town'],
  ['current_address', 'county'],
] as const;
const updateOf = (lane: number, value: string) => {
  const [category, field] = lanes[lane] ?? lanes[0];
  return { [category]: { [field]: value } };
};

const fault = useFaultWorld();
let server: ServerProcess | null = null;

afterAll(async () => {
  await server?.kill('SIGKILL');
});

describe('the server killed (SIGKILL) in the middle of a stream of saves', () => {
  it('keeps every answered save, and leaves every unanswered one whole or absent', async () => {
    server = await startServer({ port: 3790, databaseUrl: fault.db.url });
    const results: SaveResult[] = [];
    const rejected: string[] = [];
    let stop = false;
    // Eight writers, each saving its own property again and again with a new value each time.
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const value = `lane${lane}-${i}`;
        const key = randomUUID();
        const started = save(
          server?.url ?? '',
          fault.world.clientToken,
          fault.world.client.client.id,
          updateOf(lane, value),
          key,
        );
        const { status, body } = await started;
        if (typeof status === 'number' && status !== 200) rejected.push(`${status} ${body}`);
        results.push({ value, key, status });
        if (status === 'no answer') return;
      }
    };
    const writers = Array.from({ length: 8 }, (_, lane) => writer(lane));
    // Killed once the stream is well under way, with saves in flight on every lane.
    for (
      let waited = 0;
      results.filter((r) => r.status === 200).length < 40 && waited < 30_000;
      waited += 20
    ) {
      await sleep(20);
    }
    await server.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const answered = results.filter((r) => r.status === 200);
    const unanswered = results.filter((r) => r.status === 'no answer');
    expect(rejected.slice(0, 3)).toEqual([]);
    expect(answered.length).toBeGreaterThan(20);
    expect(unanswered.length).toBeGreaterThan(0);

    // After a restart, on the database alone: what the server wrote is all there is.
    server = await startServer({ port: 3790, databaseUrl: fault.db.url });
    const [row] = await fault.db.database.db
      .select()
      .from(factFinds)
      .where(eq(factFinds.id, fault.world.factFind.id));
    const changes = await fault.db.database.db
      .select()
      .from(factFindChanges)
      .where(eq(factFindChanges.factFindId, fault.world.factFind.id))
      .orderBy(asc(factFindChanges.id));
    const savedValues = new Set(changes.map((change) => change.newValue as string));
    for (const result of answered) expect(savedValues.has(result.value), result.value).toBe(true);
    // Each save is one transaction: its change row, the data and the version move together or not at all.
    expect(row?.version).toBe(fault.world.factFind.version + changes.length);
    const data = (row?.data ?? {}) as Record<string, Record<string, string> | undefined>;
    for (const [category, field] of lanes) {
      const last = changes.filter((change) => change.path === `${category}.${field}`).at(-1);
      expect(data[category]?.[field], `${category}.${field}`).toBe(last?.newValue);
    }
    // An unanswered save either landed whole or not at all: nothing else is in the table.
    const sent = new Set(results.map((r) => r.value));
    for (const change of changes) expect(sent.has(change.newValue as string)).toBe(true);

    // The restarted server answers a retry of an unanswered save once, with its Idempotency-Key.
    const retried = unanswered[0];
    if (!retried) throw new Error('no unanswered save');
    const lane = retried.value.split('-')[0]?.replace('lane', '') ?? '0';
    const again = await save(
      server.url,
      fault.world.clientToken,
      fault.world.client.client.id,
      updateOf(Number(lane), retried.value),
      retried.key,
    );
    expect(again.status).toBe(200);
    const after = await fault.db.database.db
      .select()
      .from(factFindChanges)
      .where(eq(factFindChanges.factFindId, fault.world.factFind.id));
    expect(after.filter((change) => change.newValue === retried.value).length).toBeLessThanOrEqual(1);
  });
});
