import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { userChannelName } from '@atrium/domain/contract/realtime';
import { eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factFindChanges } from '../db/schema.ts';
import { connectPusher, subscribed } from '../features/realtime/test-clients.ts';
import {
  reply,
  repositoryRoot,
  type ServerProcess,
  save,
  sharedRedisUrl,
  sleep,
  startServer,
  useFaultWorld,
} from './harness.ts';
import { type Nginx, nginxBinary, startNginx } from './nginx.ts';

// CI installs Debian's nginx (.ci/run); this suite never installs anything itself.
if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing: apt-get install -y nginx`);

const fault = useFaultWorld();
let one: ServerProcess;
let two: ServerProcess;
let nginx: Nginx;
let pusher: Pusher | null = null;

beforeAll(async () => {
  const shared = {
    databaseUrl: fault.db.url,
    redisUrl: sharedRedisUrl,
    // A prefix of this run's own on the shared Redis.
    redisPrefix: `atrium-fault-${randomBytes(3).toString('hex')}:`,
    // The built web app (this suite's global setup builds it), so a page and its precompressed assets can be served.
    env: { TRUST_PROXY: '1', WEB_DIST_DIR: join(repositoryRoot, 'apps/web/dist') },
  };
  [one, two] = await Promise.all([
    startServer({ port: 3797, ...shared }),
    startServer({ port: 3799, ...shared }),
  ]);
  nginx = await startNginx(3796, [3797, 3799]);
});

afterAll(async () => {
  pusher?.disconnect();
  await Promise.all([one?.kill('SIGKILL'), two?.kill('SIGKILL')]);
  await nginx?.stop();
});

describe('the reference deployment (docs/deploy/nginx.conf) on loopback: nginx before two instances', () => {
  it("delivers to a client's socket, held through nginx by one instance, what was posted through the other", async () => {
    pusher = connectPusher({ port: 3796, token: fault.world.clientToken });
    const { channel, succeeded } = subscribed(pusher, userChannelName(fault.world.client.user.id));
    await succeeded;
    const heard: string[] = [];
    channel.bind('conversation.updated', (data: { message: { body: string } }) =>
      heard.push(data.message.body),
    );
    // The socket is on one of the two; a reply through each means one came through the other instance.
    expect(await reply(one.url, fault.world.adviserToken, fault.world.client.client.id, 'through one')).toBe(
      200,
    );
    expect(await reply(two.url, fault.world.adviserToken, fault.world.client.client.id, 'through two')).toBe(
      200,
    );
    for (let i = 0; i < 100 && heard.length < 2; i++) await sleep(50);
    expect(heard.sort()).toEqual(['through one', 'through two']);
  });

  // The build writes a brotli and a gzip copy beside each hashed asset; through nginx the browser gets the one its
  // Accept-Encoding asks for, unchanged (docs/deploy/nginx.conf, location /assets/).
  it('passes through the precompressed copy of a hashed asset that the Accept-Encoding asks for', async () => {
    const page = await (await fetch(`${nginx.url}/login`)).text();
    const asset = page.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, `a script in the served page: ${page.slice(0, 200)}`).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${nginx.url}${asset}`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // fetch decodes the body: what arrives is the script itself.
      expect((await response.text()).length).toBeGreaterThan(0);
    }
  });

  // nginx sets X-Forwarded-For to the address it was connected from, and the server (TRUST_PROXY=1) reads the
  // rightmost entry: a client writing its own header still counts as itself. With nginx appending and the
  // leftmost entry trusted, each forged address below had an allowance of its own and none was ever refused.
  it("counts a client that forges X-Forwarded-For against its own address's login allowance", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await fetch(`${nginx.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `forger${i}@example.test`, password: 'not the password' }),
      });
      statuses.push(response.status);
    }
    // Login throttling: 20 failures a minute per address, whatever email each one tries.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });

  it('moves the traffic to the other instance when one is killed, with no save lost or applied twice', async () => {
    const done: string[] = [];
    let attempts = 0;
    let stop = false;
    // As the web app saves: one Idempotency-Key per edit, retried until it is answered 200.
    const lane = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const value = `lane${lane}-${i}`;
        const key = randomUUID();
        for (let tries = 0; ; tries++) {
          attempts++;
          const { status } = await save(
            nginx.url,
            fault.world.clientToken,
            fault.world.client.client.id,
            {
              personal_details_client1: { middle_names: value },
            },
            key,
          );
          if (status === 200) break;
          if (tries > 50) throw new Error(`${value} never saved (last answer ${status})`);
          await sleep(100);
        }
        done.push(value);
      }
    };
    const lanes = Array.from({ length: 6 }, (_, i) => lane(i));
    for (let i = 0; i < 600 && done.length < 30; i++) await sleep(20);
    await one.kill('SIGKILL');
    const atKill = done.length;
    await sleep(2000);
    stop = true;
    await Promise.all(lanes);

    expect(done.length).toBeGreaterThan(atKill + 10);
    const changes = await fault.db.database.db
      .select()
      .from(factFindChanges)
      .where(eq(factFindChanges.factFindId, fault.world.factFind.id));
    const count = new Map<unknown, number>();
    for (const change of changes) count.set(change.newValue, (count.get(change.newValue) ?? 0) + 1);
    for (const value of done) expect(count.get(value), value).toBe(1);
    expect(attempts).toBeGreaterThanOrEqual(done.length);
    // And the survivor answers through nginx as before.
    const response = await fetch(`${nginx.url}/api/user`, {
      headers: { authorization: `Bearer ${fault.world.clientToken}` },
    });
    expect(response.status).toBe(200);
  });
});
