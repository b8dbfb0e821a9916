import { z } from 'zod';
import {
  changeNoticeHours,
  maxDurationMinutes,
  maxPatternDays,
  maxSlotsPerPattern,
  minDurationMinutes,
} from '../calendar/slots.ts';
import { daysBetween, firmTimeZones, isValidDate, isValidTime } from '../calendar/zone.ts';
import { boundedText, dataOf, isoDateTime, pathId, personRefSchema } from './fields.ts';

// Appointments with the adviser (/calendar): the adviser publishes open slots, the client books one,
// moves or cancels it with notice, and either side can download it as an iCalendar file.

export const appointmentKindSchema = z.enum(['phone', 'video', 'in_person']);
export type AppointmentKind = z.infer<typeof appointmentKindSchema>;
export const appointmentKindLabels: Record<AppointmentKind, string> = {
  phone: 'Phone call',
  video: 'Video call',
  in_person: 'In person',
};

export const appointmentStatusSchema = z.enum(['booked', 'cancelled']);
export const firmTimeZoneSchema = z.enum(firmTimeZones);

export const calendarMessages = {
  slotTaken: 'Sorry, that slot has just been taken. Please choose another.',
  slotUnavailable: 'That slot is no longer available. Please choose another.',
  withinNotice: `Appointments can only be booked, moved or cancelled up to ${changeNoticeHours} hours before they start. Please message your adviser.`,
  notBooked: 'This appointment has already been cancelled.',
  inPast: 'This appointment has already taken place.',
  slotBooked: 'This slot is booked. Cancel the appointment first.',
  clientsOnly: 'Only clients book appointments here; the firm uses the adviser pages.',
  noAdviser: 'You do not have an adviser yet, so there are no times to book.',
  nothingToPublish: 'The pattern names no slots: check the dates and weekdays.',
  tooMany: `A pattern may publish at most ${maxSlotsPerPattern} slots.`,
  overlap: 'The times overlap: leave at least the duration between them.',
} as const;

// The kinds of notification the calendar sends (type stays a plain string on the wire).
export const calendarNotificationTypes = {
  booked: 'appointment-booked',
  rescheduled: 'appointment-rescheduled',
  cancelled: 'appointment-cancelled',
  reminder: 'appointment-reminder',
} as const;

export const calendarPaths = { client: '/calendar', adviser: '/adviser/calendar' } as const;

// When and how a slot or an appointment meets.
const meetingFields = {
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  time_zone: z.string(),
  kind: appointmentKindSchema,
  location: z.string().nullable(),
  video_link: z.string().nullable(),
};

