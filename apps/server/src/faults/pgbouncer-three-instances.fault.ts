import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { userChannelName } from '@atrium/domain/contract/realtime';
import { eq, inArray } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../db/connect.ts';
import { factFindChanges, factFinds, outbox } from '../db/schema.ts';
import { connectPusher, subscribed } from '../features/realtime/test-clients.ts';
import { createClientUser, createToken } from '../test/factories.ts';
import { databaseUrl, onServer } from '../test/pg-server.ts';
import {
  type FaultWorld,
  faultWorld,
  postgresUrl,
  reply,
  type ServerProcess,
  save,
  sharedRedisUrl,
  sleep,
  startServer,
} from './harness.ts';
import { type Nginx, nginxBinary, startNginx } from './nginx.ts';
import { freePort, type Pgbouncer, pgbouncerBinary, startPgbouncer } from './pgbouncer.ts';

// CI installs Debian's nginx and pgbouncer (.ci/run); this suite never installs anything itself.
for (const binary of [nginxBinary, pgbouncerBinary]) {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: apt-get install -y nginx pgbouncer`);
}

const name = `atrium_fault_${randomBytes(5).toString('hex')}`;
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
let pgbouncer: Pgbouncer;
let servers: ServerProcess[] = [];
let nginx: Nginx;
let nginxPort: number;
// The test's own checks go straight to PostgreSQL, not through the pooler.
let direct: Database;
let world: FaultWorld;
let pusher: Pusher | null = null;

beforeAll(async () => {
  await onServer(postgresUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const target = new URL(postgresUrl);
  // Three server connections for three instances of ten pooled connections each: every instance's statements
  // share them, so a statement that relied on its connection's state would meet another's.
  pgbouncer = await startPgbouncer({
    port: await freePort(),
    target: { host: target.hostname, port: Number(target.port || 5432), user: target.username || 'postgres' },
    poolSize: 3,
  });
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const shared = {
    databaseUrl: pgbouncer.url(name),
    redisUrl: sharedRedisUrl,
    redisPrefix: `atrium-fault-${randomBytes(3).toString('hex')}:`,
    env: { TRUST_PROXY: '1', DATABASE_PREPARED_STATEMENTS: 'false', ALERT_MAIL_DELAY_SECONDS: '0' },
  };
  // All three start at once on the empty database: each migrates at start, through the pooler.
  servers = await Promise.all(ports.map((port) => startServer({ port, ...shared })));
  nginxPort = await freePort();
  nginx = await startNginx(nginxPort, ports);
  direct = await openDatabase({ kind: 'postgres', url: databaseUrl(postgresUrl, name), poolSize: 3 });
  world = await faultWorld(direct.db);
});

afterAll(async () => {
  pusher?.disconnect();
  await Promise.all(servers.map((server) => server.kill('SIGKILL')));
  await nginx?.stop();
  await pgbouncer?.stop();
  await direct?.close();
  await onServer(postgresUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe('PgBouncer 1.18 in transaction pooling mode before PostgreSQL, three instances, nginx and Redis', () => {
  it('lets three instances started at once migrate an empty database exactly once', async () => {
    const [applied] = await onServer(databaseUrl(postgresUrl, name), async (client) => {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      return rows as { n: number }[];
    });
    expect(applied?.n).toBe(journal.entries.length);
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('keeps every save through nginx once, whichever instance and server connection takes it', async () => {
    // Four text fields of the fact-find, one writer each.
    const fields = [
      ['personal_details_client1', 'middle_names'],
      ['personal_details_client1', 'nationality'],
      ['current_address', 'town'],
      ['current_address', 'county'],
    ] as const;
    const done: string[] = [];
    const lane = async ([category, field]: (typeof fields)[number]) => {
      for (let i = 0; i < 12; i++) {
        const value = `${field}-${i}`;
        const key = randomUUID();
        const update = { [category]: { [field]: value } };
        const first = await save(nginx.url, world.clientToken, world.client.client.id, update, key);
        expect(first.status, first.body).toBe(200);
        // The web app's retry of an answered edit: replayed from the Idempotency-Key, not applied again.
        const again = await save(nginx.url, world.clientToken, world.client.client.id, update, key);
        expect(again.status, again.body).toBe(200);
        done.push(value);
      }
    };
    await Promise.all(fields.map(lane));
    const changes = await direct.db
      .select({ value: factFindChanges.newValue })
      .from(factFindChanges)
      .where(eq(factFindChanges.factFindId, world.factFind.id));
    expect(changes.map((change) => change.value).sort()).toEqual([...done].sort());
    const [row] = await direct.db.select().from(factFinds).where(eq(factFinds.id, world.factFind.id));
    for (const [category, field] of fields) {
      expect((row?.data[category] as Record<string, unknown> | undefined)?.[field]).toBe(`${field}-11`);
    }
  });

  it('refuses on every instance, at once, a session signed out through one', async () => {
    const token = await createToken(direct.db, {
      userId: world.client.user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const user = (server: ServerProcess) =>
      fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    // Each instance now holds the session in its cache (features/auth/session-cache.ts).
    for (const server of servers) expect((await user(server)).status).toBe(200);
    const [first, ...others] = servers;
    const logout = await fetch(`${first?.url}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBeLessThan(300);
    for (const server of others) expect((await user(server)).status).toBe(401);
  });

  it("delivers to a client's socket, held through nginx by one instance, a reply posted through each", async () => {
    pusher = connectPusher({ port: nginxPort, token: world.clientToken });
    const { channel, succeeded } = subscribed(pusher, userChannelName(world.client.user.id));
    await succeeded;
    const heard: string[] = [];
    channel.bind('conversation.updated', (data: { message: { body: string } }) =>
      heard.push(data.message.body),
    );
    for (const [i, server] of servers.entries()) {
      expect(await reply(server.url, world.adviserToken, world.client.client.id, `through ${i}`)).toBe(200);
    }
    for (let i = 0; i < 100 && heard.length < servers.length; i++) await sleep(50);
    expect(heard.sort()).toEqual(['through 0', 'through 1', 'through 2']);
  });

  // Each reply schedules the client's alert mail due at once (ALERT_MAIL_DELAY_SECONDS=0) and the instance that took
  // it runs the claim of every due alert (features/alerts/repo.ts, FOR UPDATE SKIP LOCKED) there and then: replies
  // spread over three instances claim the same due rows at the same moments.
  it('mails each due alert once while the three instances claim them at the same time', async () => {
    const households = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createClientUser(direct.db, {
          firmId: world.firm.id,
          adviserId: world.adviser.id,
          name: `Alert Client ${i}`,
          email: `alert-client-${i}-${randomBytes(3).toString('hex')}@example.test`,
        }),
      ),
    );
    const statuses = await Promise.all(
      households.map((household) =>
        reply(nginx.url, world.adviserToken, household.client.id, 'Your annual review is booked'),
      ),
    );
    expect(statuses).toEqual(Array(households.length).fill(200));
    const emails = households.map((household) => household.user.email);
    let mails: { to: string }[] = [];
    for (let i = 0; i < 100; i++) {
      mails = await direct.db.select({ to: outbox.to }).from(outbox).where(inArray(outbox.to, emails));
      if (mails.length >= emails.length) break;
      await sleep(50);
    }
    await sleep(300);
    mails = await direct.db.select({ to: outbox.to }).from(outbox).where(inArray(outbox.to, emails));
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
  });
});
