import { financeSections } from '@atrium/domain/contract/finances';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { factFindChanges, factFinds } from '../../db/schema.ts';
import { findClientInFirm } from '../factfind/repo.ts';

export function createFinancesRepo(db: Db) {
  return {
    findClient: (clientId: number, firmId: number) => findClientInFirm(db, clientId, firmId),

    // The newest change under each category ('income.items.0.gross_amount' is income's) of the client's
    // fact-finds; categories never changed are absent.
    async lastChangedByCategory(clientId: number): Promise<Map<string, Date>> {
      const category = sql<string>`split_part(${factFindChanges.path}, '.', 1)`;
      const rows = await db
        .select({ category, at: max(factFindChanges.createdAt) })
        .from(factFindChanges)
        .innerJoin(factFinds, eq(factFinds.id, factFindChanges.factFindId))
        .where(and(eq(factFinds.clientId, clientId), inArray(category, [...financeSections])))
        .groupBy(category);
      return new Map(rows.flatMap((row) => (row.at ? [[row.category, new Date(row.at)] as const] : [])));
    },
  };
}

export type FinancesRepo = ReturnType<typeof createFinancesRepo>;
