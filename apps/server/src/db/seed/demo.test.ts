import { loginResponseSchema } from '@atrium/domain/contract/auth';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, useTestDatabase } from '../../test/build-test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import { apiTokens, clients, firms, users } from '../schema.ts';
import { demoLogins, demoPassword } from './demo-logins.ts';

const database = useTestDatabase();

async function counts() {
  const [f] = await database.db.select({ n: count() }).from(firms);
  const [u] = await database.db.select({ n: count() }).from(users);
  const [c] = await database.db.select({ n: count() }).from(clients);
  return { firms: f?.n, users: u?.n, clients: c?.n };
}

// In file order: the database starts empty.
describe('demo seed', () => {
  it('seeds nothing when SEED_DEMO is off', async () => {
    expect(await prepareDatabase(database, { seedDemo: false })).toBeNull();
    expect(await counts()).toEqual({ firms: 0, users: 0, clients: 0 });
  });

  it('seeds the demo firm once, however often it runs', async () => {
    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ created: true, demoPresent: true });
    const first = await counts();
    // Five demo logins, and one client invited who has not joined yet.
    expect(first).toEqual({ firms: 1, users: 6, clients: 4 });

    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({
      created: false,
      demoPresent: true,
    });
    expect(await counts()).toEqual(first);
  });

  it('lets every demo login in with the demo password', async () => {
    const { app } = await buildTestApp(database);
    try {
      const firm = await app.inject({ method: 'GET', url: '/api/firm' });
      expect(firm.json()).toMatchObject({
        name: 'Example Financial Planning',
        colours: { primary: '#009ca6' },
        onboardingEnabled: false,
        accessIpipeline: true,
        securePortalUrl: null,
      });

      const users = new Map<string, ReturnType<typeof loginResponseSchema.parse>['user']>();
      for (const email of Object.values(demoLogins)) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: demoPassword },
        });
        expect(response.statusCode, email).toBe(200);
        users.set(email, loginResponseSchema.parse(response.json()).user);
      }

      const adviser = users.get(demoLogins.adviser);
      expect(adviser).toMatchObject({ role: 'adviser', client: null });
      expect(users.get(demoLogins.admin)).toMatchObject({ role: 'admin', client: null });
      expect(users.get(demoLogins.client)).toMatchObject({
        role: 'client',
        region: 'uk',
        adviser: { id: adviser?.id, name: adviser?.name },
        client: {
          joint_name: expect.any(String),
          dob: expect.any(String),
          joint_dob: expect.any(String),
          currency_symbol: '£',
        },
      });
      expect(users.get(demoLogins.single)).toMatchObject({
        role: 'client',
        adviser: { id: adviser?.id },
        client: { joint_name: null, joint_dob: null },
      });
      // Until the second factor is verified, the login shows only the telephone's last four digits.
      expect(users.get(demoLogins.mfaClient)).toMatchObject({
        multi_factor_auth_enabled: true,
        multi_factor_auth_telephone: '•••• 0123',
      });
    } finally {
      await app.close();
    }
    expect((await database.db.select({ n: count() }).from(apiTokens))[0]?.n).toBe(5);
  });

  it('leaves a database that already holds a real firm alone', async () => {
    const other = await openTestDatabase();
    try {
      await other.db.insert(firms).values({ name: 'A real firm' });
      expect(await prepareDatabase(other, { seedDemo: true })).toEqual({
        created: false,
        demoPresent: false,
      });
      const [n] = await other.db.select({ n: count() }).from(users);
      expect(n?.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
