import { trustDeviceCookieName } from '@atrium/domain/contract/mfa';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { auditEvents } from '../db/schema.ts';
import { createFakeClock, type TestApp, testConfig, useTestApp } from './build-test-app.ts';
import { createClientUser, useFirm } from './factories.ts';
import { lastSmsCode, loginFor, send } from './mfa-helpers.ts';

// Shared by the profile test files (calls go through send in test/mfa-helpers.ts): the app, mails, audit rows.

// The database and app of one profile test file (a fake clock, info logs, `env` besides) and its firm, Carter
// Wealth, whose id is read once beforeAll ran. `signedInClient(label)` makes a client of that firm at an address
// of their own (label1@example.test, label2@…) and logs them in.
export function useProfileApp(env: Record<string, string> = {}) {
  const clock = createFakeClock();
  const { database, t } = useTestApp({ clock, config: testConfig({ LOG_LEVEL: 'info', ...env }) });
  const firm = useFirm(database, { name: 'Carter Wealth' });
  let clients = 0;
  async function signedInClient(label: string, name?: string) {
    const { user } = await createClientUser(database.db, {
      firmId: firm.id,
      email: `${label}${++clients}@example.test`,
      ...(name === undefined ? {} : { name }),
    });
    const { token } = await loginFor(t, user.email);
    return { user, token };
  }
  return { clock, database, t, firm, signedInClient };
}

export async function auditTypes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ type: auditEvents.type })
    .from(auditEvents)
    .where(eq(auditEvents.userId, userId))
    .orderBy(auditEvents.id);
  return rows.map((row) => row.type);
}

export async function auditRows(db: Db, userId: number, type: string) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), eq(auditEvents.type, type)));
}

// An SMS user through the whole login: password, texted code, optionally "trust this device".
export async function verifiedSmsLogin(
  t: TestApp,
  db: Db,
  person: { email: string; telephone: string },
  trustDevice = false,
) {
  const { token } = await loginFor(t, person.email);
  const sent = await send(t, token, 'POST', '/api/multi-factor-auth/send');
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
  const code = await lastSmsCode(db, person.telephone);
  const verified = await send(t, token, 'POST', '/api/multi-factor-auth/verify', {
    code,
    trust_device: trustDevice,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const value = new RegExp(`${trustDeviceCookieName}=([^;]+)`).exec(
    String(verified.headers['set-cookie'] ?? ''),
  )?.[1];
  return { token, cookie: value ? `${trustDeviceCookieName}=${value}` : null };
}
