import type { Appointment } from '@atrium/domain/contract/calendar';
import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { dayOf, timeRangeOf, writerOf } from '../format.ts';
import type { useIcsDownload } from '../hooks/use-calendar-actions.ts';
import { MeetingDetails } from './meeting-details.tsx';

type AppointmentCardProps = {
  appointment: Appointment;
  // Who the meeting is with, as the viewer sees it.
  withName: string;
  // The page's .ics download (hooks/use-calendar-actions.ts), for this appointment's file.
  download: Pick<ReturnType<typeof useIcsDownload>, 'mutate' | 'isPending'>;
  actions?: ReactNode;
  // What else the viewer should know for this meeting (the adviser's calendar: the client's support needs).
  extra?: ReactNode;
};

export function AppointmentCard({ appointment, withName, download, actions, extra }: AppointmentCardProps) {
  const isCancelled = appointment.status === 'cancelled';
  // Both partners of a household and the firm write on an appointment: each note says whose it is.
  const readerId = useSession().user?.id ?? null;
  const notesBy = writerOf(appointment.notes_by, readerId);
  const reasonBy = writerOf(appointment.cancel_reason_by, readerId);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-base font-semibold text-gray-950 dark:text-white">
            {dayOf(appointment)}
            <span className="block text-sm font-medium text-gray-700 dark:text-gray-300">
              {timeRangeOf(appointment)} · with {withName}
            </span>
          </h3>
          {isCancelled ? (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
              Cancelled{appointment.cancelled_by === 'firm' ? ' by the firm' : ''}
            </span>
          ) : null}
        </div>
        <MeetingDetails item={appointment} />
        {extra}
        {appointment.notes ? (
          <p className="text-sm break-words text-gray-800 dark:text-gray-200">
            <span className="font-medium">{notesBy ? `Notes from ${notesBy}:` : 'Notes:'}</span>{' '}
            {appointment.notes}
          </p>
        ) : null}
        {isCancelled && appointment.cancel_reason ? (
          <p className="text-sm break-words text-gray-800 dark:text-gray-200">
            <span className="font-medium">{reasonBy ? `Reason from ${reasonBy}:` : 'Reason:'}</span>{' '}
            {appointment.cancel_reason}
          </p>
        ) : null}
        {isCancelled ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => download.mutate(appointment.ics_url)}
              isPending={download.isPending}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add to calendar<span className="sr-only">: {dayOf(appointment)}</span>
            </Button>
            {actions}
          </div>
        )}
      </Card>
    </li>
  );
}
