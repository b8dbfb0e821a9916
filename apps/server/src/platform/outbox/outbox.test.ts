import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmDomains, outbox as outboxTable } from '../../db/schema.ts';
import { createFakeClock, useTestDatabase } from '../../test/build-test-app.ts';
import { createFirm } from '../../test/factories.ts';
import { createTwilioSms } from '../sms/twilio.ts';
import { createOutbox } from './outbox.ts';
import { type OutgoingMessage, PermanentSendError, type Transport } from './transport.ts';
import { backoffMs, createOutboxWorker } from './worker.ts';

const database = useTestDatabase();
const clock = createFakeClock();
const silent = { info() {}, warn() {}, error() {} };

function scriptedTransport(outcomes: (Error | null)[]): Transport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    name: 'fake',
    keepsBody: false,
    sent,
    async send(message) {
      const outcome = outcomes.shift() ?? null;
      if (outcome) throw outcome;
      sent.push(message);
    },
  };
}

// A worker on the test database and clock, quiet, with these transports (and any other options).
const workerOf = (
  outbox: ReturnType<typeof createOutbox>,
  transports: { mail: Transport; sms: Transport },
  options: Partial<Parameters<typeof createOutboxWorker>[0]> = {},
) => createOutboxWorker({ db: database.db, clock, outbox, transports, logger: silent, ...options });

async function rowOf(id: number) {
  const [row] = await database.db.select().from(outboxTable).where(eq(outboxTable.id, id));
  if (!row) throw new Error('row vanished');
  return row;
}

describe('outbox worker', () => {
  it('retries with growing backoff until the provider accepts, then clears the body', async () => {
    const outbox = createOutbox(database.db, clock);
    const mail = scriptedTransport([new Error('connect ECONNREFUSED'), new Error('421 try later')]);
    const worker = workerOf(outbox, { mail, sms: scriptedTransport([]) }, { random: () => 0 });
    await outbox.sendMail({ to: 'a@example.test', subject: 'Hello', text: 'secret link', html: '<p>x</p>' });
    const [queued] = await outbox.listRecent();
    if (!queued) throw new Error('not queued');

    expect(await worker.runOnce()).toBe(1);
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
    });
    expect((await rowOf(queued.id)).nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);
    expect(await worker.runOnce()).toBe(0);

    clock.advance(30_000);
    await worker.runOnce();
    expect((await rowOf(queued.id)).nextAttemptAt.getTime()).toBe(clock.now().getTime() + 60_000);
    clock.advance(60_000);
    await worker.runOnce();
    expect(mail.sent).toEqual([
      { to: 'a@example.test', subject: 'Hello', text: 'secret link', html: '<p>x</p>' },
    ]);
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      transport: 'fake',
      text: '[sent]',
      html: null,
    });
  });

  it('gives up at once on a permanent error, and never sends an expired code late', async () => {
    const outbox = createOutbox(database.db, clock);
    const sms = scriptedTransport([new PermanentSendError('invalid number')]);
    const worker = workerOf(outbox, { mail: sms, sms });
    await outbox.sendSms({ to: '+1', text: 'code 123456' });
    await outbox.sendSms({
      to: '+2',
      text: 'code 654321',
      discardAfter: new Date(clock.now().getTime() - 1),
    });
    await worker.runOnce();
    const rows = (await outbox.listRecent()).slice(-2);
    expect(rows.map((row) => [row.status, row.lastError])).toEqual([
      ['failed', 'invalid number'],
      ['failed', 'Expired before it could be sent.'],
    ]);
    expect(sms.sent).toEqual([]);
  });

  it('hands a mail’s extra headers to the transport, their links moved to the firm’s domain', async () => {
    const firm = await createFirm(database.db);
    await database.db.insert(firmDomains).values({ firmId: firm.id, domain: 'headers.localhost' });
    const outbox = createOutbox(database.db, clock, { appUrl: 'https://portal.example.test' });
    const mail = scriptedTransport([]);
    const worker = workerOf(outbox, { mail, sms: scriptedTransport([]) });
    await outbox.sendMail({
      firmId: firm.id,
      to: 'h@example.test',
      subject: 'Alert',
      text: 'Open https://portal.example.test/messages',
      html: '<p>x</p>',
      headers: {
        'List-Unsubscribe': '<https://portal.example.test/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await worker.runOnce();
    expect(mail.sent).toEqual([
      {
        to: 'h@example.test',
        subject: 'Alert',
        text: 'Open https://headers.localhost/messages',
        html: '<p>x</p>',
        headers: {
          'List-Unsubscribe': '<https://headers.localhost/unsubscribe/abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
    ]);
  });

  it('backs off 30 s, doubling, capped at an hour', () => {
    expect([1, 2, 3, 8, 20].map((attempt) => backoffMs(attempt, () => 0))).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ]);
    expect(backoffMs(1, () => 0.999)).toBeLessThanOrEqual(33_000);
  });

  it('sends at once when a message is queued, and stop() waits for the send in flight', async () => {
    const outbox = createOutbox(database.db, clock);
    let release: () => void = () => {};
    const slow: Transport = {
      name: 'slow',
      keepsBody: true,
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    };
    const worker = workerOf(outbox, { mail: slow, sms: slow }, { pollIntervalMs: 60_000 });
    worker.start();
    await outbox.sendSms({ to: '+3', text: 'hi' });
    await expect.poll(async () => (await outbox.listRecent()).at(-1)?.lockedUntil).not.toBeNull();
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await outbox.listRecent()).at(-1)?.status).toBe('sent');
  });
});

describe('Twilio-compatible SMS adapter', () => {
  let received: { path: string; auth: string; body: string }[] = [];
  let status = 201;
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  let baseUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message form-encoded with basic auth to the Messages API', async () => {
    received = [];
    status = 201;
    const sms = createTwilioSms({ baseUrl, accountSid: 'AC123', authToken: 'tok', from: '+15005550006' });
    await sms.send({ to: '+447700900123', subject: null, text: '123456 is your code', html: null });
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(received[0]?.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      To: '+447700900123',
      From: '+15005550006',
      Body: '123456 is your code',
    });
  });

  it('treats 400 as permanent and 429 or 500 as worth retrying', async () => {
    const sms = createTwilioSms({ baseUrl, accountSid: 'AC1', authToken: 't', from: '+1' });
    const message = { to: '+1', subject: null, text: 'x', html: null };
    status = 400;
    await expect(sms.send(message)).rejects.toBeInstanceOf(PermanentSendError);
    for (const retryable of [429, 500]) {
      status = retryable;
      const error = await sms.send(message).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentSendError);
    }
  });
});
