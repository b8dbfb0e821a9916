import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, notifications, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { createAuditLog } from '../../platform/audit.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createFakeClock, requester, testConfig, useTestApp } from '../../test/build-test-app.ts';
import { factFindWorld } from '../../test/factfind.ts';
import { createAccess } from '../access/access.ts';
import { createAccessRepo } from '../access/repo.ts';
import type { DeliveryTarget, Lookup } from './address-guard.ts';
import { retryDelaysMs } from './delivery.ts';
import { createWebhooksRepo } from './repo.ts';
import { sendToTarget } from './sender.ts';
import { createWebhooksService, failingReason } from './service.ts';
import { useTestReceiver } from './test-receiver.ts';

// The clock starts each test at the real time, so the reference library's five-minute timestamp check passes for
// the first tries whatever an earlier test advanced it by.
const clock = createFakeClock(new Date());
const receiver = useTestReceiver();
// Every address a delivery connected to: only the receiver's 127.0.0.1 may ever appear.
const connected: string[] = [];
// Names a test makes resolve as it likes; every other name resolves as it really does.
const names = new Map<string, string>();
const lookup: Lookup = async (host) => {
  const address = names.get(host);
  if (!address) throw new Error(`Not resolvable in this test: ${host}`);
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};
const send = (target: DeliveryTarget, headers: Record<string, string>, body: string) => {
  connected.push(target.address);
  return sendToTarget(target, headers, body);
};
// The app keeps the real clock (its sign-in sessions would idle out as the worker's clock jumps a day ahead).
const { database, t } = useTestApp({ deps: { lookup, send } });
const call = requester(() => t);
let world: Awaited<ReturnType<typeof factFindWorld>>;
let worker: ReturnType<typeof createWebhooksService>;

beforeAll(async () => {
  world = await factFindWorld(database.db);
  const access = createAccess(createAccessRepo(database.db));
  // The worker as a second instance would run it, on the same database as the app.
  worker = createWebhooksService({
    repo: createWebhooksRepo(database.db),
    access,
    audit: createAuditLog(database.db, clock),
    clock,
    secrets: createSecretBox(testConfig().appKey, 'atrium.webhooks.signing-secret'),
    policy: { allowLocal: true },
    lookup,
    send,
    notifyFirm: async (client, notification) => {
      for (const userId of await access.firmRecipientsOf(client))
        await database.db.insert(notifications).values({
          userId,
          type: notification.type,
          data: { title: notification.title, body: notification.body, link: notification.link },
        });
    },
  });
});

beforeEach(async () => {
  clock.set(new Date());
  receiver.received.length = 0;
  receiver.answer();
  // Each test its own endpoints: the earlier ones are deleted.
  await database.db.update(webhookEndpoints).set({ deletedAt: new Date() });
  await worker.deliverDue();
  receiver.received.length = 0;
});

