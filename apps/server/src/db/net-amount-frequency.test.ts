import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-test-app.ts';
import { createClientUser, createFirm } from '../test/factories.ts';
import { migrationsFolder } from './connect.ts';
import { factFinds } from './schema.ts';

const database = useTestDatabase();

// Migration 0027 ran on an empty database when the test database was made; run its statement again over answers
// given before the amount after tax had its own frequency, as it runs over a live database once.
const migration = readFileSync(join(migrationsFolder, '0027_net_amount_frequency.sql'), 'utf8');

describe('the amount after tax keeps the frequency it was given at (migration 0027)', () => {
  it('records the amount before tax’s frequency beside each older amount after tax, and nothing else', async () => {
    const { db } = database;
    const firm = await createFirm(db);
    const { client } = await createClientUser(db, { firmId: firm.id });
    const items = [
      { type: 'rental', gross_amount: 950, gross_amount_frequency: 'monthly', net_amount: 700 },
      { type: 'benefits', gross_amount: 5000, net_amount: 4000 },
      { type: 'other', gross_amount: 100, net_amount: 90, net_amount_frequency: 'weekly' },
      { type: 'salary', gross_amount: 50000, gross_amount_frequency: 'annually' },
    ];
    const [row] = await db
      .insert(factFinds)
      .values({ firmId: firm.id, clientId: client.id, data: { joint: false, income: { items } } })
      .returning({ id: factFinds.id });
    if (!row) throw new Error('no fact-find');
    await db.execute(sql.raw(migration));
    const [after] = await db.select({ data: factFinds.data }).from(factFinds).where(eq(factFinds.id, row.id));
    expect(after?.data).toEqual({
      joint: false,
      income: {
        items: [
          { ...items[0], net_amount_frequency: 'monthly' },
          { ...items[1], net_amount_frequency: 'annually' },
          items[2],
          items[3],
        ],
      },
    });
  });
});
