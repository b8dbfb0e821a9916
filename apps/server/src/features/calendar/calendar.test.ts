import {
  appointmentResponseSchema,
  appointmentsResponseSchema,
  publishSlotsResponseSchema,
  slotsResponseSchema,
} from '@atrium/domain/contract/calendar';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiTokens,
  appointments,
  auditEvents,
  householdMembers,
  notifications,
  outbox,
} from '../../db/schema.ts';
import { createAuditLog } from '../../platform/audit.ts';
import { createOutbox } from '../../platform/outbox/outbox.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { buildTestApp, createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';
import { expectInvalidFields } from '../../test/expect.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';
import { createAccess } from '../access/access.ts';
import { createAccessRepo } from '../access/repo.ts';
import { createCalendarReminders } from './reminders.ts';
import { createCalendarRepo } from './repo.ts';
import { createCalendarService } from './service.ts';

// Monday 2 March 2026, 09:00 in London (GMT). The spring clock change is on Sunday 29 March.
const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const people = {} as Record<
  'client' | 'other' | 'ann' | 'stranger' | 'adviser' | 'otherAdviser' | 'admin' | 'strangerAdmin',
  number
>;
let clientId = 0;
let firmId = 0;
const tokens = {} as Record<keyof typeof people, string>;

// Fresh tokens at the clock's time, so moving the clock by days never trips the idle timeout.
async function logInEveryone() {
  for (const [key, userId] of Object.entries(people)) {
    const token = await createToken(database.db, { userId, expiresAt: new Date('2100-01-01T00:00:00Z') });
    await database.db.update(apiTokens).set({ createdAt: clock.now() }).where(eq(apiTokens.userId, userId));
    tokens[key as keyof typeof people] = token;
  }
}

const call = requester(() => t);

async function publish(token: string, body: Record<string, unknown>) {
  const response = await call('POST', '/api/adviser/calendar/slots', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return publishSlotsResponseSchema.parse(response.json());
}

async function openSlots(token: string) {
  const response = await call('GET', '/api/calendar/slots', token);
  expect(response.statusCode, response.body).toBe(200);
  return slotsResponseSchema.parse(response.json()).data;
}

async function book(token: string, slotId: number, notes = '') {
  return call('POST', '/api/calendar/appointments', token, { slot_id: slotId, notes });
}

const video = { kind: 'video', video_link: 'https://meet.example.com/sarah', duration_minutes: 60 };

const { database, t } = useTestApp({ clock });
beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db, { name: 'Example Financial Planning' });
  firmId = firm.id;
  const adviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Sarah Mitchell' });
  const otherAdviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Tom Reed' });
  const admin = await createUser(db, { firmId: firm.id, role: 'admin' });
  const client = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'James Carter',
    email: 'james@example.test',
  });
  clientId = client.client.id;
  const other = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'Olivia Bennett',
  });
  const ann = await createClientUser(db, { firmId: firm.id, adviserId: otherAdviser.id, name: 'Ann Lee' });
  const otherFirm = await createFirm(db);
  const stranger = await createClientUser(db, { firmId: otherFirm.id });
  const strangerAdmin = await createUser(db, { firmId: otherFirm.id, role: 'admin' });
  Object.assign(people, {
    client: client.user.id,
    other: other.user.id,
    ann: ann.user.id,
    stranger: stranger.user.id,
    adviser: adviser.id,
    otherAdviser: otherAdviser.id,
    admin: admin.id,
    strangerAdmin: strangerAdmin.id,
  });
  await logInEveryone();
});

