import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { pricePaidSales } from '../../db/schema.ts';

export type PricePaidRow = typeof pricePaidSales.$inferSelect;
export type SaleStats = { count: number; average: number | null };
export type SalesArea = { postcode: string } | { sector: string };

// Reads of the HM Land Registry sales for the address feature's lookups.
export function createAddressRepo(db: Db) {
  return {
    // A postcode's sales, newest first.
    async listSales(postcode: string, limit: number): Promise<PricePaidRow[]> {
      return db
        .select()
        .from(pricePaidSales)
        .where(eq(pricePaidSales.postcode, postcode))
        .orderBy(desc(pricePaidSales.transferDate), desc(pricePaidSales.transactionId))
        .limit(limit);
    },

    // Count and mean price (whole pounds) of the standard (category A) sales in a postcode or sector between two
    // dates, both included. Category B sales (repossessions, portfolio and company sales) are left out: their
    // prices are not what a home sells for.
    async saleStats(area: SalesArea, from: string, to: string): Promise<SaleStats> {
      const where = and(
        'postcode' in area
          ? eq(pricePaidSales.postcode, area.postcode)
          : eq(pricePaidSales.sector, area.sector),
        gte(pricePaidSales.transferDate, from),
        lte(pricePaidSales.transferDate, to),
        eq(pricePaidSales.category, 'A'),
      );
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          average: sql<number | null>`round(avg(${pricePaidSales.price}))::int`,
        })
        .from(pricePaidSales)
        .where(where);
      return { count: row?.count ?? 0, average: row?.average ?? null };
    },
  };
}

export type AddressRepo = ReturnType<typeof createAddressRepo>;
