import {
  changeNoticeHours,
  expandSlotPattern,
  hasOverlap,
  maxSlotsPerPattern,
} from '@atrium/domain/calendar/slots';
import {
  type Appointment,
  type AppointmentsResponse,
  type CancelAppointmentRequest,
  calendarMessages,
  type PublishSlotsRequest,
  type SlotsResponse,
} from '@atrium/domain/contract/calendar';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access } from '../access/access.ts';
import { icsFor } from './mails.ts';
import type { AppointmentRecord, CalendarRepo } from './repo.ts';
import { type Side, staffHistoryMs, toAppointment, toSlot, zoneOfRegion } from './shape.ts';

type Deps = { repo: CalendarRepo; access: Access; audit: AuditLog; clock: Clock };
type Cancel = (
  auth: AuthContext,
  record: AppointmentRecord,
  side: Side,
  reason: string,
  info: ClientInfo,
) => Promise<{ data: Appointment }>;

// The firm's side of the calendar: an adviser's own slots, and the appointments of the clients in their scope
// (an admin's: the firm's).
export function createStaffCalendar({ repo, access, audit, clock }: Deps, cancel: Cancel) {
  return {
    async listStaffAppointments(auth: AuthContext): Promise<AppointmentsResponse> {
      const scope = access.staffScopeOf(auth);
      const now = clock.now();
      const rows = await repo.listForStaff(scope, new Date(now.getTime() - staffHistoryMs));
      return { data: rows.map((r) => toAppointment(r, 'firm', now)), notice_hours: changeNoticeHours };
    },

    async listStaffSlots(auth: AuthContext): Promise<SlotsResponse> {
      access.staffScopeOf(auth);
      const zone = zoneOfRegion(await repo.findRegion(auth.userId));
      const rows = await repo.listStaffSlots(auth.firmId, auth.userId, clock.now());
      return { data: rows.map((r) => toSlot(r.slot, r.isBooked)), time_zone: zone };
    },

    // Slots belong to the staff member who publishes them, in the zone of their region, at the wall-clock
    // times they chose; only future slots are stored.
    async publishSlots(auth: AuthContext, input: PublishSlotsRequest, info: ClientInfo) {
      access.staffScopeOf(auth);
      const zone = zoneOfRegion(await repo.findRegion(auth.userId));
      const now = clock.now();
      const times = expandSlotPattern({
        zone,
        dateFrom: input.date_from,
        dateTo: input.date_to ?? input.date_from,
        weekdays: input.weekdays ?? [],
        times: input.times,
        durationMinutes: Number(input.duration_minutes),
      });
      if (hasOverlap(times)) throw invalidField('times', calendarMessages.overlap);
      const future = times.filter((t) => t.startsAt > now);
      if (future.length === 0) throw invalidField('date_from', calendarMessages.nothingToPublish);
      if (future.length > maxSlotsPerPattern) throw invalidField('date_to', calendarMessages.tooMany);
      const kind = input.kind;
      const inserted = await repo.insertSlots(
        future.map((t) => ({
          firmId: auth.firmId,
          adviserId: auth.userId,
          startsAt: t.startsAt,
          endsAt: t.endsAt,
          timeZone: zone,
          kind,
          location: input.location ? input.location : null,
          videoLink: kind === 'video' && input.video_link ? input.video_link : null,
          createdAt: now,
        })),
      );
      await audit.record(
        callerEvent(auth, info, 'calendar.slots_published', {
          count: inserted.length,
          skipped: future.length - inserted.length,
          kind,
        }),
      );
      return { data: inserted.map((row) => toSlot(row, false)), skipped: future.length - inserted.length };
    },

    async withdrawSlot(auth: AuthContext, slotId: number, info: ClientInfo) {
      access.staffScopeOf(auth);
      const outcome = await repo.withdrawSlot(auth.firmId, auth.userId, slotId, clock.now());
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'booked') throw new AppError('conflict', calendarMessages.slotBooked);
      await audit.record(callerEvent(auth, info, 'calendar.slot_withdrawn', { slotId }));
    },

    async cancelForStaff(
      auth: AuthContext,
      appointmentId: number,
      input: CancelAppointmentRequest,
      info: ClientInfo,
    ) {
      const record = await repo.findForStaff(access.staffScopeOf(auth), appointmentId);
      if (!record) throw notFound();
      return cancel(auth, record, 'firm', input.reason ?? '', info);
    },

    async icsForStaff(auth: AuthContext, appointmentId: number, host: string) {
      const record = await repo.findForStaff(access.staffScopeOf(auth), appointmentId);
      if (!record) throw notFound();
      return icsFor(record, 'firm', clock.now(), host);
    },
  };
}