describe('publishing slots', () => {
  it('publishes a weekly pattern at the same local time across the clock change, once', async () => {
    const body = {
      ...video,
      date_from: '2026-03-23',
      date_to: '2026-04-03',
      weekdays: [1, 3],
      times: ['10:00'],
    };
    const published = await publish(tokens.adviser, body);
    expect(published.data.map((s) => s.starts_at)).toEqual([
      '2026-03-23T10:00:00.000Z',
      '2026-03-25T10:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
      '2026-04-01T09:00:00.000Z',
    ]);
    expect(published.data[0]?.time_zone).toBe('Europe/London');
    expect(published.skipped).toBe(0);
    expect((await publish(tokens.adviser, body)).skipped).toBe(4);
    const audited = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'calendar.slots_published'), eq(auditEvents.userId, people.adviser)));
    expect(audited).toHaveLength(2);
  });

  it('refuses bad patterns with field errors, clients with 403 and strangers with 401', async () => {
    const inPerson = await call('POST', '/api/adviser/calendar/slots', tokens.adviser, {
      date_from: '2026-03-10',
      times: ['25:00'],
      duration_minutes: 5,
      kind: 'in_person',
    });
    expectInvalidFields(inPerson, ['duration_minutes', 'location', 'times.0']);
    const refused: [body: Record<string, unknown>, field: string][] = [
      [{ ...video, date_from: '2026-03-10', date_to: '2026-03-09', times: ['09:00'] }, 'date_to'],
      [{ ...video, date_from: '2026-03-10', times: ['09:00', '09:30'] }, 'times'],
      [{ ...video, date_from: '2026-03-01', times: ['09:00'] }, 'date_from'],
      [
        { ...video, video_link: 'javascript:alert(1)', date_from: '2026-03-10', times: ['09:00'] },
        'video_link',
      ],
    ];
    for (const [body, field] of refused) {
      const response = await call('POST', '/api/adviser/calendar/slots', tokens.adviser, body);
      expect(response.json().errors, field).toHaveProperty(field);
    }
    const body = { ...video, date_from: '2026-03-10', times: ['09:00'] };
    expect((await call('POST', '/api/adviser/calendar/slots', tokens.client, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/adviser/calendar/slots', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', '/api/adviser/calendar/slots', tokens.client)).statusCode).toBe(403);
    expect((await call('GET', '/api/adviser/calendar/appointments')).statusCode).toBe(401);
  });

  it("lists only the publishing adviser's slots to them, booked ones marked", async () => {
    await publish(tokens.otherAdviser, { ...video, date_from: '2026-03-24', times: ['11:00'] });
    const mine = slotsResponseSchema.parse(
      (await call('GET', '/api/adviser/calendar/slots', tokens.adviser)).json(),
    );
    expect(mine.data).toHaveLength(4);
    const theirs = slotsResponseSchema.parse(
      (await call('GET', '/api/adviser/calendar/slots', tokens.otherAdviser)).json(),
    );
    expect(theirs.data.map((s) => s.starts_at)).toEqual(['2026-03-24T11:00:00.000Z']);
  });
});

describe('open slots', () => {
  it("shows a client their own adviser's open slots only", async () => {
    expect(await openSlots(tokens.client)).toHaveLength(4);
    expect(await openSlots(tokens.other)).toHaveLength(4);
    expect((await openSlots(tokens.ann)).map((s) => s.starts_at)).toEqual(['2026-03-24T11:00:00.000Z']);
    expect(await openSlots(tokens.stranger)).toHaveLength(0);
    expect((await call('GET', '/api/calendar/slots', tokens.adviser)).statusCode).toBe(403);
    expect((await call('GET', '/api/calendar/slots')).statusCode).toBe(401);
  });
});

let appointmentId = 0;

