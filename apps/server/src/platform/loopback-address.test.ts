import { describe, expect, it } from 'vitest';
import { requester, testConfig, useTestApp } from '../test/build-test-app.ts';

const page = { accept: 'text/html,application/xhtml+xml' };

describe('one loopback address on a laptop', () => {
  const { t } = useTestApp({ config: testConfig({ PORT: '3000' }) });
  const call = requester(() => t);

  it('sends a page asked for at 127.0.0.1 or [::1] to APP_URL (http://localhost:PORT), path and query kept', async () => {
    const at127 = await call('GET', '/adviser/clients?page=2', undefined, undefined, {
      ...page,
      host: '127.0.0.1:3000',
    });
    expect(at127.statusCode).toBe(302);
    expect(at127.headers.location).toBe('http://localhost:3000/adviser/clients?page=2');
    const atV6 = await call('GET', '/dev/mailbox', undefined, undefined, { ...page, host: '[::1]:3000' });
    expect(atV6.headers.location).toBe('http://localhost:3000/dev/mailbox');
  });

  it("leaves APP_URL's own host, the API, another port and a firm's *.localhost name alone", async () => {
    for (const [url, headers] of [
      ['/login', { ...page, host: 'localhost:3000' }],
      ['/api/app-config', { ...page, host: '127.0.0.1:3000' }],
      ['/api/app-config', { accept: 'application/json', host: '127.0.0.1:3000' }],
      ['/login', { ...page, host: '127.0.0.1:4000' }],
      ['/login', { ...page, host: 'firm-b.localhost:3000' }],
    ] as const) {
      const response = await call('GET', url, undefined, undefined, headers);
      expect(response.statusCode, `${url} at ${headers.host}`).not.toBe(302);
    }
  });
});

describe('in production', () => {
  const { t } = useTestApp({
    config: testConfig({
      NODE_ENV: 'production',
      PORT: '3000',
      APP_URL: 'http://localhost:3000',
      APP_KEY: 'k3Jx9vQ2mR7tW4yZ8bN1cF6hL0pS5dG3aE9uI2oK7qM=',
    }),
  });
  const call = requester(() => t);

  it('redirects nothing: it serves what it is configured for', async () => {
    const response = await call('GET', '/login', undefined, undefined, { ...page, host: '127.0.0.1:3000' });
    expect(response.statusCode).not.toBe(302);
  });
});
