import type { DeclarationsResponse } from '@atrium/domain/contract/factfind-declarations';
import { declarationStateText } from '@atrium/domain/factfind/declarations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { formatLongDateTime } from '../../../ui/date-time.ts';
import { factFindKeys } from '../api.ts';
import { declarationsKey, declare } from '../declarations.ts';
import { runSerialisedSave } from '../save-queue.ts';

type Props = {
  clientId: number;
  state: DeclarationsResponse['data'];
  adviserName: string;
  // The review page's own check before anything is sent (answers kept invalid); false: refused, it says why.
  canSend: () => boolean;
};

// The review page's submission when the firm asks each partner for a declaration: who has declared
// and when, and the caller's own declaration. The one that completes the set sends the fact-find for review.
export function DeclarationsPanel({ clientId, state, adviserName, canSend }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingId = useId();
  const [isTicked, setIsTicked] = useState(false);
  const [tickError, setTickError] = useState<string | undefined>(undefined);
  const me = state.people.find((person) => person.is_you) ?? null;
  const waiting = state.people.filter((person) => person.required && !person.declared && !person.is_you);
  const mutation = useMutation({
    mutationFn: () => runSerialisedSave(() => declare(clientId)),
    onSuccess: async (next) => {
      queryClient.setQueryData(declarationsKey(clientId), next);
      setIsTicked(false);
      if (next.data.status !== 'awaiting-review') return;
      await queryClient.invalidateQueries({ queryKey: factFindKeys.factFind(clientId), exact: true });
      await navigate({ to: '/fact-find/submit-success' });
    },
  });
  const makeDeclaration = () => {
    if (!isTicked) return setTickError('Tick the box to make the declaration.');
    setTickError(undefined);
    if (canSend()) mutation.mutate();
  };
  const failure = mutation.error;
  const failureText =
    failure && !(isApiError(failure) && [401, 419].includes(failure.status)) ? failure.message : null;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 border-t border-gray-200 pt-6 dark:border-gray-800"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        Declarations
      </h2>
      <p className="text-base text-gray-700 dark:text-gray-300">
        Your fact-find goes to {adviserName} once everyone below who signs in has declared that what they have
        given about themselves is true and complete.
      </p>
      <ul className="space-y-2">
        {state.people.map((person) => (
          <li
            key={person.person}
            className="rounded-lg border border-gray-200 bg-white p-3 text-base dark:border-gray-800 dark:bg-gray-900"
          >
            <span className="font-semibold text-gray-900 dark:text-gray-50">
              {person.name}
              {person.is_you ? ' (you)' : ''}
            </span>
            <span className="text-gray-700 dark:text-gray-300">
              : {declarationStateText(person, formatLongDateTime)}
            </span>
          </li>
        ))}
      </ul>
      {me && !me.declared ? (
        <div className="space-y-3">
          <CheckboxField
            label={`I declare: ${state.text}`}
            checked={isTicked}
            error={tickError}
            onChange={(checked) => {
              setIsTicked(checked);
              if (checked) setTickError(undefined);
            }}
          />
          {failureText ? <ErrorAlert>{failureText}</ErrorAlert> : null}
          <Button onClick={makeDeclaration} isPending={mutation.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {waiting.length === 0 ? `Declare and submit to ${adviserName}` : 'Make my declaration'}
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {me?.declared && waiting.length > 0
          ? `Your declaration is recorded. It goes to ${adviserName} once ${waiting.map((p) => p.name).join(' and ')} ${waiting.length === 1 ? 'has' : 'have'} declared.`
          : ''}
      </p>
    </section>
  );
}
