import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { factFindChanges } from '../db/schema.ts';
import { type ServerProcess, sleep, startServer, useFaultWorld } from './harness.ts';

const fault = useFaultWorld();
let server: ServerProcess;

beforeAll(async () => {
  // Request logs on: the server's own record of which requests it started and finished.
  server = await startServer({ port: 3795, databaseUrl: fault.db.url, env: { LOG_LEVEL: 'info' } });
});

afterAll(async () => {
  await server?.kill('SIGKILL');
});

type Outcome = { value: string } & ({ status: number } | { error: string });

// One save on a connection of its own (no keep-alive), so a dropped connection is this request's alone.
function saveOnce(value: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ updates: { personal_details_client1: { middle_names: value } } });
    const req = request(
      `${server.url}/api/clients/${fault.world.client.client.id}/portal/changes/update`,
      {
        method: 'PUT',
        agent: false,
        headers: {
          authorization: `Bearer ${fault.world.clientToken}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ value, status: response.statusCode ?? 0 }));
        response.on('error', (error) => resolve({ value, error: `cut: ${error.message}` }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ value, error: error.code ?? error.message }));
    req.end(body);
  });
}

function openSocket(): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}/app/atrium?protocol=7&client=js&version=8.4.0`,
    );
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => {
      if (String(data).includes('pusher:connection_established')) resolve({ closed });
    });
    socket.on('error', reject);
  });
}

describe('SIGTERM under load', () => {
  it('finishes every request in flight, closes sockets with 4200 (reconnect), and exits 0', async () => {
    const sockets = await Promise.all(Array.from({ length: 5 }, openSocket));
    const outcomes: Promise<Outcome>[] = [];
    let stop = false;
    const lane = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const outcome = saveOnce(`lane${lane}-${i}`);
        outcomes.push(outcome);
        await outcome;
      }
    };
    const lanes = Array.from({ length: 12 }, (_, i) => lane(i));
    await sleep(1500);
    server.child.kill('SIGTERM');
    const exitCode = server.exited;
    await sleep(1500);
    stop = true;
    await Promise.all(lanes);

    const all = await Promise.all(outcomes);
    expect(all.filter((outcome) => 'status' in outcome && outcome.status === 200).length).toBeGreaterThan(12);
    // Every request was answered, or refused at the door: 503 while closing, no listener any more, or a
    // connection reset before the server read it, in which case nothing of it was saved. None was taken up and
    // then dropped.
    const changes = await fault.db.database.db.select().from(factFindChanges);
    const saved = new Set(changes.map((change) => change.newValue));
    for (const outcome of all) {
      if ('status' in outcome) {
        expect([200, 503]).toContain(outcome.status);
        expect(saved.has(outcome.value), outcome.value).toBe(outcome.status === 200);
      } else {
        expect(['ECONNREFUSED', 'ECONNRESET']).toContain(outcome.error);
        expect(saved.has(outcome.value), outcome.value).toBe(false);
      }
    }
    expect(await exitCode).toBe(0);
    // The server's own record: every request it started, it finished, and each one it took up was saved.
    const log = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const parsed = log.map(
      (line) => JSON.parse(line) as { msg?: string; reqId?: string; res?: { statusCode?: number } },
    );
    const started = new Set(
      parsed.filter((entry) => entry.msg === 'incoming request').map((entry) => entry.reqId),
    );
    const finished = parsed.filter((entry) => entry.msg === 'request completed');
    expect(started.size).toBeGreaterThan(12);
    expect(new Set(finished.map((entry) => entry.reqId))).toEqual(started);
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual(Array(5).fill(4200));
  });
});
