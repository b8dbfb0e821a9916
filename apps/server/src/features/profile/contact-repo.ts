import {
  contactCategoryOf,
  contactNameProperties,
  contactTelephoneProperty,
  fullNameOf,
  splitName,
} from '@atrium/domain/factfind/contact';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, factFindChanges, factFinds, users } from '../../db/schema.ts';
import { householdMemberOf } from '../access/repo.ts';

export type ContactDetails = { name?: string; telephone?: string | null };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// The profile's side of one person, one set of contact details (@atrium/domain/factfind/contact): the account's
// name and telephone, and for a client the client row's name and the open (draft, returned included) fact-find's
// personal details with an audit row per property changed, all in one transaction. A fact-find awaiting review or
// reviewed is the record of what was submitted and is left as it was. The household's person 2 is the
// fact-find's client 2: their name is the client row's joint name, their details client 2's.
export async function saveContactDetails(db: Db, userId: number, details: ContactDetails, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(users).set(details).where(eq(users.id, userId));
    const member = await householdMemberOf(tx, userId);
    if (!member) return;
    const client = { id: member.clientId };
    const contactCategory = contactCategoryOf(member.person);
    if (details.name !== undefined) {
      const name = member.person === 1 ? { name: details.name } : { jointName: details.name };
      await tx.update(clients).set(name).where(eq(clients.id, client.id));
    }
    const [draft] = await tx
      .select({
        id: factFinds.id,
        firmId: factFinds.firmId,
        personal: sql<unknown>`${factFinds.data} -> ${contactCategory}::text`,
      })
      .from(factFinds)
      .where(and(eq(factFinds.clientId, client.id), eq(factFinds.status, 'draft')))
      .orderBy(desc(factFinds.id))
      .limit(1)
      .for('update');
    if (!draft) return;
    const current = isObject(draft.personal) ? draft.personal : {};
    const wanted: Record<string, string | null> = {};
    if (details.telephone !== undefined) wanted[contactTelephoneProperty] = details.telephone;
    if (details.name !== undefined && fullNameOf(current) !== fullNameOf(splitName(details.name))) {
      for (const [key, value] of Object.entries(splitName(details.name))) wanted[key] = value || null;
    }
    const changed = Object.entries(wanted).filter(([key, value]) => (current[key] ?? null) !== value);
    if (changed.length === 0) return;
    const patch = JSON.stringify(Object.fromEntries(changed));
    await tx
      .update(factFinds)
      .set({
        data: sql`${factFinds.data} || jsonb_build_object(${contactCategory}::text,
          (CASE WHEN jsonb_typeof(${factFinds.data} -> ${contactCategory}::text) = 'object'
                THEN ${factFinds.data} -> ${contactCategory}::text ELSE '{}'::jsonb END) || ${patch}::jsonb)`,
        version: sql`${factFinds.version} + 1`,
        updatedAt: now,
      })
      .where(eq(factFinds.id, draft.id));
    await tx.insert(factFindChanges).values(
      changed.map(([key, value]) => ({
        firmId: draft.firmId,
        factFindId: draft.id,
        userId,
        path: `${contactCategory}.${key}`,
        oldValue: current[key] ?? null,
        newValue: value,
        requestId: 'profile',
        createdAt: now,
      })),
    );
  });
}

// The person's own details in the household's open (draft) fact-find, and who else last changed them there (null when
// nobody but the person did): what the profile asks them to confirm. Null outside a household or without a draft.
export async function findFactFindContact(db: Db, userId: number) {
  const member = await householdMemberOf(db, userId);
  if (!member) return null;
  const category = contactCategoryOf(member.person);
  const [draft] = await db
    .select({ id: factFinds.id, details: sql<unknown>`${factFinds.data} -> ${category}::text` })
    .from(factFinds)
    .where(and(eq(factFinds.clientId, member.clientId), eq(factFinds.status, 'draft')))
    .orderBy(desc(factFinds.id))
    .limit(1);
  if (!draft) return null;
  const paths = [
    category,
    ...[...contactNameProperties, contactTelephoneProperty].map((p) => `${category}.${p}`),
  ];
  const [last] = await db
    .select({ name: users.name })
    .from(factFindChanges)
    .innerJoin(users, eq(users.id, factFindChanges.userId))
    .where(
      and(
        eq(factFindChanges.factFindId, draft.id),
        inArray(factFindChanges.path, paths),
        ne(factFindChanges.userId, userId),
      ),
    )
    .orderBy(desc(factFindChanges.id))
    .limit(1);
  return { details: draft.details, changedBy: last?.name ?? null };
}
