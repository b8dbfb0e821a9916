import type { Region } from '@atrium/domain/contract/auth';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { factFinds, users } from '../../db/schema.ts';
import { findClientInFirm } from '../factfind/repo.ts';

// The client's current fact-find (the newest, whatever its status): where their region and age are read, here and
// for the household's totals (features/finances/repo.ts).
export async function latestFactFindData(db: Db, clientId: number): Promise<FactFindData | null> {
  const [row] = await db
    .select({ data: factFinds.data })
    .from(factFinds)
    .where(eq(factFinds.clientId, clientId))
    .orderBy(desc(factFinds.id))
    .limit(1);
  return row?.data ?? null;
}

export function createNetSalaryRepo(db: Db) {
  return {
    findClient: (clientId: number, firmId: number) => findClientInFirm(db, clientId, firmId),

    // A client's default region is their user's.
    async findUserRegion(userId: number): Promise<Region> {
      const [user] = await db.select({ region: users.region }).from(users).where(eq(users.id, userId));
      return user?.region ?? 'uk';
    },

    findLatestFactFindData: (clientId: number) => latestFactFindData(db, clientId),
  };
}

export type NetSalaryRepo = ReturnType<typeof createNetSalaryRepo>;