describe('booking', () => {
  it('books an open slot, tells both sides and mails the client; the slot is gone for others', async () => {
    const [slot] = await openSlots(tokens.client);
    if (!slot) throw new Error('no slot');
    const response = await book(tokens.client, slot.id, 'Pensions; and the ISA');
    expect(response.statusCode, response.body).toBe(201);
    const { data } = appointmentResponseSchema.parse(response.json());
    appointmentId = data.id;
    expect(data).toMatchObject({
      status: 'booked',
      starts_at: '2026-03-23T10:00:00.000Z',
      kind: 'video',
      video_link: 'https://meet.example.com/sarah',
      notes: 'Pensions; and the ISA',
      can_change: true,
      adviser: { id: people.adviser, name: 'Sarah Mitchell' },
    });
    expect((await openSlots(tokens.other)).map((s) => s.id)).not.toContain(slot.id);
    const adviserBell = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, people.adviser));
    expect(adviserBell.map((n) => n.type)).toEqual(['appointment-booked']);
    expect(adviserBell[0]?.data.body).toContain('Monday 23 March 2026, 10:00 GMT');
    const clientBell = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, people.client));
    expect(clientBell.map((n) => n.type)).toEqual(['appointment-booked']);
    const mail = await database.db.select().from(outbox).where(eq(outbox.to, 'james@example.test'));
    expect(mail.map((m) => m.subject)).toEqual(['Appointment booked: Monday 23 March 2026, 10:00 GMT']);
    const audited = await auditEventsOfType(database.db, 'appointment.booked');
    expect(audited.map((a) => a.data)).toEqual([{ appointmentId, clientId, slotId: slot.id }]);
    const second = await book(tokens.other, slot.id);
    expect(second.statusCode).toBe(409);
  });

  it("refuses another adviser's slot, a withdrawn one and unknown ones with 422, and non-clients with 403", async () => {
    const [annSlot] = await openSlots(tokens.ann);
    if (!annSlot) throw new Error('no slot');
    expect((await book(tokens.client, annSlot.id)).statusCode).toBe(422);
    expect((await book(tokens.stranger, annSlot.id)).statusCode).toBe(422);
    expect((await book(tokens.client, 999_999)).statusCode).toBe(422);
    expect((await book(tokens.adviser, annSlot.id)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/calendar/appointments', tokens.client, { slot_id: 'x' })).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', '/api/calendar/appointments', undefined, { slot_id: annSlot.id })).statusCode,
    ).toBe(401);
  });

  it('lets exactly one of two clients booking one slot at once win', async () => {
    for (const date of ['2026-03-16', '2026-03-17', '2026-03-18']) {
      const { data } = await publish(tokens.adviser, { ...video, date_from: date, times: ['15:00'] });
      const slotId = data[0]?.id ?? 0;
      const results = await Promise.all([book(tokens.client, slotId), book(tokens.other, slotId)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const rows = await database.db.select().from(appointments).where(eq(appointments.slotId, slotId));
      expect(rows).toHaveLength(1);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser?.json().message).toMatch(/just been taken/);
    }
  });
});

