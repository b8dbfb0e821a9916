import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '../../../ui/card.tsx';
import { HomeCardHeading, homeCardLinkClasses } from '../../../ui/home-card.tsx';
import { nextAppointmentQueryOptions } from '../api.ts';
import { dayOf, timeRangeOf } from '../format.ts';
import { useCalendarLiveUpdates } from '../hooks/use-calendar-live-updates.ts';
import { MeetingDetails } from './meeting-details.tsx';

// The home page's card: the client's next appointment, or the way to book one.
export function NextAppointmentCard() {
  const { data: next, isPending } = useQuery(nextAppointmentQueryOptions());
  useCalendarLiveUpdates();
  if (isPending) return null;
  return (
    <Card className="flex min-w-0 flex-col p-6">
      <HomeCardHeading>Next appointment</HomeCardHeading>
      {next ? (
        <div className="mt-4 space-y-2">
          <p className="font-semibold text-gray-950 dark:text-white">{dayOf(next)}</p>
          <p className="text-sm text-gray-800 dark:text-gray-200">
            {timeRangeOf(next)} · with {next.adviser.name}
          </p>
          <MeetingDetails item={next} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          Nothing booked. Choose a time that suits you.
        </p>
      )}
      <Link to="/calendar" className={homeCardLinkClasses}>
        {next ? 'Your calendar' : 'Book an appointment'}
      </Link>
    </Card>
  );
}
