import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../test/build-test-app.ts';
import { createFirm, createUser } from '../test/factories.ts';

const canaryPassword = 'canary-pw-7f3a9c2e';
const canaryDeviceToken = 'canary-device-5b8d1e44';

let email: string;

const { database, t } = useTestApp({ config: testConfig({ LOG_LEVEL: 'trace' }) });
beforeAll(async () => {
  const firm = await createFirm(database.db);
  email = (await createUser(database.db, { firmId: firm.id, password: canaryPassword })).email;
});

describe('logs', () => {
  it('never contain a password or a token, whatever the request did', async () => {
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });

    await login(JSON.stringify({ email: 'nobody@example.test', password: canaryPassword }));
    await login(JSON.stringify({ email, password: `${canaryPassword}-wrong` }));
    await login(`{"email":"${email}","password":"${canaryPassword}"`);
    await login(JSON.stringify({ email: 'not-an-email', password: canaryPassword, trust_device_token: 42 }));
    const ok = await login(
      JSON.stringify({ email, password: canaryPassword, trust_device_token: canaryDeviceToken }),
    );
    expect(ok.statusCode).toBe(200);
    const token: string = ok.json().token;

    const authorization = `Bearer ${token}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } })).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization, cookie: `t=${token}` },
    });
    await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });

    const logs = t.logs();
    expect(logs).toContain('request completed');
    for (const secret of [canaryPassword, canaryDeviceToken, token]) {
      expect(logs).not.toContain(secret);
    }
  });
});
