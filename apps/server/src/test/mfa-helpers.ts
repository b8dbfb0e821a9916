import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { outbox } from '../db/schema.ts';
import {
  createFakeClock,
  type RequestMethod,
  requester,
  type TestApp,
  useTestApp,
} from './build-test-app.ts';
import { createClientUser, createUser, testPassword, useFirm } from './factories.ts';

// Shared by the multi-factor test files: log in, read the code the portal texted, send with a token.
let lastOctet = 0;
export const freshIp = () => `203.0.113.${(++lastOctet % 250) + 1}`;

// One POST /api/login as it is answered, from an address of its own (`ip`, else a fresh one) so the per-IP
// throttle never couples one test to another.
export function postLogin(
  t: TestApp,
  payload: string | Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    remoteAddress: options.ip ?? freshIp(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

// The login throttle's test files (features/auth): an app on a fake clock with a firm of its own, and for each case
// a user of that firm with an address of their own to log in from.
export function useLoginTestApp() {
  const clock = createFakeClock();
  const { database, t } = useTestApp({ clock });
  const firm = useFirm(database);
  const newUserAndIp = async (overrides: { email?: string } = {}) => ({
    user: await createUser(database.db, { firmId: firm.id, ...overrides }),
    ip: freshIp(),
  });
  return { clock, database, t, newUserAndIp };
}

export async function loginFor(
  t: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
  cookie?: string,
) {
  const response = await postLogin(
    t,
    { email, password: testPassword, ...extra },
    cookie ? { headers: { cookie } } : {},
  );
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { token: string; trust_device_enabled: boolean };
}

// The one requester (build-test-app.ts) with the token first and an optional cookie header, as the multi-factor
// and profile tests call.
export function send(
  t: TestApp,
  token: string,
  method: RequestMethod,
  url: string,
  payload?: unknown,
  cookie?: string,
) {
  return requester(t)(method, url, token, payload, cookie ? { cookie } : {});
}

export async function lastSmsCode(db: Db, to: string): Promise<string> {
  const [row] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

// A fresh MFA-enabled client per call, with its own email and telephone, so send limits and guess counters
// never couple one test to another. `label` keeps addresses apart between test files sharing a database.
let lastMfaUser = 0;
export async function createMfaUser(db: Db, firmId: number, label: string) {
  const i = ++lastMfaUser;
  const telephone = `+447700${String(900100 + i).padStart(6, '0')}`;
  const email = `${label}${i}@example.test`;
  const { user } = await createClientUser(db, { firmId, email, mfaEnabled: true, mfaTelephone: telephone });
  return { user, email, telephone };
}
