import type { Appointment } from '@atrium/domain/contract/calendar';
import { useSession } from '../../../lib/session.ts';
import { dayOf, timeRangeOf, writerOf } from '../format.ts';
import { CalendarSection } from './calendar-section.tsx';

// The firm's last month: appointments held or cancelled, newest first, as a compact list.
export function RecentAppointments({ appointments }: { appointments: readonly Appointment[] }) {
  const readerId = useSession().user?.id ?? null;
  if (appointments.length === 0) return null;
  return (
    <CalendarSection id="recent" title="Recent and cancelled">
      <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white px-4 dark:divide-gray-700 dark:border-gray-700 dark:bg-gray-900">
        {appointments.map((a) => (
          <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
            <span className="text-gray-900 dark:text-gray-50">
              <span className="font-medium">{dayOf(a)}</span>, {timeRangeOf(a)} · {a.client.name}
            </span>
            <span className="text-gray-700 dark:text-gray-300">
              {a.status === 'cancelled'
                ? `Cancelled by ${writerOf(a.cancel_reason_by, readerId) ?? (a.cancelled_by === 'client' ? 'the client' : 'the firm')}${a.cancel_reason ? `: ${a.cancel_reason}` : ''}`
                : 'Held'}
            </span>
          </li>
        ))}
      </ul>
    </CalendarSection>
  );
}
