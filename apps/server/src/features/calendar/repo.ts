import type { PersonRef } from '@atrium/domain/contract/fields';
import { aliasedTable, and, asc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  appointments,
  auditEvents,
  calendarSlots,
  clients,
  firms,
  householdMembers,
  users,
} from '../../db/schema.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';
import { createSlotsRepo, upcomingSlotsOf } from './slots-repo.ts';

const advisers = aliasedTable(users, 'advisers');
const clientUsers = aliasedTable(users, 'client_users');
const cancellers = aliasedTable(users, 'cancellers');

const appointmentColumns = {
  appointment: appointments,
  clientName: clients.name,
  adviserName: advisers.name,
  // Who wrote the booking's notes: the person of the household who booked. The appointment keeps no booker of its
  // own; its booking's audit event names it, the client and the person (found by the client's index, migration
  // 0033). Null once the event is gone (past the audit log's retention).
  bookedBy: sql<PersonRef | null>`(select json_build_object('id', ${users.id}, 'name', ${users.name}) from ${auditEvents} inner join ${users} on ${users.id} = ${auditEvents.userId} where ${auditEvents.type} = 'appointment.booked' and (${auditEvents.data}->>'clientId') = ${appointments.clientId}::text and (${auditEvents.data}->>'appointmentId') = ${appointments.id}::text limit 1)`,
  // Who gave the cancellation's reason: the person who cancelled.
  cancelledByPerson: sql<PersonRef | null>`(select json_build_object('id', ${cancellers.id}, 'name', ${cancellers.name}) from ${users} ${cancellers} where ${cancellers.id} = ${appointments.cancelledBy})`,
  // Cancelled by a person of the household (either partner), not by the firm.
  cancelledByHousehold: sql<boolean>`exists (select 1 from ${householdMembers} where ${householdMembers.clientId} = ${appointments.clientId} and ${householdMembers.userId} = ${appointments.cancelledBy})`,
};

export type Outcome<T> = { ok: true; row: T } | { ok: false; reason: 'slot-gone' | 'taken' | 'not-booked' };

// Every query names the firm and the adviser or client the service has already scoped the caller to.
type SlotRow = typeof calendarSlots.$inferSelect;

// An open slot of the adviser, not yet started (from on), locked while an appointment takes it.
async function lockOpenSlot(
  tx: Tx,
  input: { slotId: number; firmId: number; adviserId: number; from: Date },
): Promise<SlotRow | null> {
  const [slot] = await tx
    .select()
    .from(calendarSlots)
    .where(and(eq(calendarSlots.id, input.slotId), upcomingSlotsOf(input)))
    .for('update');
  return slot ?? null;
}

// What an appointment copies from the slot it takes.
const fromSlot = (slot: SlotRow) => ({
  slotId: slot.id,
  startsAt: slot.startsAt,
  endsAt: slot.endsAt,
  timeZone: slot.timeZone,
  kind: slot.kind,
  location: slot.location,
  videoLink: slot.videoLink,
});

