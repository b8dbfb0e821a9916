import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/build-test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import { supportNeeds } from '../schema.ts';

const database = useTestDatabase();

describe('the demo support needs', () => {
  it('give Priya recorded adjustments, with consent, once', async () => {
    await prepareDatabase(database, { seedDemo: true });
    const rows = await database.db.select().from(supportNeeds);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      person: 1,
      adjustments: ['more_time', 'phone_not_messages'],
      preferredContact: 'phone',
      withdrawnAt: null,
    });
    expect(rows[0]?.consentAt).toBeInstanceOf(Date);
    await prepareDatabase(database, { seedDemo: true });
    const [again] = await database.db.select({ n: count() }).from(supportNeeds);
    expect(again?.n).toBe(1);
  });
});
