import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { buttonClasses } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/card.tsx';
import { HomeCardHeading, HomeCardIcon } from '../../../../ui/home-card.tsx';
import { reviewCheckInQueryOptions } from '../api.ts';

// The home page's card while the household's review check-in waits for the reader; nothing otherwise.
export function CheckInHomeCard() {
  const { data: review } = useQuery(reviewCheckInQueryOptions());
  if (!review || review.me.confirmed_at) return null;
  const isStarted = Object.keys(review.me.answers.pages).length > 0;
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <HomeCardIcon icon={CalendarCheck} />
      <div className="min-w-0 flex-1">
        <HomeCardHeading>Annual review</HomeCardHeading>
        <p className="mt-1 text-gray-900 dark:text-gray-100">
          Your review is due on {formatIsoDate(review.due_on)}. Tell us what has changed since last time.
        </p>
      </div>
      <Link to="/review" className={buttonClasses('primary')}>
        {isStarted ? 'Continue your check-in' : 'Start your check-in'}
      </Link>
    </Card>
  );
}
