import type { Permissions } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { resolvePermissions } from '@atrium/domain/factfind/permissions';
import { isSharedWithPartner } from '@atrium/domain/factfind/perspective';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { useSession } from '../../../lib/session.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/cx.ts';
import { HomeCardIcon } from '../../../ui/home-card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { factFindQueryOptions } from '../api.ts';
import { firstStepNeedingAttention } from '../home-card-model.ts';
import { type InvalidAnswers, useInvalidAnswers } from '../invalid-answers.ts';
import { isFactFindEmpty } from '../routing.ts';

type CardState = {
  status: string;
  text: string;
  action: string;
  to: '/fact-find' | '/fact-find/start' | '/fact-find/review';
  // The questionnaire's ?step= the button opens.
  step?: string;
  // The adviser's note on a returned fact-find, and who wrote it.
  note?: { text: string; from: string };
};

// isShared: the household's other person signs in too, so either of them may have sent it
// (packages/domain/src/factfind/perspective.ts).
type Terms = { region: 'uk' | 'ie'; permissions: Permissions; invalid: InvalidAnswers; isShared: boolean };

// A returned fact-find is a draft again with the adviser's note. The card says who returned it, shows the
// note and opens the first step that needs attention (home-card-model.ts), or the questionnaire where the client
// left off when nothing does.
function returnedState(data: PortalChangesResponse, adviser: string, terms: Terms): CardState | null {
  const returned = data.status === 'draft' ? data.returnNote : null;
  if (!returned) return null;
  const template = localiseTemplate(baseTemplate, terms.region);
  // The template's permissions with the user's over them, as the questionnaire resolves them (context.tsx).
  const permissions = resolvePermissions(data.templatePermissions, terms.permissions);
  const step = firstStepNeedingAttention(data, template, permissions, terms.invalid);
  const from = returned.returnedBy?.name ?? adviser;
  return {
    status: `Returned by ${from}`,
    text: step
      ? `Make the changes asked for, then submit it again. “${step.title}” needs your attention first.`
      : 'Make the changes asked for, then submit it again.',
    note: { text: returned.note, from },
    action: step ? `Go to ${step.title}` : 'Change your fact-find',
    to: '/fact-find',
    ...(step ? { step: step.slug } : {}),
  };
}

function stateOf(data: PortalChangesResponse, terms: Terms): CardState {
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
      text: `${terms.isShared ? 'Your fact-find has been sent' : 'You have sent your fact-find'} to ${adviser}. They will be in touch once they have reviewed it.`,
      action: terms.isShared ? 'See what was sent' : 'See what you sent',
      to: '/fact-find/review',
    };
  if (data.status === 'reviewed')
    return {
      status: 'Reviewed',
      text: `${adviser} has reviewed your fact-find. Update it whenever your circumstances change.`,
      action: 'Update your fact-find',
      to: '/fact-find/start',
    };
  return (
    returnedState(data, adviser, terms) ?? {
      status: 'In progress',
      text: 'Your answers are saved. Pick up where you left off.',
      action: 'Continue your fact-find',
      to: '/fact-find',
    }
  );
}

// The home page's fact-find card: where the client's fact-find stands and the one thing to do next.
export function FactFindHomeCard({ clientId }: { clientId: number }) {
  const query = useQuery(factFindQueryOptions(clientId));
  const { user } = useSession();
  const invalid = useInvalidAnswers(clientId);
  const terms = {
    region: user?.region ?? 'uk',
    permissions: user?.permissions ?? {},
    invalid,
    isShared: user?.household ? isSharedWithPartner(user.household) : false,
  } as const;
  const state = query.data ? stateOf(query.data, terms) : null;
  const noteId = useId();
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
      <HomeCardIcon icon={ClipboardList} />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold text-gray-900 dark:text-gray-50">
          Your fact-find
          {state ? (
            <span
              className={cx(
                'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
                state.note
                  ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
                  : 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
              )}
            >
              {state.status}
            </span>
          ) : null}
        </h2>
        {state ? <p className="text-sm text-gray-700 dark:text-gray-300">{state.text}</p> : null}
        {state?.note ? (
          <figure className="pt-2">
            <figcaption id={noteId} className="text-sm font-medium text-gray-900 dark:text-gray-50">
              Note from {state.note.from}
            </figcaption>
            <blockquote
              aria-labelledby={noteId}
              className="mt-1 border-l-4 border-gray-300 pl-4 text-base break-words whitespace-pre-wrap text-gray-900 dark:border-gray-600 dark:text-gray-50"
            >
              {state.note.text}
            </blockquote>
          </figure>
        ) : null}
        {query.isPending ? <Spinner className="size-5" label="Loading your fact-find" /> : null}
        {query.isError ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Your fact-find could not be loaded just now.
          </p>
        ) : null}
      </div>
      {state?.step ? (
        <Link to="/fact-find" search={{ step: state.step }} className={buttonClasses('primary')}>
          {state.action}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <Link to={state?.to ?? '/fact-find'} className={buttonClasses('primary')}>
          {state?.action ?? 'Open your fact-find'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </Card>
  );
}
