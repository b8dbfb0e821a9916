import { changeNoticeHours, isWithinNotice, reminderLeadHours } from '@atrium/domain/calendar/slots';
import {
  type AppointmentsResponse,
  type BookAppointmentRequest,
  type CancelAppointmentRequest,
  calendarMessages,
  calendarNotificationTypes,
  calendarPaths,
  type RescheduleAppointmentRequest,
  type SlotsResponse,
} from '@atrium/domain/contract/calendar';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { ScopedClient, ScopedDeps } from '../access/access.ts';
import type { Notify } from '../notifications/service.ts';
import { type Change, icsFor, mailFor, noticeFor } from './mails.ts';
import type { AppointmentRecord, CalendarRepo, Outcome } from './repo.ts';
import { hour, type Side, toAppointment, toSlot, zoneOfRegion } from './shape.ts';
import { createStaffCalendar } from './staff-service.ts';

type Deps = ScopedDeps & {
  repo: CalendarRepo;
  outbox: Pick<Outbox, 'sendMail'>;
  appUrl: string;
  notify: Notify;
};

export function createCalendarService({ repo, access, audit, clock, outbox, appUrl, notify }: Deps) {
  const noticeCutoff = (now: Date) => new Date(now.getTime() + changeNoticeHours * hour);

  // The caller's household (person 1 or 2 alike: one household calendar), features/access.
  const ownClient = (auth: AuthContext): Promise<ScopedClient> =>
    access.householdOfCaller(auth, calendarMessages.clientsOnly);

  // Both sides hear of every change: a notification (pushed live) to each, and a mail to each person of the
  // household who signs in (either partner may have booked; both keep the one household calendar).
  async function announce(change: Change, record: AppointmentRecord, actor: Side | 'reminder') {
    const type = calendarNotificationTypes[change];
    const client = noticeFor(change, record, 'client');
    const firm = noticeFor(change, record, 'firm');
    if (actor === 'client' || change === 'reminder') {
      await notify(record.appointment.adviserId, { type, ...firm, link: calendarPaths.adviser });
    }
    for (const userId of await access.householdUserIds(record.appointment.clientId)) {
      await notify(userId, { type, ...client, link: calendarPaths.client });
    }
    const context = await repo.findMailContext(record.appointment.id);
    if (context) {
      const mail = mailFor(
        change,
        record,
        { firmName: context.firmName, primaryColour: context.primaryColour },
        appUrl,
      );
      for (const to of context.emails)
        await outbox.sendMail({ firmId: record.appointment.firmId, to, ...mail });
    }
  }

  // A change the caller made to an appointment: audited in the appointment's firm, announced, and answered as the
  // caller's side sees it.
  async function changed(
    auth: AuthContext,
    info: ClientInfo,
    change: Exclude<Change, 'reminder'>,
    record: AppointmentRecord,
    side: Side,
    now: Date,
    data: Record<string, unknown>,
  ) {
    await audit.record({
      ...info,
      type: `appointment.${change}`,
      firmId: record.appointment.firmId,
      userId: auth.userId,
      data,
    });
    await announce(change, record, side);
    // Read again once audited: a booking's event is where its notes' writer is found (repo.ts bookedBy).
    return { data: toAppointment(change === 'booked' ? await reload(record) : record, side, now) };
  }

  function failOn<T>(outcome: Outcome<T>): T {
    if (outcome.ok) return outcome.row;
    if (outcome.reason === 'taken') throw new AppError('conflict', calendarMessages.slotTaken);
    if (outcome.reason === 'not-booked') throw new AppError('conflict', calendarMessages.notBooked);
    throw invalidField('slot_id', calendarMessages.slotUnavailable);
  }

  async function clientAppointment(auth: AuthContext, appointmentId: number) {
    const client = await ownClient(auth);
    const record = await repo.findForClient(client.clientId, appointmentId);
    if (!record) throw notFound();
    return { client, record };
  }

  // A client may change a booked, future appointment only outside the notice period.
  function requireChangeable(record: AppointmentRecord, now: Date, side: Side) {
    const a = record.appointment;
    if (a.status !== 'booked') throw new AppError('conflict', calendarMessages.notBooked);
    if (a.startsAt <= now) throw new AppError('conflict', calendarMessages.inPast);
    if (side === 'client' && isWithinNotice(a.startsAt, now))
      throw new AppError('conflict', calendarMessages.withinNotice);
  }

  async function reload(record: AppointmentRecord): Promise<AppointmentRecord> {
    const fresh = await repo.findForClient(record.appointment.clientId, record.appointment.id);
    if (!fresh) throw notFound();
    return fresh;
  }

  async function cancel(
    auth: AuthContext,
    record: AppointmentRecord,
    side: Side,
    reason: string,
    info: ClientInfo,
  ) {
    const now = clock.now();
    requireChangeable(record, now, side);
    if (!(await repo.cancel(record.appointment.id, auth.userId, reason, now)))
      throw new AppError('conflict', calendarMessages.notBooked);
    return changed(auth, info, 'cancelled', await reload(record), side, now, {
      appointmentId: record.appointment.id,
      clientId: record.appointment.clientId,
      by: side,
    });
  }

  return {
    // The day-before reminders: each due appointment is claimed by exactly one run (see repo), then both sides
    // get a notification and the client a mail. Answers how many were sent.
    async sendDueReminders(limit = 50): Promise<number> {
      const now = clock.now();
      const claimed = await repo.claimDueReminders(
        now,
        new Date(now.getTime() + reminderLeadHours * hour),
        limit,
      );
      for (const record of claimed) await announce('reminder', record, 'reminder');
      return claimed.length;
    },

    async listOwn(auth: AuthContext): Promise<AppointmentsResponse> {
      const client = await ownClient(auth);
      const now = clock.now();
      const rows = await repo.listForClient(client.clientId);
      return { data: rows.map((r) => toAppointment(r, 'client', now)), notice_hours: changeNoticeHours };
    },

    async nextOwn(auth: AuthContext) {
      const client = await ownClient(auth);
      const now = clock.now();
      const record = await repo.findNextForClient(client.clientId, now);
      return { data: record ? toAppointment(record, 'client', now) : null };
    },

    // The open slots of the client's own adviser that can still be booked (outside the notice period).
    async listOpenSlots(auth: AuthContext): Promise<SlotsResponse> {
      const client = await ownClient(auth);
      const zone = zoneOfRegion(await repo.findRegion(auth.userId));
      if (client.adviserId === null) return { data: [], time_zone: zone };
      const rows = await repo.listOpenSlots(client.firmId, client.adviserId, noticeCutoff(clock.now()));
      return { data: rows.map((row) => toSlot(row, false)), time_zone: zone };
    },

    async book(auth: AuthContext, input: BookAppointmentRequest, info: ClientInfo) {
      const client = await ownClient(auth);
      if (client.adviserId === null) throw invalidField('slot_id', calendarMessages.noAdviser);
      const now = clock.now();
      const id = failOn(
        await repo.book({
          firmId: client.firmId,
          clientId: client.clientId,
          adviserId: client.adviserId,
          slotId: input.slot_id,
          notes: input.notes ?? '',
          from: noticeCutoff(now),
          at: now,
        }),
      );
      const record = await repo.findForClient(client.clientId, id);
      if (!record) throw notFound();
      return changed(auth, info, 'booked', record, 'client', now, {
        appointmentId: id,
        clientId: client.clientId,
        slotId: input.slot_id,
      });
    },

    async reschedule(
      auth: AuthContext,
      appointmentId: number,
      input: RescheduleAppointmentRequest,
      info: ClientInfo,
    ) {
      const { client, record } = await clientAppointment(auth, appointmentId);
      const now = clock.now();
      requireChangeable(record, now, 'client');
      failOn(
        await repo.reschedule({
          appointmentId,
          firmId: client.firmId,
          adviserId: record.appointment.adviserId,
          slotId: input.slot_id,
          from: noticeCutoff(now),
          at: now,
        }),
      );
      return changed(auth, info, 'rescheduled', await reload(record), 'client', now, {
        appointmentId,
        clientId: client.clientId,
        fromSlotId: record.appointment.slotId,
        toSlotId: input.slot_id,
      });
    },

    async cancelOwn(
      auth: AuthContext,
      appointmentId: number,
      input: CancelAppointmentRequest,
      info: ClientInfo,
    ) {
      const { record } = await clientAppointment(auth, appointmentId);
      return cancel(auth, record, 'client', input.reason ?? '', info);
    },

    async icsOwn(auth: AuthContext, appointmentId: number, host: string) {
      const { record } = await clientAppointment(auth, appointmentId);
      return icsFor(record, 'client', clock.now(), host);
    },

    ...createStaffCalendar({ repo, access, audit, clock }, cancel),
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