async function register(events = ['message.received']) {
  const response = await call('POST', '/api/adviser/webhooks', world.tokens.admin, {
    url: receiver.url,
    description: 'Back office',
    events,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { data: { id: number }; secret: string };
}

const clientSays = async (text: string) =>
  expect((await call('POST', '/api/messages', world.tokens.joint, { message: text })).statusCode).toBe(200);

describe('webhook deliveries', () => {
  it('are signed as Standard Webhooks specifies (checked by the reference library) and carry ids only', async () => {
    const { secret } = await register();
    expect(secret).toMatch(/^whsec_/);
    await clientSays('My new address is 1 Private Lane');
    expect(await worker.deliverDue()).toBe(1);
    const [delivery] = receiver.received;
    if (!delivery) throw new Error('nothing delivered');
    const verified = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
    const [message] = await database.db.select().from(messages).orderBy(messages.id).limit(1);
    expect(verified).toEqual({
      type: 'message.received',
      timestamp: expect.any(String),
      sequence: expect.any(Number),
      data: { client_id: world.joint.client.id, message_id: expect.any(Number) },
    });
    expect(message).toBeDefined();
    expect(delivery.body).not.toContain('Private Lane');
    expect(delivery.headers['webhook-id']).toBe(`msg_${(verified as { sequence: number }).sequence}`);
    // Verification fails with another secret: the signature is really over this body.
    expect(() =>
      new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(
        delivery.body,
        delivery.headers as Record<string, string>,
      ),
    ).toThrow();
    expect(connected.every((address) => address === '127.0.0.1')).toBe(true);
  });

  it('are recorded in the transaction of the change: a change rolled back announces nothing', async () => {
    const before = await database.db.select().from(webhookEvents);
    await clientSays('Hello');
    const conversationId = (await database.db.select().from(messages).limit(1))[0]?.conversationId ?? 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .insert(messages)
          .values({ conversationId, senderUserId: world.joint.user.id, body: 'Rolled back' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await database.db.select().from(webhookEvents);
    expect(after.length - before.length).toBe(1);
  });

  it('are retried after failures with backoff, each try logged with its status and latency', async () => {
    const { data } = await register();
    receiver.answer(500, 503, 200);
    await clientSays('Retry me');
    expect(await worker.deliverDue()).toBe(1);
    // Not due again until its delay has passed.
    expect(await worker.deliverDue()).toBe(0);
    clock.advance(retryDelaysMs[0] ?? 0);
    expect(await worker.deliverDue()).toBe(1);
    clock.advance(retryDelaysMs[1] ?? 0);
    expect(await worker.deliverDue()).toBe(1);
    const log = await call('GET', `/api/adviser/webhooks/${data.id}/deliveries`, world.tokens.admin);
    const [delivery] = log.json().data;
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([500, 503, 200]);
    expect(delivery.attempts.every((a: { latency_ms: number }) => a.latency_ms >= 0)).toBe(true);
    // Every try carries the same message id, for the receiver to drop a repeat.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('carry each event’s place in the firm’s order', async () => {
    await register();
    await clientSays('First');
    await clientSays('Second');
    await worker.deliverDue();
    const sequences = receiver.received.map((r) => JSON.parse(r.body).sequence as number);
    expect(sequences).toHaveLength(2);
    expect(sequences[1]).toBeGreaterThan(sequences[0] ?? Number.POSITIVE_INFINITY);
  });

  it('are replayed from the log with the same webhook-id, the try marked as a replay', async () => {
    const { data } = await register();
    await clientSays('Replay me');
    await worker.deliverDue();
    const log = await call('GET', `/api/adviser/webhooks/${data.id}/deliveries`, world.tokens.admin);
    const deliveryId = log.json().data[0].id;
    const replay = await call(
      'POST',
      `/api/adviser/webhooks/${data.id}/deliveries/${deliveryId}/replay`,
      world.tokens.admin,
    );
    expect(replay.statusCode).toBe(200);
    // The worker runs after the replay was asked for (the app keeps the real clock).
    clock.set(new Date());
    expect(await worker.deliverDue()).toBe(1);
    const [first, second] = receiver.received;
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    const after = await call('GET', `/api/adviser/webhooks/${data.id}/deliveries`, world.tokens.admin);
    expect(after.json().data[0].attempts.map((a: { replay: boolean }) => a.replay)).toEqual([false, true]);
  });

  it('are signed by the old and the new secret for a day after a rotation', async () => {
    const { data, secret: oldSecret } = await register();
    const rotated = await call('POST', `/api/adviser/webhooks/${data.id}/rotate-secret`, world.tokens.admin);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(oldSecret);
    await clientSays('Rotated');
    await worker.deliverDue();
    const [delivery] = receiver.received;
    if (!delivery) throw new Error('nothing delivered');
    expect(String(delivery.headers['webhook-signature']).split(' ')).toHaveLength(2);
    const headers = delivery.headers as Record<string, string>;
    expect(new Webhook(oldSecret).verify(delivery.body, headers)).toBeTruthy();
    expect(new Webhook(newSecret).verify(delivery.body, headers)).toBeTruthy();
  });

  it('stop after a day of failures: the delivery fails, the endpoint is disabled and the admins are told', async () => {
    const { data } = await register();
    receiver.answer(...Array.from({ length: 20 }, () => 500));
    const started = clock.now().getTime();
    await clientSays('Nobody is listening');
    let tries = await worker.deliverDue();
    for (const delay of retryDelaysMs) {
      clock.advance(delay);
      tries += await worker.deliverDue();
    }
    expect(tries).toBe(retryDelaysMs.length + 1);
    expect(clock.now().getTime() - started).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    const endpoint = await call('GET', '/api/adviser/webhooks', world.tokens.admin);
    expect(endpoint.json().data.find((e: { id: number }) => e.id === data.id)).toMatchObject({
      enabled: false,
      disabled_reason: failingReason,
    });
    const told = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.admin.id));
    expect(told.map((n) => n.type)).toContain('webhook.endpoint.disabled');
    // Disabled: nothing more is tried.
    clock.advance(60 * 60 * 1000);
    await clientSays('Still nobody');
    expect(await worker.deliverDue()).toBe(0);
  });
});

describe('where deliveries may go', () => {
  it.each([
    'https://10.0.0.1/hooks',
    'https://10.255.1.2:8443/hooks',
    'http://169.254.169.254/latest/meta-data',
    'https://[::ffff:10.0.0.1]/hooks',
    'https://[fe80::1]/hooks',
    'https://private.example.test/hooks',
  ])('refuses %s at registration, before any connection', async (url) => {
    names.set('private.example.test', '10.20.30.40');
    const response = await call('POST', '/api/adviser/webhooks', world.tokens.admin, {
      url,
      events: ['message.received'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.url).toEqual([expect.stringMatching(/private, loopback or link-local/)]);
  });

  it('checks again at each delivery, after resolving, and never connects to a refused address', async () => {
    names.set('hooks.example.test', '93.184.216.34');
    const created = await call('POST', '/api/adviser/webhooks', world.tokens.admin, {
      url: 'https://hooks.example.test/atrium',
      events: ['message.received'],
    });
    expect(created.statusCode, created.body).toBe(201);
    // The name now points inside the network (DNS rebinding).
    names.set('hooks.example.test', '10.0.0.5');
    connected.length = 0;
    await clientSays('Rebound');
    expect(await worker.deliverDue()).toBe(1);
    expect(connected).toEqual([]);
    const log = await call(
      'GET',
      `/api/adviser/webhooks/${created.json().data.id}/deliveries`,
      world.tokens.admin,
    );
    expect(log.json().data[0].attempts[0]).toMatchObject({
      status_code: null,
      error: expect.stringMatching(/private/),
    });
  });
});
