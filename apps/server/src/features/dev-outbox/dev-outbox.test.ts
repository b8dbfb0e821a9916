import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { firmDomains } from '../../db/schema.ts';
import { createOutbox } from '../../platform/outbox/outbox.ts';
import { buildTestApp, createFakeClock, testConfig, useTestApp } from '../../test/build-test-app.ts';
import { createFirm } from '../../test/factories.ts';

const clock = createFakeClock();

const list = async (host: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.json().data as { to: string; text: string }[];
};

const { database, t } = useTestApp({ clock });
beforeAll(async () => {
  const alpha = await createFirm(database.db, { name: 'Alpha Advice' });
  const beta = await createFirm(database.db, { name: 'Beta Wealth' });
  // Alpha (the first firm) is served at every host no firm claims; Beta at its own domain.
  await database.db.insert(firmDomains).values({ firmId: beta.id, domain: 'beta.localhost' });
  const outbox = createOutbox(database.db, clock);
  await outbox.sendMail({
    firmId: alpha.id,
    to: 'a1@alpha.test',
    subject: 'S',
    text: 'Alpha one',
    html: '<p>H</p>',
  });
  await outbox.sendMail({
    firmId: beta.id,
    to: 'b@beta.test',
    subject: 'Reset',
    text: 'Beta reset link',
    html: '',
  });
  await outbox.sendSms({ firmId: alpha.id, to: '+447700900123', text: '123456 is your code' });
  await outbox.sendSms({ firmId: beta.id, to: '+447700900999', text: '654321 is your code' });
  // Mail of no firm is nobody's to show.
  await outbox.sendMail({ to: 'operator@example.test', subject: 'S', text: 'No firm', html: '' });
});

describe('development outbox', () => {
  it('lists the mail and SMS of the firm served at the host, newest last', async () => {
    const alpha = await list('localhost');
    expect(alpha.map((m) => m.to)).toEqual(['a1@alpha.test', '+447700900123']);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data.at(0)).toMatchObject({
      channel: 'mail',
      to: 'a1@alpha.test',
      subject: 'S',
      text: 'Alpha one',
      html: '<p>H</p>',
      created_at: clock.now().toISOString(),
    });
  });

  it('never shows another firm’s mail', async () => {
    expect((await list('beta.localhost')).map((m) => m.text)).toEqual([
      'Beta reset link',
      '654321 is your code',
    ]);
    // The host is compared as the firm's domain is stored: case and a trailing dot do not matter.
    expect((await list('BETA.localhost.')).map((m) => m.to)).toEqual(['b@beta.test', '+447700900999']);
    const everywhere = [
      ...(await list('localhost')),
      ...(await list('beta.localhost')),
      // A loopback name no firm claims is served as the first firm.
      ...(await list('unclaimed.localhost')),
    ];
    expect(everywhere.map((m) => m.text)).not.toContain('No firm');
  });

  it('does not exist in production (404)', async () => {
    const config = testConfig({ NODE_ENV: 'production', APP_KEY: randomBytes(32).toString('base64') });
    const production = await buildTestApp(database, { config, clock });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});

describe('development outbox off this machine', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('is served to loopback callers only, by the socket address, whatever X-Forwarded-For says', async () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox(address)).statusCode, address).toBe(200);
    }
    for (const address of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1']) {
      const response = await outbox(address, { 'x-forwarded-for': '127.0.0.1' });
      expect(response.statusCode, address).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('answers only for a loopback Host, so a rebound DNS name cannot read it from the browser', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1',
      '127.0.0.1:5173',
      '[::1]',
      '[::1]:3000',
    ]) {
      expect((await outbox('127.0.0.1', { host })).statusCode, host).toBe(200);
    }
    // A page on evil.test whose name now resolves to 127.0.0.1: the socket is loopback, the Host is not.
    for (const host of [
      'evil.test',
      'evil.test:3000',
      'localhost.evil.test',
      '127.0.0.1.nip.io',
      '192.168.1.20:3000',
      '[::2]:3000',
      'localhost:3000@evil.test',
    ]) {
      const response = await outbox('127.0.0.1', { host });
      expect(response.statusCode, host).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('keeps the /dev/mailbox page from a rebound Host too', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'atrium-dev-mailbox-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    const withWeb = await buildTestApp(database, { clock, config: testConfig({ WEB_DIST_DIR: dist }) });
    try {
      const page = (host: string) =>
        withWeb.app.inject({
          method: 'GET',
          url: '/dev/mailbox',
          remoteAddress: '127.0.0.1',
          headers: { host },
        });
      expect((await page('localhost:3000')).statusCode).toBe(200);
      expect((await page('rebind.evil.test:3000')).statusCode).toBe(404);
    } finally {
      await withWeb.app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('serves the /dev/mailbox page to loopback callers only', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'atrium-dev-mailbox-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    const withWeb = await buildTestApp(database, { clock, config: testConfig({ WEB_DIST_DIR: dist }) });
    try {
      const page = (url: string, remoteAddress: string) =>
        withWeb.app.inject({ method: 'GET', url, remoteAddress });
      const local = await page('/dev/mailbox', '127.0.0.1');
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain('<div id="root">');
      for (const url of ['/dev/mailbox', '/dev/mailbox?to=a', '/dev/other']) {
        expect((await page(url, '192.168.1.20')).statusCode, url).toBe(404);
      }
      // Other pages are for everyone, as before.
      expect((await page('/login', '192.168.1.20')).statusCode).toBe(200);
    } finally {
      await withWeb.app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
