import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { outbox } from '../../db/schema.ts';
import { firmIdForHost } from '../tenancy/repo.ts';

// The development mailbox shows one firm's mail: the firm served at the host it is opened at (firms are
// told apart by host, so a firm's people see their own reset links and codes and never another firm's). Mail
// of no firm is nobody's to show.
export function createDevOutboxRepo(db: Db) {
  return {
    async listRecentAt(host: string, limit: number) {
      const rows = await db
        .select()
        .from(outbox)
        .where(eq(outbox.firmId, firmIdForHost(host)))
        .orderBy(desc(outbox.id))
        .limit(limit);
      return rows.reverse();
    },
  };
}

export type DevOutboxRepo = ReturnType<typeof createDevOutboxRepo>;
