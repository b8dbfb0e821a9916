import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/build-test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import { clients, reviews } from '../schema.ts';

const database = useTestDatabase();

describe('the demo reviews', () => {
  it('give the pipeline an open check-in, an overdue review and a scheduled one, once', async () => {
    await prepareDatabase(database, { seedDemo: true });
    const rows = await database.db
      .select({ name: clients.name, status: reviews.status, dueOn: reviews.dueOn })
      .from(reviews)
      .innerJoin(clients, eq(clients.id, reviews.clientId))
      .orderBy(asc(reviews.dueOn));
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.map((row) => [row.name, row.status])).toEqual([
      ['Priya Shah', 'invited'],
      ['Olivia Bennett', 'invited'],
      ['James Carter', 'scheduled'],
    ]);
    expect((rows[0]?.dueOn ?? '') < today).toBe(true);
    expect((rows[1]?.dueOn ?? '') > today).toBe(true);
    await prepareDatabase(database, { seedDemo: true });
    const [again] = await database.db.select({ n: count() }).from(reviews);
    expect(again?.n).toBe(3);
  });
});
