import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { householdMembers, supportNeeds, users } from '../../db/schema.ts';

// Support needs (docs/support-needs.md). Every query names the firm and the client (household), and the person where
// one is meant: the service has already decided the caller may reach them. Only the current rows (withdrawn_at null)
// are ever read here; withdrawn ones are the retention purge's (features/data-rights/purge-repo.ts) and the export's.

export type SupportNeedsRow = typeof supportNeeds.$inferSelect;
type Person = { firmId: number; clientId: number; person: 1 | 2 };
export type SupportNeedsValues = Pick<
  typeof supportNeeds.$inferInsert,
  | 'drivers'
  | 'details'
  | 'preferredContact'
  | 'adjustments'
  | 'trustedContact'
  | 'consentAt'
  | 'consentVersion'
>;

const current = ({ firmId, clientId }: { firmId: number; clientId: number }) =>
  and(eq(supportNeeds.firmId, firmId), eq(supportNeeds.clientId, clientId), isNull(supportNeeds.withdrawnAt));

export function createSupportNeedsRepo(db: Db) {
  return {
    async findCurrent(who: Person): Promise<SupportNeedsRow | null> {
      const [row] = await db
        .select()
        .from(supportNeeds)
        .where(and(current(who), eq(supportNeeds.person, who.person)));
      return row ?? null;
    },

    // The person's record replaced whole, or made: one statement, so two saves at once leave one current row.
    async saveCurrent(who: Person & { recordedBy: number; now: Date }, values: SupportNeedsValues) {
      const [row] = await db
        .insert(supportNeeds)
        .values({
          firmId: who.firmId,
          clientId: who.clientId,
          person: who.person,
          recordedBy: who.recordedBy,
          ...values,
          createdAt: who.now,
          updatedAt: who.now,
        })
        .onConflictDoUpdate({
          target: [supportNeeds.clientId, supportNeeds.person],
          targetWhere: sql`${supportNeeds.withdrawnAt} IS NULL`,
          set: { ...values, recordedBy: who.recordedBy, updatedAt: who.now },
        })
        .returning();
      if (!row) throw new Error('Support needs were not stored');
      return row;
    },

    // The person's current record marked withdrawn (its detail stays until the retention purge); false if none.
    async withdraw(who: Person & { withdrawnBy: number; now: Date }): Promise<boolean> {
      const rows = await db
        .update(supportNeeds)
        .set({ withdrawnAt: who.now, withdrawnBy: who.withdrawnBy, updatedAt: who.now })
        .where(and(current(who), eq(supportNeeds.person, who.person)))
        .returning({ id: supportNeeds.id });
      return rows.length > 0;
    },

    // The household's current records of people who are still its members, person 1 first, with their names.
    async listCurrent(household: { firmId: number; clientId: number }) {
      return db
        .select({ row: supportNeeds, name: users.name })
        .from(supportNeeds)
        .innerJoin(
          householdMembers,
          and(
            eq(householdMembers.clientId, supportNeeds.clientId),
            eq(householdMembers.person, supportNeeds.person),
          ),
        )
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .where(current(household))
        .orderBy(asc(supportNeeds.person));
    },
  };
}

export type SupportNeedsRepo = ReturnType<typeof createSupportNeedsRepo>;
