import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { pricePaidSales } from '../../db/schema.ts';

export type NewPricePaidRow = typeof pricePaidSales.$inferInsert;

// On a changed record every column but the key takes the file's new value.
const { transactionId: _key, ...updatable } = getTableColumns(pricePaidSales);
const fromExcluded = Object.fromEntries(
  Object.entries(updatable).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

// Writes of the Price Paid import: keyed by transaction id, so applying a file twice leaves one row per sale.
export function createPricePaidWriter(db: Db) {
  return {
    // Adds new sales and replaces changed ones (record status A and C). The rows have distinct ids.
    async upsert(rows: NewPricePaidRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(pricePaidSales).values(rows).onConflictDoUpdate({
        target: pricePaidSales.transactionId,
        set: fromExcluded,
      });
    },

    // Removes sales (record status D); answers how many were there.
    async remove(transactionIds: string[]): Promise<number> {
      if (transactionIds.length === 0) return 0;
      const removed = await db
        .delete(pricePaidSales)
        .where(inArray(pricePaidSales.transactionId, transactionIds))
        .returning({ id: pricePaidSales.transactionId });
      return removed.length;
    },
  };
}

export type PricePaidWriter = ReturnType<typeof createPricePaidWriter>;
