import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  factFindChanges,
  factFindDeclarations,
  firms,
  householdMembers,
  invitations,
  users,
} from '../../db/schema.ts';
import { listHouseholdPeople } from '../access/repo.ts';

export type DeclarationRow = typeof factFindDeclarations.$inferSelect;

// The partners' declarations (migration 0023): the firm's setting, who of a household signs in, the
// declarations made on a fact-find and the last change of its answers they are measured against. Built on the outer handle or on a
// transaction's (repo.ts's `declarations`), so the submission reads them under its lock.
export function createDeclarationsRepo(db: Db) {
  return {
    async findSettings(firmId: number) {
      const [firm] = await db
        .select({ required: firms.factFindDeclarationRequired, text: firms.factFindDeclarationText })
        .from(firms)
        .where(eq(firms.id, firmId));
      return firm ?? { required: false, text: '' };
    },

    // The household's people who have a sign-in (household_members, migration 0022): an enabled account that was
    // not invited, or accepted an invitation. A partner invited but not yet signed up has none.
    async listSignIns(clientId: number) {
      const accepted = sql<boolean>`exists (select 1 from ${invitations} where ${invitations.userId} = ${users.id} and ${isNotNull(invitations.acceptedAt)})`;
      const invited = sql<boolean>`exists (select 1 from ${invitations} where ${invitations.userId} = ${users.id})`;
      const rows = await db
        .select({ userId: users.id, person: householdMembers.person, name: users.name, accepted, invited })
        .from(householdMembers)
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .where(and(eq(householdMembers.clientId, clientId), isNull(users.disabledAt)));
      return rows
        .filter((row) => row.accepted || !row.invited)
        .map(({ userId, person, name }) => ({ userId, person, name }));
    },

    // Everyone who signs in to the household, with their names: whom a live edit goes to (live-edits.ts).
    listMembers: (clientId: number) => listHouseholdPeople(db, clientId),

    // Each person's latest declaration on the fact-find.
    async latestDeclarations(factFindId: number): Promise<DeclarationRow[]> {
      const rows = await db
        .select()
        .from(factFindDeclarations)
        .where(eq(factFindDeclarations.factFindId, factFindId))
        .orderBy(desc(factFindDeclarations.declaredAt), desc(factFindDeclarations.id));
      const latest = new Map<number, DeclarationRow>();
      for (const row of rows) if (!latest.has(row.person)) latest.set(row.person, row);
      return [...latest.values()];
    },

    // The last change of the answers (a step reached is not one): a declaration made before it is outdated.
    async lastChangeId(factFindId: number): Promise<number> {
      const [row] = await db
        .select({ id: sql<string | null>`max(${factFindChanges.id})` })
        .from(factFindChanges)
        .where(
          and(eq(factFindChanges.factFindId, factFindId), ne(factFindChanges.path, 'lastCompletedStep')),
        );
      return Number(row?.id ?? 0);
    },

    async insertDeclaration(values: typeof factFindDeclarations.$inferInsert): Promise<DeclarationRow> {
      const [row] = await db.insert(factFindDeclarations).values(values).returning();
      if (!row) throw new Error('Declaration not recorded');
      return row;
    },
  };
}

export type DeclarationsRepo = ReturnType<typeof createDeclarationsRepo>;