describe('who reaches an appointment', () => {
  const ics = (id: number) => `/api/calendar/appointments/${id}/ics`;
  const staffIcs = (id: number) => `/api/adviser/calendar/appointments/${id}/ics`;

  it('the owner and their adviser (and admin) only', async () => {
    expect((await call('GET', ics(appointmentId), tokens.client)).statusCode).toBe(200);
    expect((await call('GET', ics(appointmentId), tokens.other)).statusCode).toBe(404);
    expect((await call('GET', ics(appointmentId), tokens.adviser)).statusCode).toBe(403);
    expect((await call('GET', ics(appointmentId))).statusCode).toBe(401);
    expect((await call('GET', staffIcs(appointmentId), tokens.adviser)).statusCode).toBe(200);
    expect((await call('GET', staffIcs(appointmentId), tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', staffIcs(appointmentId), tokens.otherAdviser)).statusCode).toBe(404);
    expect((await call('GET', staffIcs(appointmentId), tokens.strangerAdmin)).statusCode).toBe(404);
    expect((await call('GET', staffIcs(appointmentId), tokens.client)).statusCode).toBe(403);
    for (const who of ['other', 'ann', 'stranger'] as const) {
      const cancel = await call(
        'POST',
        `/api/calendar/appointments/${appointmentId}/cancel`,
        tokens[who],
        {},
      );
      expect(cancel.statusCode).toBe(404);
      const move = await call('POST', `/api/calendar/appointments/${appointmentId}/reschedule`, tokens[who], {
        slot_id: 1,
      });
      expect(move.statusCode).toBe(404);
    }
    for (const who of ['otherAdviser', 'strangerAdmin'] as const) {
      const cancel = await call(
        'POST',
        `/api/adviser/calendar/appointments/${appointmentId}/cancel`,
        tokens[who],
        {},
      );
      expect(cancel.statusCode).toBe(404);
    }
    expect(
      (await call('POST', `/api/calendar/appointments/${appointmentId}/cancel`, undefined, {})).statusCode,
    ).toBe(401);
  });

  it('lists appointments to each side within their scope', async () => {
    const own = appointmentsResponseSchema.parse(
      (await call('GET', '/api/calendar/appointments', tokens.client)).json(),
    );
    expect(own.data.every((a) => a.client.id === clientId)).toBe(true);
    expect(own.notice_hours).toBe(24);
    const others = appointmentsResponseSchema.parse(
      (await call('GET', '/api/calendar/appointments', tokens.ann)).json(),
    );
    expect(others.data).toHaveLength(0);
    const staff = appointmentsResponseSchema.parse(
      (await call('GET', '/api/adviser/calendar/appointments', tokens.adviser)).json(),
    );
    expect(staff.data.map((a) => a.id)).toContain(appointmentId);
    const tom = appointmentsResponseSchema.parse(
      (await call('GET', '/api/adviser/calendar/appointments', tokens.otherAdviser)).json(),
    );
    expect(tom.data).toHaveLength(0);
    const foreign = appointmentsResponseSchema.parse(
      (await call('GET', '/api/adviser/calendar/appointments', tokens.strangerAdmin)).json(),
    );
    expect(foreign.data).toHaveLength(0);
    expect((await call('GET', '/api/adviser/calendar/appointments', tokens.client)).statusCode).toBe(403);
    const next = await call('GET', '/api/calendar/next-appointment', tokens.client);
    expect(next.json().data.id).toBeGreaterThan(0);
    expect((await call('GET', '/api/calendar/next-appointment', tokens.ann)).json()).toEqual({ data: null });
  });
});

describe('the iCalendar file', () => {
  it('is a valid RFC 5545 attachment with the UTC times, the UID and the notes escaped', async () => {
    const response = await call('GET', `/api/calendar/appointments/${appointmentId}/ics`, tokens.client);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="appointment-${appointmentId}.ics"; filename*=UTF-8''appointment-${appointmentId}.ics`,
    );
    const body = response.body;
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'DTSTART:20260323T100000Z',
        'DTEND:20260323T110000Z',
        'DTSTAMP:20260302T090000Z',
        'SEQUENCE:0',
        'SUMMARY:Video call with Sarah Mitchell',
        'URL:https://meet.example.com/sarah',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(/^UID:[0-9a-f-]{36}@/);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Notes: Pensions\\; and the ISA');
  });
});

describe('moving and cancelling', () => {
  it('moves a booking to another open slot (same UID, sequence + 1) and frees the old slot', async () => {
    const before = await call('GET', `/api/calendar/appointments/${appointmentId}/ics`, tokens.client);
    const uid = before.body.split('\r\n').find((l) => l.startsWith('UID:'));
    const target = (await openSlots(tokens.client)).find((s) => s.starts_at === '2026-03-30T09:00:00.000Z');
    if (!target) throw new Error('no slot');
    const response = await call(
      'POST',
      `/api/calendar/appointments/${appointmentId}/reschedule`,
      tokens.client,
      {
        slot_id: target.id,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.starts_at).toBe('2026-03-30T09:00:00.000Z');
    expect((await openSlots(tokens.other)).map((s) => s.starts_at)).toContain('2026-03-23T10:00:00.000Z');
    const after = await call('GET', `/api/calendar/appointments/${appointmentId}/ics`, tokens.client);
    expect(after.body).toContain(uid);
    expect(after.body).toContain('SEQUENCE:1');
    expect(after.body).toContain('DTSTART:20260330T090000Z');
    const bell = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, people.adviser));
    expect(bell.map((n) => n.type)).toContain('appointment-rescheduled');
    expect(bell.find((n) => n.type === 'appointment-rescheduled')?.data.body).toContain(
      'Monday 30 March 2026, 10:00 BST',
    );
  });

  it('refuses a move onto a booked slot with 409', async () => {
    const [slot] = await openSlots(tokens.other);
    if (!slot) throw new Error('no slot');
    expect((await book(tokens.other, slot.id)).statusCode).toBe(201);
    const move = await call('POST', `/api/calendar/appointments/${appointmentId}/reschedule`, tokens.client, {
      slot_id: slot.id,
    });
    expect(move.statusCode).toBe(409);
  });

  it('refuses a client change within 24 hours of the start; the adviser can still cancel', async () => {
    clock.set(new Date('2026-03-29T10:00:00Z'));
    await logInEveryone();
    const own = appointmentsResponseSchema.parse(
      (await call('GET', '/api/calendar/appointments', tokens.client)).json(),
    );
    expect(own.data.find((a) => a.id === appointmentId)?.can_change).toBe(false);
    const cancel = await call(
      'POST',
      `/api/calendar/appointments/${appointmentId}/cancel`,
      tokens.client,
      {},
    );
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/up to 24 hours before/);
    const [slot] = await openSlots(tokens.client);
    const move = await call('POST', `/api/calendar/appointments/${appointmentId}/reschedule`, tokens.client, {
      slot_id: slot?.id ?? 1,
    });
    expect(move.statusCode).toBe(409);
    const staff = await call(
      'POST',
      `/api/adviser/calendar/appointments/${appointmentId}/cancel`,
      tokens.adviser,
      {
        reason: 'Unwell, sorry',
      },
    );
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'firm',
      cancel_reason: 'Unwell, sorry',
    });
    const again = await call(
      'POST',
      `/api/adviser/calendar/appointments/${appointmentId}/cancel`,
      tokens.adviser,
      {},
    );
    expect(again.statusCode).toBe(409);
    const clientBell = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, people.client));
    expect(clientBell.map((n) => n.type)).toContain('appointment-cancelled');
    const ics = await call('GET', `/api/calendar/appointments/${appointmentId}/ics`, tokens.client);
    expect(ics.body).toContain('STATUS:CANCELLED');
  });

  it('lets a client cancel outside the notice, audited', async () => {
    clock.set(new Date('2026-03-02T09:00:00Z'));
    await logInEveryone();
    const { data } = await publish(tokens.adviser, { ...video, date_from: '2026-03-20', times: ['12:00'] });
    const booked = appointmentResponseSchema.parse((await book(tokens.client, data[0]?.id ?? 0)).json()).data;
    const cancel = await call('POST', `/api/calendar/appointments/${booked.id}/cancel`, tokens.client, {
      reason: 'Away that week',
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'client' });
    const audited = await auditEventsOfType(database.db, 'appointment.cancelled');
    expect(audited.map((a) => a.data)).toContainEqual({ appointmentId: booked.id, clientId, by: 'client' });
    // The slot is open again.
    expect((await openSlots(tokens.other)).map((s) => s.id)).toContain(data[0]?.id);
  });
});

describe('the appointment mails', () => {
  it('carry no free text: neither the client’s notes nor the adviser’s reason, nor the meeting’s link', async () => {
    clock.set(new Date('2026-03-02T09:00:00Z'));
    await logInEveryone();
    await database.db.delete(outbox);
    const notes = 'My pension is worth £250,000; NI number QQ 12 34 56 C';
    const reason = 'Your ISA of £20,000 needs a new provider first';
    const { data } = await publish(tokens.adviser, { ...video, date_from: '2026-04-22', times: ['14:00'] });
    const booked = await book(tokens.client, data[0]?.id ?? 0, notes);
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = appointmentResponseSchema.parse(booked.json()).data;
    const cancel = await call(
      'POST',
      `/api/adviser/calendar/appointments/${appointment.id}/cancel`,
      tokens.adviser,
      { reason },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, 'james@example.test'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Appointment booked: Wednesday 22 April 2026, 14:00 BST',
      'Appointment cancelled: Wednesday 22 April 2026, 14:00 BST',
    ]);
    for (const mail of mails) {
      const whole = `${mail.subject} ${mail.text} ${mail.html ?? ''}`;
      for (const secret of ['250,000', 'QQ 12 34 56 C', '20,000', 'new provider', 'meet.example.com']) {
        expect(whole, mail.subject ?? '').not.toContain(secret);
      }
      expect(mail.text).toContain('Video call with Sarah Mitchell on Wednesday 22 April 2026, 14:00 BST.');
      expect(mail.text).toContain('/calendar');
    }
    // The portal itself still shows them, behind the sign-in.
    const own = appointmentsResponseSchema
      .parse((await call('GET', '/api/calendar/appointments', tokens.client)).json())
      .data.find((a) => a.id === appointment.id);
    expect(own).toMatchObject({ notes, cancel_reason: reason });
  });
});

describe('withdrawing slots', () => {
  it('withdraws an open slot of one’s own, never a booked one or another adviser’s', async () => {
    const { data } = await publish(tokens.adviser, {
      ...video,
      date_from: '2026-04-14',
      times: ['09:00', '11:00'],
    });
    const [open, taken] = data;
    if (!open || !taken) throw new Error('no slots');
    expect((await book(tokens.client, taken.id)).statusCode).toBe(201);
    expect((await call('DELETE', `/api/adviser/calendar/slots/${taken.id}`, tokens.adviser)).statusCode).toBe(
      409,
    );
    expect(
      (await call('DELETE', `/api/adviser/calendar/slots/${open.id}`, tokens.otherAdviser)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/adviser/calendar/slots/${open.id}`, tokens.client)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/adviser/calendar/slots/${open.id}`, tokens.adviser)).statusCode).toBe(
      204,
    );
    expect((await openSlots(tokens.client)).map((s) => s.id)).not.toContain(open.id);
    expect((await book(tokens.other, open.id)).statusCode).toBe(422);
  });
});

describe('the day-before reminder', () => {
  it('is claimed by exactly one of two instances, sent to both sides and mailed once', async () => {
    const slots = slotsResponseSchema.parse(
      (await call('GET', '/api/adviser/calendar/slots', tokens.adviser)).json(),
    );
    expect(slots.data.find((s) => s.starts_at === '2026-04-14T10:00:00.000Z')?.is_booked).toBe(true);
    clock.set(new Date('2026-04-13T12:00:00Z'));
    const sent: { userId: number; type: string }[] = [];
    const instance = () =>
      createCalendarService({
        repo: createCalendarRepo(database.db),
        access: createAccess(createAccessRepo(database.db)),
        audit: createAuditLog(database.db, clock),
        clock,
        outbox: createOutbox(database.db, clock),
        appUrl: 'https://portal.example.test',
        notify: async (userId, notification) => {
          sent.push({ userId, type: notification.type });
        },
      });
    const [a, b] = [instance(), instance()];
    const counts = await Promise.all([a.sendDueReminders(), b.sendDueReminders(), a.sendDueReminders()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await createCalendarReminders({ service: b, logger: console }).runOnce()).toBe(0);
    expect(sent).toEqual([
      { userId: people.adviser, type: 'appointment-reminder' },
      { userId: people.client, type: 'appointment-reminder' },
    ]);
    const mail = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Appointment tomorrow: Tuesday 14 April 2026, 11:00 BST'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('james@example.test');
  });
});

describe('the reminder job', () => {
  it('runs in a listening server (never in inject-only apps) and sends what is due', async () => {
    clock.set(new Date('2026-04-13T12:00:00Z'));
    await logInEveryone();
    const { data } = await publish(tokens.adviser, { ...video, date_from: '2026-04-20', times: ['10:00'] });
    expect((await book(tokens.other, data[0]?.id ?? 0)).statusCode).toBe(201);
    clock.set(new Date('2026-04-19T12:00:00Z'));
    const subject = 'Appointment tomorrow: Monday 20 April 2026, 10:00 BST';
    const sentReminders = () => database.db.select().from(outbox).where(eq(outbox.subject, subject));
    // The inject-only app of this file has not sent it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sentReminders()).toHaveLength(0);
    const listening = await buildTestApp(database, { clock });
    try {
      await listening.app.listen({ port: 3763, host: '127.0.0.1' });
      for (let i = 0; i < 50 && (await sentReminders()).length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await sentReminders()).toHaveLength(1);
    } finally {
      await listening.app.close();
    }
  });
});

describe('who wrote what on an appointment', () => {
  it('names the partner who booked beside the notes and the person who cancelled beside the reason', async () => {
    clock.set(new Date('2026-03-02T09:00:00Z'));
    await logInEveryone();
    const db = database.db;
    const michael = await createClientUser(db, { firmId, adviserId: people.adviser, name: 'Michael Okafor' });
    const aisha = await createUser(db, { firmId, role: 'client', name: 'Aisha Okafor' });
    await db.insert(householdMembers).values({ clientId: michael.client.id, userId: aisha.id, person: 2 });
    const as = {
      michael: await createToken(db, {
        userId: michael.user.id,
        expiresAt: new Date('2100-01-01T00:00:00Z'),
      }),
      aisha: await createToken(db, { userId: aisha.id, expiresAt: new Date('2100-01-01T00:00:00Z') }),
    };
    const { data: slots } = await publish(tokens.adviser, {
      ...video,
      date_from: '2026-05-04',
      times: ['10:00', '14:00'],
    });
    // Aisha books with notes: the answer, each partner's list and the adviser's all say she wrote them.
    const booked = await book(as.aisha, slots[0]?.id ?? 0, 'The pension transfer');
    expect(booked.statusCode, booked.body).toBe(201);
    const aishas = appointmentResponseSchema.parse(booked.json()).data;
    expect(aishas.notes_by).toEqual({ id: aisha.id, name: 'Aisha Okafor' });
    const listed = async (token: string, path: string) =>
      appointmentsResponseSchema
        .parse((await call('GET', path, token)).json())
        .data.find((a) => a.id === aishas.id);
    for (const token of [as.michael, as.aisha])
      expect((await listed(token, '/api/calendar/appointments'))?.notes_by?.name).toBe('Aisha Okafor');
    expect((await listed(tokens.adviser, '/api/adviser/calendar/appointments'))?.notes_by?.name).toBe(
      'Aisha Okafor',
    );
    expect((await listed(tokens.adviser, '/api/adviser/calendar/appointments'))?.cancel_reason_by).toBeNull();

    // Michael cancels with a reason: his name stands beside it, for Aisha and the adviser.
    const cancelled = await call('POST', `/api/calendar/appointments/${aishas.id}/cancel`, as.michael, {
      reason: 'We are away that week',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await listed(as.aisha, '/api/calendar/appointments'))?.cancel_reason_by).toEqual({
      id: michael.user.id,
      name: 'Michael Okafor',
    });

    // Notes left empty name nobody; the adviser's reason is theirs.
    const plain = appointmentResponseSchema.parse((await book(as.michael, slots[1]?.id ?? 0)).json()).data;
    expect(plain.notes_by).toBeNull();
    await call('POST', `/api/adviser/calendar/appointments/${plain.id}/cancel`, tokens.adviser, {
      reason: 'Unwell, sorry',
    });
    const byFirm = appointmentsResponseSchema
      .parse((await call('GET', '/api/calendar/appointments', as.aisha)).json())
      .data.find((a) => a.id === plain.id);
    expect(byFirm?.cancel_reason_by).toEqual({ id: people.adviser, name: 'Sarah Mitchell' });
  });
});
