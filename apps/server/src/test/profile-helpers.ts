import { trustDeviceCookieName } from '@atrium/domain/contract/mfa';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { auditEvents, outbox } from '../db/schema.ts';
import type { TestApp } from './build-test-app.ts';
import { lastSmsCode, loginFor } from './mfa-helpers.ts';

// Shared by the profile test files: calls with any method and an optional cookie, mails and audit rows.
export function send(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  cookie?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function mailsTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
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
