import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { factFindConsents } from '../../db/schema.ts';

export type ConsentRow = typeof factFindConsents.$inferSelect;

export function createConsentRepo(db: Db) {
  return {
    async findLatestConsent(clientId: number): Promise<ConsentRow | null> {
      const [row] = await db
        .select()
        .from(factFindConsents)
        .where(eq(factFindConsents.clientId, clientId))
        .orderBy(desc(factFindConsents.givenAt), desc(factFindConsents.id))
        .limit(1);
      return row ?? null;
    },

    async insertConsent(values: typeof factFindConsents.$inferInsert): Promise<ConsentRow> {
      const [row] = await db.insert(factFindConsents).values(values).returning();
      if (!row) throw new Error('Consent not recorded');
      return row;
    },
  };
}

export type ConsentRepo = ReturnType<typeof createConsentRepo>;
