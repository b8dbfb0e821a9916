import { portfolioResponseSchema } from '@atrium/domain/contract/portfolio';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestDatabase } from '../../test/build-test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import { portfolioAccounts, portfolioHoldings, portfolioSnapshots } from '../schema.ts';
import { demoLogins, demoPassword } from './demo-logins.ts';
import { seedDemoPortfolio } from './portfolio.ts';

const database = useTestDatabase();

const counts = async () => ({
  accounts: (await database.db.select({ n: count() }).from(portfolioAccounts))[0]?.n,
  holdings: (await database.db.select({ n: count() }).from(portfolioHoldings))[0]?.n,
  snapshots: (await database.db.select({ n: count() }).from(portfolioSnapshots))[0]?.n,
});

beforeAll(async () => {
  await prepareDatabase(database, { seedDemo: true });
});

describe('demo portfolio', () => {
  it('gives the demo client three accounts, eight holdings and ten quarterly snapshots, once', async () => {
    expect(await counts()).toEqual({ accounts: 3, holdings: 8, snapshots: 10 });
    await prepareDatabase(database, { seedDemo: true });
    await database.db.transaction((tx) => seedDemoPortfolio(tx, { email: demoLogins.client }));
    expect(await counts()).toEqual({ accounts: 3, holdings: 8, snapshots: 10 });
  });

  it('ends its history at the value of the holdings, one snapshot a quarter', async () => {
    const t = await buildTestApp(database);
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: demoLogins.client, password: demoPassword },
      });
      const token = login.json().token as string;
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/portfolio',
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = portfolioResponseSchema.parse(response.json());
      expect(data.history).toHaveLength(10);
      expect(data.history.at(-1)?.value).toBe(data.totals[0]?.value);
      expect(data.history.at(-1)?.as_at).toBe(data.totals[0]?.valuation_date);
      const months = data.history.map((point) => point.as_at.slice(5));
      for (const monthDay of months) expect(['03-31', '06-30', '09-30', '12-31']).toContain(monthDay);
      expect(new Set(data.history.map((point) => point.as_at)).size).toBe(10);
    } finally {
      await t.app.close();
    }
  });
});
