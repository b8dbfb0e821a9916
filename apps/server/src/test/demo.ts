import { beforeAll } from 'vitest';
import { prepareDatabase } from '../db/prepare.ts';
import { demoPassword } from '../db/seed/demo-logins.ts';
import { requester, useTestApp } from './build-test-app.ts';

// The database and app of one test file with the demo data seeded (db/prepare.ts seedDemo), opened before its tests
// and closed after them. `login(email)` signs a demo person in with the demo password (the raw answer);
// `session(email)` signs them in and answers their token, user and a GET with that token.
export function useDemoApp() {
  const { database, t } = useTestApp();
  beforeAll(async () => {
    await prepareDatabase(database, { seedDemo: true });
  });
  const call = requester(() => t);
  const login = (email: string) => call('POST', '/api/login', undefined, { email, password: demoPassword });
  async function session(email: string) {
    const response = await login(email);
    if (response.statusCode !== 200)
      throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
    const { token, user } = response.json();
    return { token: token as string, user, get: (url: string) => call('GET', url, token) };
  }
  return { database, t, call, login, session };
}
