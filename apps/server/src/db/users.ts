import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './connect.ts';
import { firms, users } from './schema.ts';

// One user by id with what the caller reads of them and of their firm (its name, its branding), null when there is
// no such user: the profile's own row, the alert mail's recipient. The row's type is the one the same select
// written out in place would have (drizzle cannot follow a join on a generic selection, hence the cast).
export async function findUserWithFirm<T extends SelectedFields>(
  db: Db,
  userId: number,
  columns: T,
): Promise<SelectResult<T, 'partial', { users: 'not-null'; firms: 'not-null' }> | null> {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(users)
    .innerJoin(firms, eq(firms.id, users.firmId))
    .where(eq(users.id, userId));
  return (row as SelectResult<T, 'partial', { users: 'not-null'; firms: 'not-null' }> | undefined) ?? null;
}
