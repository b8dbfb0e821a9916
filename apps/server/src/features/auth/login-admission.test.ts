import { describe, expect, it } from 'vitest';
import { testPassword } from '../../test/factories.ts';
import { freshIp, postLogin, useLoginTestApp } from '../../test/mfa-helpers.ts';

const { clock, t, newUserAndIp } = useLoginTestApp();

const deepBody = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

const post = (payload: string | Record<string, unknown>, ip: string) =>
  postLogin(t, payload, { ip, headers: { 'content-type': 'application/json' } });

describe('bodies refused on POST api/login', () => {
  it('count against the per-IP allowance, and a spent allowance is refused before the body is parsed', async () => {
    const { user, ip } = await newUserAndIp();
    for (let i = 0; i < 20; i++) {
      const response = await post(deepBody, ip);
      expect(response.statusCode).toBe(400);
    }
    // The 21st deep body is not scanned or parsed at all: 429, not 400.
    const throttled = await post(deepBody, ip);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post({ email: user.email, password: testPassword }, ip)).statusCode).toBe(429);
    // Another address is not held back, and the allowance comes back with the window.
    expect((await post({ email: user.email, password: testPassword }, freshIp())).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await post({ email: user.email, password: testPassword }, ip)).statusCode).toBe(200);
  });

  it('count malformed and invalid bodies as well, alongside wrong passwords', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post('{"email":', ip)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await post({ email: 'x' }, ip)).statusCode).toBe(422);
    for (let i = 0; i < 10; i++) {
      const response = await post({ email: `spray${i}@example.test`, password: 'wrong' }, ip);
      expect(response.statusCode).toBe(401);
    }
    expect((await post({ email: 'next@example.test', password: 'wrong' }, ip)).statusCode).toBe(429);
  });
});