export const slotSchema = z.object({
  id: z.number().int(),
  ...meetingFields,
  is_booked: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  status: appointmentStatusSchema,
  ...meetingFields,
  notes: z.string(),
  // Who wrote the notes (the person of the household who booked): "you" to them, their name to the others. Null
  // without notes, or when the booking is too old for the firm's records to say.
  notes_by: personRefSchema.nullable(),
  client: personRefSchema,
  adviser: personRefSchema,
  cancelled_at: isoDateTime.nullable(),
  cancelled_by: z.enum(['client', 'firm']).nullable(),
  cancel_reason: z.string().nullable(),
  // Who gave the reason: the person who cancelled (a partner of the household or someone at the firm).
  cancel_reason_by: personRefSchema.nullable(),
  // Whether the caller may still move or cancel it (booked, in the future and, for a client, outside the notice).
  can_change: z.boolean(),
  ics_url: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentsResponseSchema = z.object({
  data: z.array(appointmentSchema),
  notice_hours: z.number().int(),
});
export type AppointmentsResponse = z.infer<typeof appointmentsResponseSchema>;
export const appointmentResponseSchema = dataOf(appointmentSchema);
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

export const slotsResponseSchema = z.object({ data: z.array(slotSchema), time_zone: z.string() });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

const notes = boundedText('notes', 1000);

// In a JSON body the id is a number already.
const bodyId = z
  .number({ error: 'Choose a slot.' })
  .int('Choose a slot.')
  .positive('Choose a slot.')
  .max(2_147_483_647, 'Choose a slot.');

export const appointmentIdParamsSchema = z.object({ appointmentId: pathId('Not a appointment id.') });
export const slotIdParamsSchema = z.object({ slotId: pathId('Not a slot id.') });

export const bookAppointmentRequestSchema = z.object({
  slot_id: bodyId,
  notes: notes.optional().default(''),
});
export type BookAppointmentRequest = z.input<typeof bookAppointmentRequestSchema>;

export const rescheduleAppointmentRequestSchema = z.object({ slot_id: bodyId });
export type RescheduleAppointmentRequest = z.input<typeof rescheduleAppointmentRequestSchema>;

export const cancelAppointmentRequestSchema = z.object({
  reason: boundedText('reason', 500).optional().default(''),
});
export type CancelAppointmentRequest = z.input<typeof cancelAppointmentRequestSchema>;

const date = z.string({ error: 'Enter a date.' }).refine(isValidDate, 'Enter a date as YYYY-MM-DD.');
const time = z.string().refine(isValidTime, 'Enter times as HH:MM (24-hour).');
const httpUrl = z
  .string()
  .trim()
  .max(2000, 'The video link may not be longer than 2000 characters.')
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: 'Enter a link starting with https://.',
    }),
  );

// One slot (date_to left out, one time) or a weekly pattern over a date range.
export const publishSlotsRequestSchema = z
  .object({
    date_from: date,
    date_to: date.optional(),
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: 'Choose weekdays from 1 (Monday) to 7 (Sunday).' })
      .max(7)
      .optional()
      .default([]),
    times: z
      .array(time, { error: 'Enter at least one start time.' })
      .min(1, 'Enter at least one start time.')
      .max(24, 'Enter at most 24 start times.'),
    duration_minutes: z.coerce
      .number({ error: 'Enter the duration in minutes.' })
      .int('Enter the duration in whole minutes.')
      .min(minDurationMinutes, `The duration must be at least ${minDurationMinutes} minutes.`)
      .max(maxDurationMinutes, `The duration may not be more than ${maxDurationMinutes} minutes.`),
    kind: appointmentKindSchema,
    location: z
      .string()
      .trim()
      .max(300, 'The location may not be longer than 300 characters.')
      .optional()
      .default(''),
    video_link: z
      .union([z.literal(''), httpUrl])
      .optional()
      .default(''),
  })
  .superRefine((value, ctx) => {
    const to = value.date_to ?? value.date_from;
    if (isValidDate(value.date_from) && isValidDate(to)) {
      const days = daysBetween(value.date_from, to);
      if (days < 0)
        ctx.addIssue({
          code: 'custom',
          path: ['date_to'],
          message: 'The end date must not be before the start date.',
        });
      if (days > maxPatternDays)
        ctx.addIssue({
          code: 'custom',
          path: ['date_to'],
          message: `The range may span at most ${maxPatternDays} days.`,
        });
    }
    if (value.kind === 'in_person' && value.location === '')
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Enter where the meeting takes place.' });
    if (value.kind === 'video' && value.video_link === '')
      ctx.addIssue({ code: 'custom', path: ['video_link'], message: 'Enter the video call link.' });
  });
export type PublishSlotsRequest = z.input<typeof publishSlotsRequestSchema>;

export const publishSlotsResponseSchema = z.object({
  data: z.array(slotSchema),
  // Slots already published at the same start time are left as they are.
  skipped: z.number().int(),
});
export type PublishSlotsResponse = z.infer<typeof publishSlotsResponseSchema>;

// The client's home page card.
export const nextAppointmentResponseSchema = dataOf(appointmentSchema.nullable());
export type NextAppointmentResponse = z.infer<typeof nextAppointmentResponseSchema>;
