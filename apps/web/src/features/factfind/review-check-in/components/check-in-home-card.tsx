import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { buttonClasses } from '../../../../ui/button.tsx';
import { cx } from '../../../../ui/cx.ts';
import { HomeCard } from '../../../../ui/home-card.tsx';
import { reviewCheckInQueryOptions } from '../api.ts';

// The home page's card while the household's review check-in waits for the reader; nothing otherwise. A card of the
// home page's grid like the others (ui/home-card.tsx), its link a button.
export function CheckInHomeCard() {
  const { data: review } = useQuery(reviewCheckInQueryOptions());
  if (!review || review.me.confirmed_at) return null;
  const isStarted = Object.keys(review.me.answers.pages).length > 0;
  return (
    <HomeCard
      heading="Annual review"
      icon={CalendarCheck}
      headline={`Your review is due on ${formatIsoDate(review.due_on)}`}
      link={
        <Link to="/review" className={cx(buttonClasses('primary'), 'mt-4 self-start')}>
          {isStarted ? 'Continue your check-in' : 'Start your check-in'}
        </Link>
      }
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">Tell us what has changed since last time.</p>
    </HomeCard>
  );
}
