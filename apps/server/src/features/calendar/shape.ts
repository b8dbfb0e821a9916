import { isWithinNotice } from '@atrium/domain/calendar/slots';
import type { Appointment, AppointmentKind, Slot } from '@atrium/domain/contract/calendar';
import type { AppointmentRecord } from './repo.ts';

// What the calendar's rows look like on the wire, and the little helpers both sides' services share.

export type Side = 'client' | 'firm';

export const hour = 3_600_000;
// The firm's side sees appointments from this long ago on, so a meeting just held is still listed.
export const staffHistoryMs = 30 * 24 * hour;

export const zoneOfRegion = (region: string) => (region === 'ie' ? 'Europe/Dublin' : 'Europe/London');

export type SlotRow = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  kind: string;
  location: string | null;
  videoLink: string | null;
};

export function toSlot(row: SlotRow, isBooked: boolean): Slot {
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    time_zone: row.timeZone,
    kind: row.kind as AppointmentKind,
    location: row.location,
    video_link: row.videoLink,
    is_booked: isBooked,
  };
}

export function toAppointment(record: AppointmentRecord, side: Side, now: Date): Appointment {
  const a = record.appointment;
  const isOpen = a.status === 'booked' && a.startsAt > now;
  return {
    id: a.id,
    status: a.status,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    time_zone: a.timeZone,
    kind: a.kind,
    location: a.location,
    video_link: a.videoLink,
    notes: a.notes,
    notes_by: a.notes === '' ? null : record.bookedBy,
    client: { id: a.clientId, name: record.clientName },
    adviser: { id: a.adviserId, name: record.adviserName },
    cancelled_at: a.cancelledAt?.toISOString() ?? null,
    cancelled_by: a.cancelledBy === null ? null : record.cancelledByHousehold ? 'client' : 'firm',
    cancel_reason: a.cancelReason,
    cancel_reason_by: a.cancelReason === null ? null : record.cancelledByPerson,
    can_change: side === 'client' ? isOpen && !isWithinNotice(a.startsAt, now) : isOpen,
    ics_url:
      side === 'client'
        ? `/api/calendar/appointments/${a.id}/ics`
        : `/api/adviser/calendar/appointments/${a.id}/ics`,
  };
}
