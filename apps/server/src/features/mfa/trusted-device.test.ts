import { trustDeviceCookieName } from '@atrium/domain/contract/mfa';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trustedDevices } from '../../db/schema.ts';
import { createFakeClock, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, useFirm } from '../../test/factories.ts';
import { createMfaUser, lastSmsCode, loginFor, send } from '../../test/mfa-helpers.ts';

const clock = createFakeClock();
let n = 0;
const mfaUser = () => createMfaUser(database.db, firm.id, 'device');

// Logs in, verifies with "trust this device" and returns the cookie the browser would keep.
async function trustedLogin(email: string, telephone: string) {
  const { token } = await loginFor(t, email);
  expect((await send(t, token, 'POST', '/api/multi-factor-auth/send')).statusCode).toBe(200);
  const code = await lastSmsCode(database.db, telephone);
  const response = await send(t, token, 'POST', '/api/multi-factor-auth/verify', {
    code,
    trust_device: true,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().trust_device_enabled).toBe(true);
  const header = String(response.headers['set-cookie']);
  const value = new RegExp(`${trustDeviceCookieName}=([^;]+)`).exec(header)?.[1];
  if (!value) throw new Error('no trust-device cookie');
  return { header, value, cookie: `${trustDeviceCookieName}=${value}` };
}

const isPending = async (token: string) =>
  (await send(t, token, 'GET', '/api/multi-factor-auth')).json().verified === false;

const { database, t } = useTestApp({ clock });
const firm = useFirm(database);

describe('trusted devices', () => {
  it('sets an HttpOnly, SameSite=Lax cookie for 30 days holding a token stored only as a keyed hash', async () => {
    const { email, telephone } = await mfaUser();
    const { header, value } = await trustedLogin(email, telephone);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Max-Age=2592000');
    expect(header).toContain('Path=/api');
    // The test configuration's origin is http://localhost: Secure would stop the browser keeping it.
    expect(header).not.toContain('Secure');
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.select({ hash: trustedDevices.tokenHash }).from(trustedDevices);
    expect(stored.map((row) => row.hash)).not.toContain(value);
  });

  it('skips the code at the next login, by cookie or by trust_device_token in the body', async () => {
    const { email, telephone } = await mfaUser();
    const { cookie, value } = await trustedLogin(email, telephone);
    const byCookie = await loginFor(t, email, {}, cookie);
    expect(byCookie.trust_device_enabled).toBe(true);
    expect(await isPending(byCookie.token)).toBe(false);
    const byBody = await loginFor(t, email, { trust_device_token: value });
    expect(byBody.trust_device_enabled).toBe(true);
  });

  it('still asks another user for a code, and ignores forged or expired device tokens', async () => {
    const a = await mfaUser();
    const b = await mfaUser();
    const { cookie } = await trustedLogin(a.email, a.telephone);
    const other = await loginFor(t, b.email, {}, cookie);
    expect(other.trust_device_enabled).toBe(false);
    expect(await isPending(other.token)).toBe(true);

    const forged = await loginFor(t, a.email, { trust_device_token: 'x'.repeat(43) });
    expect(forged.trust_device_enabled).toBe(false);

    clock.advance(30 * 24 * 60 * 60_000 + 1000);
    const expired = await loginFor(t, a.email, {}, cookie);
    expect(expired.trust_device_enabled).toBe(false);
    expect(await isPending(expired.token)).toBe(true);
  });

  it('is never consulted for a user without multi-factor authentication', async () => {
    const { user } = await createClientUser(database.db, {
      firmId: firm.id,
      email: `nomfa${++n}@example.test`,
    });
    const login = await loginFor(t, user.email, { trust_device_token: 'y'.repeat(43) });
    expect(login.trust_device_enabled).toBe(false);
    expect(await isPending(login.token)).toBe(false);
    const rows = await database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id));
    expect(rows).toEqual([]);
  });
});
