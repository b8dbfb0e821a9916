import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, ClipboardList } from 'lucide-react';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { factFindQueryOptions } from '../api.ts';
import { isFactFindEmpty } from '../routing.ts';

type CardState = {
  status: string;
  text: string;
  action: string;
  to: '/fact-find' | '/fact-find/start' | '/fact-find/review';
};

function stateOf(data: Parameters<typeof isFactFindEmpty>[0]): CardState {
  const adviser = data.adviser.name || 'your adviser';
  if (isFactFindEmpty(data))
    return {
      status: 'Not started',
      text: `Tell ${adviser} about you, your family, your work and your plans. It takes about 30 to 45 minutes.`,
      action: 'Start your fact-find',
      to: '/fact-find/start',
    };
  if (data.status === 'awaiting-review')
    return {
      status: 'Awaiting review',
      text: `You have sent your fact-find to ${adviser}. They will be in touch once they have reviewed it.`,
      action: 'See what you sent',
      to: '/fact-find/review',
    };
  if (data.status === 'reviewed')
    return {
      status: 'Reviewed',
      text: `${adviser} has reviewed your fact-find. Update it whenever your circumstances change.`,
      action: 'Update your fact-find',
      to: '/fact-find/start',
    };
  return {
    status: 'In progress',
    text: 'Your answers are saved. Pick up where you left off.',
    action: 'Continue your fact-find',
    to: '/fact-find',
  };
}

// The home page's fact-find card: where the client's fact-find stands and the one thing to do next.
export function FactFindHomeCard({ clientId }: { clientId: number }) {
  const query = useQuery(factFindQueryOptions(clientId));
  const state = query.data ? stateOf(query.data) : null;
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-ink dark:bg-gray-800"
      >
        <ClipboardList className="size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          Your fact-find
          {state ? (
            <span className="ml-3 inline-block rounded-full bg-gray-100 px-2.5 py-0.5 align-middle text-xs font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-200">
              {state.status}
            </span>
          ) : null}
        </h2>
        {state ? <p className="text-sm text-gray-700 dark:text-gray-300">{state.text}</p> : null}
        {query.isPending ? <Spinner className="size-5" label="Loading your fact-find" /> : null}
        {query.isError ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Your fact-find could not be loaded just now.
          </p>
        ) : null}
      </div>
      <Link to={state?.to ?? '/fact-find'} className={buttonClasses('primary')}>
        {state?.action ?? 'Open your fact-find'}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
