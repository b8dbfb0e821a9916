import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { links } from '../../db/schema.ts';

// The firm's links first, then the client's own, each by title.
const order = [sql`${links.clientId} ASC NULLS FIRST`, asc(links.title), asc(links.id)] as const;

// Links are firm-wide (client_id null) or for one client; every query names the firm, and the client where
// one is meant, as the service has already scoped it.
export function createLinksRepo(db: Db) {
  return {
    async listFirmWide(firmId: number) {
      return db
        .select()
        .from(links)
        .where(and(eq(links.firmId, firmId), isNull(links.clientId)))
        .orderBy(...order);
    },

    // What a client sees: the firm's links first, then their own.
    async listForClient(firmId: number, clientId: number) {
      return db
        .select()
        .from(links)
        .where(and(eq(links.firmId, firmId), or(isNull(links.clientId), eq(links.clientId, clientId))))
        .orderBy(...order);
    },

    async insert(values: typeof links.$inferInsert) {
      const [row] = await db.insert(links).values(values).returning();
      if (!row) throw new Error('Link was not stored');
      return row;
    },

    // Null client: a firm-wide link; otherwise only that client's link is removed.
    async remove(firmId: number, clientId: number | null, linkId: number) {
      const rows = await db
        .delete(links)
        .where(
          and(
            eq(links.id, linkId),
            eq(links.firmId, firmId),
            clientId === null ? isNull(links.clientId) : eq(links.clientId, clientId),
          ),
        )
        .returning({ id: links.id });
      return rows.length > 0;
    },
  };
}

export type LinksRepo = ReturnType<typeof createLinksRepo>;
export type LinkRow = Awaited<ReturnType<LinksRepo['insert']>>;
