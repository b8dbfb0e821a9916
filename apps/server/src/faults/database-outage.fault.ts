import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  sleep,
  startRelay,
  startServer,
  terminateBackends,
  useFaultWorld,
} from './harness.ts';

const fault = useFaultWorld();
let server: ServerProcess | null = null;
let relay: Awaited<ReturnType<typeof startRelay>>;

beforeAll(async () => {
  // The server reaches PostgreSQL through a relay, so the database can "go away" for it alone.
  const postgres = new URL(fault.db.url);
  relay = await startRelay({ host: postgres.hostname, port: Number(postgres.port || 5432) });
  const url = new URL(fault.db.url);
  url.host = `127.0.0.1:${relay.port}`;
  server = await startServer({ port: 3792, databaseUrl: url.toString() });
});

afterAll(async () => {
  await server?.kill('SIGKILL');
  await relay?.down();
});

type Answer = { status: number; message?: string; retryAfter?: string | null };

async function read(): Promise<Answer> {
  const response = await fetch(`${server?.url}/api/clients/${fault.world.client.client.id}/portal/changes`, {
    headers: { authorization: `Bearer ${fault.world.clientToken}` },
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message, retryAfter: response.headers.get('retry-after') };
}

// Requests in a steady stream (four at a time) while something happens to the database.
async function underLoad(during: () => Promise<void>): Promise<Answer[]> {
  const answers: Answer[] = [];
  let stop = false;
  const lane = async () => {
    while (!stop) answers.push(await read());
  };
  const lanes = Array.from({ length: 4 }, lane);
  await sleep(300);
  await during();
  stop = true;
  await Promise.all(lanes);
  return answers;
}

const unavailable = (answers: Answer[]) => answers.filter((answer) => answer.status !== 200);

describe('PostgreSQL connections cut under load', () => {
  it('pg_terminate_backend: failures are 503 with a clear message, and the pool recovers by itself', async () => {
    expect((await read()).status).toBe(200);
    const answers = await underLoad(async () => {
      for (let i = 0; i < 5; i++) {
        await terminateBackends(fault.db.name);
        await sleep(150);
      }
    });
    for (const answer of unavailable(answers)) {
      expect(answer.status).toBe(503);
      expect(answer.message).toMatch(/database|try again/i);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    // No restart: the same process answers normally again.
    expect((await read()).status).toBe(200);
    expect(server?.child.exitCode).toBe(null);
  });

  it('the database gone for two seconds: 503 with Retry-After while down, served again once it is back', async () => {
    let readinessWhileDown = 0;
    const answers = await underLoad(async () => {
      await relay.down();
      await sleep(1000);
      // The balancer's probe takes the instance out of rotation meanwhile, without restarting it.
      readinessWhileDown = (await fetch(`${server?.url}/readyz`)).status;
      await sleep(1000);
      await relay.up();
      await sleep(500);
    });
    expect(readinessWhileDown).toBe(503);
    const failed = unavailable(answers);
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) {
      expect(answer.status).toBe(503);
      expect(answer.message).toMatch(/database|try again/i);
      expect(answer.retryAfter).toMatch(/^\d+$/);
    }
    for (let i = 0; i < 20 && (await read()).status !== 200; i++) await sleep(250);
    expect((await read()).status).toBe(200);
    const readiness = await fetch(`${server?.url}/readyz`);
    expect(readiness.status).toBe(200);
  });
});
