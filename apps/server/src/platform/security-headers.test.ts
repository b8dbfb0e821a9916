import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { proxyTrust } from './forwarded.ts';
import { registerSecurityHeaders } from './security-headers.ts';

async function connectSrc(env: Record<string, string>, headers: Record<string, string>, trustProxy = 0) {
  const config = loadConfig({ APP_KEY: randomBytes(32).toString('base64'), ...env });
  const app = Fastify({ trustProxy: proxyTrust(trustProxy) });
  registerSecurityHeaders(app, { isProduction: config.isProduction, realtime: config.realtime });
  app.get('/', async () => 'page');
  const response = await app.inject({ url: '/', headers });
  await app.close();
  const policy = String(response.headers['content-security-policy']);
  return policy.split('; ').find((directive) => directive.startsWith('connect-src'));
}

describe('Content-Security-Policy connect-src', () => {
  it('allows the realtime socket at APP_URL only, never ws: or wss: to any host', async () => {
    expect(await connectSrc({}, { host: 'localhost:3000' })).toBe("connect-src 'self' ws://localhost:3000");
    expect(await connectSrc({ APP_URL: 'https://portal.example.com' }, { host: 'portal.example.com' })).toBe(
      "connect-src 'self' wss://portal.example.com",
    );
  });

  it("names a firm's own domain, where the socket goes for a page served there", async () => {
    expect(
      await connectSrc({ APP_URL: 'https://portal.example.com:8443' }, { host: 'Advice.Example:8443' }),
    ).toBe("connect-src 'self' wss://portal.example.com:8443 wss://advice.example:8443");
  });

  it('uses wss when the page itself came over https behind a trusted proxy', async () => {
    const headers = { host: 'portal.internal', 'x-forwarded-proto': 'https' };
    expect(await connectSrc({ APP_URL: 'http://localhost:3000' }, headers, 1)).toBe(
      "connect-src 'self' wss://localhost wss://portal.internal",
    );
  });

  it('leaves out a Host that is not a plain host name', async () => {
    expect(await connectSrc({}, { host: 'evil.example;script-src' })).toBe(
      "connect-src 'self' ws://localhost:3000",
    );
  });
});