// An appointment written onto an open slot while the slot's row is locked: 'slot-gone' when the slot is no longer
// open, 'taken' when the partial unique index on booked appointments per slot refuses a simultaneous second one,
// `missing` when the write finds no row. Booking and rescheduling both take a slot this way.
async function takeSlot(
  db: Db,
  input: { slotId: number; firmId: number; adviserId: number; from: Date },
  missing: 'taken' | 'not-booked',
  write: (tx: Tx, slot: SlotRow) => Promise<{ id: number }[]>,
): Promise<Outcome<number>> {
  try {
    return await db.transaction(async (tx) => {
      const slot = await lockOpenSlot(tx, input);
      if (!slot) return { ok: false, reason: 'slot-gone' } as const;
      const [row] = await write(tx, slot);
      if (!row) return { ok: false, reason: missing } as const;
      return { ok: true, row: row.id } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

export function createCalendarRepo(db: Db) {
  function selectAppointments() {
    return db
      .select(appointmentColumns)
      .from(appointments)
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .innerJoin(advisers, eq(advisers.id, appointments.adviserId));
  }

  return {
    ...createSlotsRepo(db),

    async findRegion(userId: number) {
      const [row] = await db.select({ region: users.region }).from(users).where(eq(users.id, userId));
      return row?.region ?? 'uk';
    },

    async listForClient(clientId: number) {
      return selectAppointments()
        .where(eq(appointments.clientId, clientId))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
    },

    async findNextForClient(clientId: number, now: Date) {
      const [row] = await selectAppointments()
        .where(
          and(
            eq(appointments.clientId, clientId),
            eq(appointments.status, 'booked'),
            gt(appointments.endsAt, now),
          ),
        )
        .orderBy(asc(appointments.startsAt))
        .limit(1);
      return row ?? null;
    },

    async findForClient(clientId: number, appointmentId: number) {
      const [row] = await selectAppointments().where(
        and(eq(appointments.id, appointmentId), eq(appointments.clientId, clientId)),
      );
      return row ?? null;
    },

    // An adviser's own appointments; an admin's scope is the whole firm. From `from` on, soonest first.
    async listForStaff(scope: StaffScope, from: Date) {
      return selectAppointments()
        .where(
          and(clientsInScope(scope), eq(appointments.firmId, scope.firmId), gte(appointments.endsAt, from)),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(500);
    },

    async findForStaff(scope: StaffScope, appointmentId: number) {
      const [row] = await selectAppointments().where(
        and(eq(appointments.id, appointmentId), eq(appointments.firmId, scope.firmId), clientsInScope(scope)),
      );
      return row ?? null;
    },

    // Race-safe: the slot row is locked while the booking is written, and the partial unique index on booked
    // appointments per slot lets exactly one of two simultaneous bookings through.
    async book(input: {
      firmId: number;
      clientId: number;
      adviserId: number;
      slotId: number;
      notes: string;
      from: Date;
      at: Date;
    }): Promise<Outcome<number>> {
      return takeSlot(db, input, 'taken', (tx, slot) =>
        tx
          .insert(appointments)
          .values({
            firmId: input.firmId,
            clientId: input.clientId,
            adviserId: input.adviserId,
            ...fromSlot(slot),
            notes: input.notes,
            createdAt: input.at,
            updatedAt: input.at,
          })
          .onConflictDoNothing()
          .returning({ id: appointments.id }),
      );
    },

    // Moves a booked appointment to another open slot of the same adviser: same row and UID, sequence + 1, and a
    // fresh reminder.
    async reschedule(input: {
      appointmentId: number;
      firmId: number;
      adviserId: number;
      slotId: number;
      from: Date;
      at: Date;
    }): Promise<Outcome<number>> {
      return takeSlot(db, input, 'not-booked', (tx, slot) =>
        tx
          .update(appointments)
          .set({
            ...fromSlot(slot),
            sequence: sql`${appointments.sequence} + 1`,
            remindedAt: null,
            updatedAt: input.at,
          })
          .where(and(eq(appointments.id, input.appointmentId), eq(appointments.status, 'booked')))
          .returning({ id: appointments.id }),
      );
    },

    // Only a booked appointment is cancelled, once: a second cancel finds nothing.
    async cancel(appointmentId: number, by: number, reason: string, at: Date) {
      const [row] = await db
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledAt: at,
          cancelledBy: by,
          cancelReason: reason === '' ? null : reason,
          sequence: sql`${appointments.sequence} + 1`,
          updatedAt: at,
        })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'booked')))
        .returning({ id: appointments.id });
      return row !== undefined;
    },

    // Claims reminders that are due, atomically: one UPDATE sets reminded_at on rows still unclaimed, skipping rows
    // another instance holds, so each reminder is claimed by exactly one run on any number of instances.
    async claimDueReminders(now: Date, until: Date, limit: number) {
      const claimed = await db
        .update(appointments)
        .set({ remindedAt: now })
        .where(
          and(
            isNull(appointments.remindedAt),
            sql`${appointments.id} IN (
              SELECT ${appointments.id} FROM ${appointments}
              WHERE ${appointments.status} = 'booked' AND ${appointments.remindedAt} IS NULL
                AND ${appointments.startsAt} > ${now} AND ${appointments.startsAt} <= ${until}
              ORDER BY ${appointments.startsAt}
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)`,
          ),
        )
        .returning({ id: appointments.id });
      if (claimed.length === 0) return [];
      return db
        .select({
          ...appointmentColumns,
          clientEmail: clientUsers.email,
          firmName: firms.name,
          primaryColour: firms.primaryColour,
        })
        .from(appointments)
        .innerJoin(clients, eq(clients.id, appointments.clientId))
        .innerJoin(advisers, eq(advisers.id, appointments.adviserId))
        .innerJoin(clientUsers, eq(clientUsers.id, clients.userId))
        .innerJoin(firms, eq(firms.id, appointments.firmId))
        .where(
          inArray(
            appointments.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(asc(appointments.startsAt));
    },

    // The firm's branding and the household's people who sign in and are enabled: each is mailed about a change.
    async findMailContext(appointmentId: number) {
      const rows = await db
        .select({
          email: clientUsers.email,
          firmName: firms.name,
          primaryColour: firms.primaryColour,
        })
        .from(appointments)
        .innerJoin(householdMembers, eq(householdMembers.clientId, appointments.clientId))
        .innerJoin(clientUsers, eq(clientUsers.id, householdMembers.userId))
        .innerJoin(firms, eq(firms.id, appointments.firmId))
        .where(and(eq(appointments.id, appointmentId), isNull(clientUsers.disabledAt)))
        .orderBy(asc(householdMembers.person));
      const [first] = rows;
      if (!first) return null;
      return {
        firmName: first.firmName,
        primaryColour: first.primaryColour,
        emails: rows.map((row) => row.email),
      };
    },
  };
}

export type CalendarRepo = ReturnType<typeof createCalendarRepo>;
export type AppointmentRecord = NonNullable<Awaited<ReturnType<CalendarRepo['findForClient']>>>;
export type SlotRecord = Awaited<ReturnType<CalendarRepo['listOpenSlots']>>[number];
