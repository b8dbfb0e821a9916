import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, rateLimits } from '../../db/schema.ts';
import { testPassword } from '../../test/factories.ts';
import { freshIp, postLogin, useLoginTestApp } from '../../test/mfa-helpers.ts';

const { clock, database, t, newUserAndIp } = useLoginTestApp();

const login = (email: string, password: string, ip: string) => postLogin(t, { email, password }, { ip });

async function failTimes(count: number, email: string, ip: string) {
  for (let i = 0; i < count; i++) {
    expect((await login(email, 'wrong password', ip)).statusCode).toBe(401);
  }
}

function expectThrottled(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({
    message: `Too many login attempts. Please try again in ${retryAfter} seconds.`,
  });
}

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one email and IP, even to the right password', async () => {
    const { user, ip } = await newUserAndIp();
    await failTimes(5, user.email, ip);

    expectThrottled(await login(user.email, 'wrong password', ip));
    expectThrottled(await login(user.email, testPassword, ip));

    // Another address is not held back by this one's failures.
    expect((await login(user.email, testPassword, freshIp())).statusCode).toBe(200);
  });

  it('lets the account in again once the window has passed', async () => {
    const { user, ip } = await newUserAndIp();
    await failTimes(5, user.email, ip);
    clock.advance(30_000);
    expectThrottled(await login(user.email, testPassword, ip));
    clock.advance(31_000);
    expect((await login(user.email, testPassword, ip)).statusCode).toBe(200);
  });

  it('treats unknown emails exactly like known ones', async () => {
    const ip = freshIp();
    await failTimes(5, 'nobody-here@example.test', ip);
    expectThrottled(await login('nobody-here@example.test', 'wrong password', ip));
  });

  it('clears the email and IP counter after a successful login', async () => {
    const { user, ip } = await newUserAndIp();
    await failTimes(4, user.email, ip);
    expect((await login(user.email, testPassword, ip)).statusCode).toBe(200);
    await failTimes(5, user.email, ip);
    expectThrottled(await login(user.email, 'wrong password', ip));
  });

  it('lets 50 parallel wrong guesses check no more than 5 passwords', async () => {
    const { user, ip } = await newUserAndIp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => login(user.email, 'wrong password', ip)),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    const counters = await database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `login:email-ip:%|${ip}`));
    expect(counters.map((counter) => counter.count)).toEqual([5]);
  });

  it('puts look-alike spellings of one email in one bucket', async () => {
    const { user, ip } = await newUserAndIp({ email: 'test@lookalike.example' });
    for (const spelling of [
      'TEST@lookalike.example',
      'ⓣⓔⓢⓣ@lookalike.example',
      'ｔｅｓｔ@lookalike.example',
    ]) {
      expect((await login(spelling, 'wrong password', ip)).statusCode).toBe(401);
    }
    await failTimes(2, 'Test@Lookalike.Example', ip);
    expectThrottled(await login(user.email, 'wrong password', ip));
  });

  it('limits one IP to 20 failures a minute across many emails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await login(`spray${i}@example.test`, 'wrong password', ip)).statusCode).toBe(401);
    }
    expectThrottled(await login('spray-next@example.test', 'wrong password', ip));
  });

  it('does not count successful logins against the IP', async () => {
    const { user, ip } = await newUserAndIp();
    for (let i = 0; i < 25; i++) {
      expect((await login(user.email, testPassword, ip)).statusCode).toBe(200);
    }
  });

  it('audits throttled attempts', async () => {
    const ip = freshIp();
    await failTimes(5, 'audited@example.test', ip);
    await login('audited@example.test', 'wrong password', ip);
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.ip, ip));
    // Rows come back in no promised order (no ORDER BY; PostgreSQL under load returned the last first): count them.
    expect(events.map((event) => event.type).sort()).toEqual([
      ...Array(5).fill('auth.login.failed'),
      'auth.login.throttled',
    ]);
  });
});
