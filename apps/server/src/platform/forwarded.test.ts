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

type Case = { hops: number; headers: Record<string, string>; expected: { ip: string; host: string } };

describe('the client address and host behind trusted proxies', () => {
  it.each<[string, Case]>([
    [
      'takes the address the one trusted proxy saw, not a forged entry on the left',
      {
        hops: 1,
        headers: {
          host: 'beta.example',
          'x-forwarded-for': '1.2.3.4, 203.0.113.9',
          'x-forwarded-host': 'alpha.example',
        },
        expected: { ip: '203.0.113.9', host: 'alpha.example' },
      },
    ],
    [
      'reads as many hops as are trusted',
      {
        hops: 2,
        headers: { host: 'a.example', 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.4' },
        expected: { ip: '203.0.113.9', host: 'a.example' },
      },
    ],
    [
      'stops at the socket when the header is short',
      { hops: 1, headers: { host: 'a.example' }, expected: { ip: '10.0.0.5', host: 'a.example' } },
    ],
    [
      'ignores forwarded headers when no proxy is trusted',
      {
        hops: 0,
        headers: {
          host: 'beta.example:3000',
          'x-forwarded-for': '1.2.3.4',
          'x-forwarded-host': 'alpha.example',
        },
        expected: { ip: '10.0.0.5', host: 'beta.example' },
      },
    ],
    [
      'takes the last X-Forwarded-Host entry, the one the nearest proxy set',
      {
        hops: 1,
        headers: {
          host: 'c.example',
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-host': 'forged.example, alpha.example:8443',
        },
        expected: { ip: '203.0.113.9', host: 'alpha.example' },
      },
    ],
  ])('%s', async (_, { hops, headers, expected }) => {
    const { fastify, helper } = await seen(hops, headers);
    expect(helper).toEqual(expected);
    expect(fastify).toEqual(helper);
  });
});
