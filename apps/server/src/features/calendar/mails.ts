import { buildIcs } from '@atrium/domain/calendar/ics';
import { formatWhen } from '@atrium/domain/calendar/zone';
import { type AppointmentKind, appointmentKindLabels } from '@atrium/domain/contract/calendar';
import { type MailBranding, type RenderedMail, renderMail } from '../../platform/mail/template.ts';
import type { AppointmentRecord } from './repo.ts';

export type Change = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

export function whenOf(record: AppointmentRecord): string {
  return formatWhen(record.appointment.timeZone, record.appointment.startsAt);
}

function whereOf(record: AppointmentRecord): string {
  const a = record.appointment;
  const kind = appointmentKindLabels[a.kind as AppointmentKind];
  if (a.kind === 'in_person' && a.location) return `${kind} at ${a.location}`;
  if (a.kind === 'video' && a.videoLink) return `${kind}: ${a.videoLink}`;
  return a.location ? `${kind} (${a.location})` : kind;
}

// The notice each side gets: what happened, when, how to meet.
export function noticeFor(change: Change, record: AppointmentRecord, forSide: 'client' | 'firm') {
  const when = whenOf(record);
  const who = forSide === 'client' ? record.adviserName : record.clientName;
  const titles: Record<Change, string> = {
    booked: forSide === 'client' ? 'Appointment booked' : `${record.clientName} booked an appointment`,
    rescheduled: forSide === 'client' ? 'Appointment moved' : `${record.clientName} moved an appointment`,
    cancelled: 'Appointment cancelled',
    reminder: 'Appointment tomorrow',
  };
  const bodies: Record<Change, string> = {
    booked: `With ${who} on ${when}. ${whereOf(record)}.`,
    rescheduled: `With ${who}, now on ${when}. ${whereOf(record)}.`,
    cancelled: `With ${who} on ${when}.${record.appointment.cancelReason ? ` Reason: ${record.appointment.cancelReason}` : ''}`,
    reminder: `With ${who} on ${when}. ${whereOf(record)}.`,
  };
  return { title: titles[change], body: bodies[change] };
}

// The household's mail: what happened, what kind of meeting, with whom and when. No free text (the booking's notes,
// a cancellation's reason, where to meet or the call's link, all typed by someone): like the alert mails
// (features/alerts/mails.ts), a mail can be read by anyone who sees the inbox, so the rest is behind the sign-in.
export function mailFor(
  change: Change,
  record: AppointmentRecord,
  brand: MailBranding,
  appUrl: string,
): RenderedMail {
  const notice = noticeFor(change, record, 'client');
  const kind = appointmentKindLabels[record.appointment.kind as AppointmentKind];
  return renderMail(brand, {
    subject: `${notice.title}: ${whenOf(record)}`,
    heading: notice.title,
    paragraphs: [
      `${kind} with ${record.adviserName} on ${whenOf(record)}.`,
      'For your privacy the details are not in this email: sign in to see them in your calendar.',
      ...(change === 'cancelled'
        ? []
        : [
            'To move or cancel it, open your calendar in the portal (changes close 24 hours before the start).',
          ]),
    ],
    action: { label: 'Open your calendar', url: `${appUrl}/calendar` },
  });
}

// The "Add to calendar" file; the UID is the appointment's own, so a moved appointment replaces the old event.
export function icsFor(
  record: AppointmentRecord,
  forSide: 'client' | 'firm',
  stamp: Date,
  host: string,
): string {
  const a = record.appointment;
  const kind = appointmentKindLabels[a.kind as AppointmentKind];
  const who = forSide === 'client' ? record.adviserName : record.clientName;
  return buildIcs({
    uid: `${a.uid}@${host}`,
    sequence: a.sequence,
    stamp,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    summary: `${kind} with ${who}`,
    description: [
      `${kind} with ${who}.`,
      a.videoLink ? `Join: ${a.videoLink}` : '',
      a.notes ? `Notes: ${a.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: a.location ?? (a.videoLink || null),
    url: a.videoLink,
    isCancelled: a.status === 'cancelled',
  });
}
