import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { forwardedClientOf, proxyTrust } from './forwarded.ts';

// What Fastify makes of a request (request.ip, request.hostname: the HTTP side's per-address limits and firm) and
// what the realtime gateway makes of it must be the same, whatever the client forged.
async function seen(hops: number, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: proxyTrust(hops) });
  app.get('/', (request) => ({
    fastify: { ip: request.ip, host: request.hostname },
    helper: forwardedClientOf(request.raw, hops),
  }));
  const response = await app.inject({ url: '/', headers, remoteAddress: '10.0.0.5' });
  await app.close();
  return response.json() as Record<'fastify' | 'helper', { ip: string; host: string }>;
}

describe('the client address and host behind trusted proxies', () => {
  it('takes the address the one trusted proxy saw, not a forged entry on the left', async () => {
    const { fastify, helper } = await seen(1, {
      host: 'beta.example',
      'x-forwarded-for': '1.2.3.4, 203.0.113.9',
      'x-forwarded-host': 'alpha.example',
    });
    expect(helper).toEqual({ ip: '203.0.113.9', host: 'alpha.example' });
    expect(fastify).toEqual(helper);
  });

  it('reads as many hops as are trusted, and stops at the socket when the header is short', async () => {
    const twoHops = await seen(2, { host: 'a.example', 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.4' });
    expect(twoHops.helper.ip).toBe('203.0.113.9');
    expect(twoHops.fastify).toEqual(twoHops.helper);
    const noHeader = await seen(1, { host: 'a.example' });
    expect(noHeader.helper).toEqual({ ip: '10.0.0.5', host: 'a.example' });
    expect(noHeader.fastify).toEqual(noHeader.helper);
  });

  it('ignores forwarded headers when no proxy is trusted', async () => {
    const { fastify, helper } = await seen(0, {
      host: 'beta.example:3000',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'alpha.example',
    });
    expect(helper).toEqual({ ip: '10.0.0.5', host: 'beta.example' });
    expect(fastify).toEqual(helper);
  });

  it('takes the last X-Forwarded-Host entry, the one the nearest proxy set', async () => {
    const { fastify, helper } = await seen(1, {
      host: 'c.example',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'forged.example, alpha.example:8443',
    });
    expect(helper).toEqual({ ip: '203.0.113.9', host: 'alpha.example' });
    expect(fastify).toEqual(helper);
  });
});
