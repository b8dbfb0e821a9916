import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { outbox } from '../db/schema.ts';

// The mails the outbox holds for one address, newest first.
export async function mailsTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}
