import { asc } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { firms } from '../../db/schema.ts';

export type FirmRecord = typeof firms.$inferSelect;

export function createFirmRepo(db: Db) {
  return {
    // One firm per deployment for now; the lowest id is the firm that was set up first.
    async findFirstFirm(): Promise<FirmRecord | null> {
      const [firm] = await db.select().from(firms).orderBy(asc(firms.id)).limit(1);
      return firm ?? null;
    },
  };
}

export type FirmRepo = ReturnType<typeof createFirmRepo>;
