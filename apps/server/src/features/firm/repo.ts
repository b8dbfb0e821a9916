import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { firms } from '../../db/schema.ts';
import { firmIdForHost } from '../tenancy/repo.ts';

export type FirmRecord = typeof firms.$inferSelect;

export function createFirmRepo(db: Db) {
  return {
    // One firm per deployment for now; the lowest id is the firm that was set up first.
    async findFirstFirm(): Promise<FirmRecord | null> {
      const [firm] = await db.select().from(firms).orderBy(asc(firms.id)).limit(1);
      return firm ?? null;
    },

    // The firm claiming this host (firm_domains), else the default firm.
    async findFirmForHost(host: string): Promise<FirmRecord | null> {
      const [firm] = await db
        .select()
        .from(firms)
        .where(eq(firms.id, firmIdForHost(host)));
      return firm ?? null;
    },
  };
}

export type FirmRepo = ReturnType<typeof createFirmRepo>;
