import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { calendarSlots } from '../../db/schema.ts';

// Written out in full: Drizzle leaves columns unqualified in a one-table select list, where "id" inside the
// subquery would name the appointment's id.
const bookedOn = () =>
  sql<boolean>`EXISTS (SELECT 1 FROM "appointments" AS "booking" WHERE "booking"."slot_id" = "calendar_slots"."id" AND "booking"."status" = 'booked')`;

// The adviser's slots within the firm, not withdrawn, starting at or after `from`.
export const upcomingSlotsOf = (slots: { firmId: number; adviserId: number; from: Date }) =>
  and(
    eq(calendarSlots.firmId, slots.firmId),
    eq(calendarSlots.adviserId, slots.adviserId),
    isNull(calendarSlots.withdrawnAt),
    gte(calendarSlots.startsAt, slots.from),
  );

export type SlotInput = Omit<typeof calendarSlots.$inferInsert, 'id' | 'withdrawnAt'>;

// An adviser's slots; every query names the firm and the adviser the service has scoped the caller to.
export function createSlotsRepo(db: Db) {
  return {
    // Open: not withdrawn, starting at or after `from`, nobody booked on it.
    async listOpenSlots(firmId: number, adviserId: number, from: Date) {
      return db
        .select()
        .from(calendarSlots)
        .where(and(upcomingSlotsOf({ firmId, adviserId, from }), sql`NOT ${bookedOn()}`))
        .orderBy(asc(calendarSlots.startsAt))
        .limit(500);
    },

    async listStaffSlots(firmId: number, adviserId: number, from: Date) {
      return db
        .select({ slot: calendarSlots, isBooked: bookedOn() })
        .from(calendarSlots)
        .where(upcomingSlotsOf({ firmId, adviserId, from }))
        .orderBy(asc(calendarSlots.startsAt))
        .limit(500);
    },

    // Slots already published at the same start are skipped (the partial unique index).
    async insertSlots(rows: SlotInput[]) {
      if (rows.length === 0) return [];
      return db.insert(calendarSlots).values(rows).onConflictDoNothing().returning();
    },

    // Withdraws an open slot; a booked one stays ('booked'), another adviser's is not found.
    async withdrawSlot(firmId: number, adviserId: number, slotId: number, at: Date) {
      return db.transaction(async (tx) => {
        const [slot] = await tx
          .select({ id: calendarSlots.id, isBooked: bookedOn() })
          .from(calendarSlots)
          .where(
            and(
              eq(calendarSlots.id, slotId),
              eq(calendarSlots.firmId, firmId),
              eq(calendarSlots.adviserId, adviserId),
              isNull(calendarSlots.withdrawnAt),
            ),
          )
          .for('update');
        if (!slot) return 'not-found' as const;
        if (slot.isBooked) return 'booked' as const;
        await tx.update(calendarSlots).set({ withdrawnAt: at }).where(eq(calendarSlots.id, slotId));
        return 'withdrawn' as const;
      });
    },
  };
}
