import { isSharedWithPartner } from '@atrium/domain/factfind/perspective';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { attentionTitle } from '../attention-model.ts';
import { useFactFindContext, useFactFindData, usePermissions, useTemplate } from '../context.tsx';
import { declarationsQueryOptions } from '../declarations.ts';
import { useAttentionEntries } from '../hooks/use-attention.ts';
import { useHouseholdTotals } from '../hooks/use-household-totals.ts';
import { useSubmitFactFind } from '../hooks/use-submit-fact-find.ts';
import { missingAnswers, missingEntries, reviewBlocks } from '../review-model.ts';
import { sectionTotalRows } from '../review-totals-model.ts';
import type { FactFindTarget } from '../save.ts';
import { factFindSteps } from '../steps.ts';
import { DeclarationsPanel } from './declarations-panel.tsx';
import { FactFindFrame } from './fact-find-frame.tsx';
import { MissingSummary } from './missing-summary.tsx';
import { ReviewBlockView } from './review-block.tsx';
import { ReviewTotals } from './review-totals.tsx';

type ReviewPageProps = { target: FactFindTarget; firmName: string };

export function ReviewPage({ target, firmName }: ReviewPageProps) {
  return (
    <FactFindFrame
      target={target}
      firmName={firmName}
      pageTitle="Review your fact-find"
      heading="Review your fact-find"
    >
      {target.isPreview ? null : <Review clientId={target.clientId} />}
    </FactFindFrame>
  );
}

function Review({ clientId }: { clientId: number }) {
  const { client } = useFactFindContext();
  const data = useFactFindData();
  const template = useTemplate();
  const steps = factFindSteps(data, usePermissions(), template);
  const submit = useSubmitFactFind(clientId);
  const household = useHouseholdTotals();
  const symbol = client?.currency_symbol ?? '£';
  const totalsBySection = household.isPending
    ? {}
    : sectionTotalRows(data.factFind, household.totals, household.portfolio, symbol);
  const isSubmitted = data.status === 'awaiting-review';
  const missing = missingAnswers(data, template);
  const context = { data, client, missing, takeHomeMonthly: household.takeHomeMonthly };
  const blocks = reviewBlocks(steps, context);
  const rejected =
    isApiError(submit.error) && submit.error.status === 422
      ? missingEntries(submit.error.errors, steps, context)
      : [];
  const localMissing = missingEntries(missing, steps, context);
  const otherFailure =
    submit.error && !(isApiError(submit.error) && [401, 403, 419, 422].includes(submit.error.status))
      ? submit.error.message
      : null;
  const adviserName = data.adviser.name || 'your adviser';
  // Either partner of a household may have sent it (packages/domain/src/factfind/perspective.ts).
  const people = useSession().user?.household;
  const sent =
    people && isSharedWithPartner(people)
      ? `Your fact-find has been sent to ${adviserName} for review.`
      : `You have sent this fact-find to ${adviserName} for review.`;
  // Answers kept invalid in their fields (invalid-answers.ts) are listed, and submitting is refused while any
  // remain: the server would never see them, so sending the rest would lose them without a word.
  const attention = useAttentionEntries(steps);
  const [isRefused, setIsRefused] = useState(false);
  const attentionRef = useRef<HTMLDivElement>(null);
  const canSend = () => {
    if (attention.length === 0) return true;
    flushSync(() => setIsRefused(true));
    attentionRef.current?.focus();
    return false;
  };
  const trySubmit = () => {
    if (canSend()) submit.mutate();
  };
  // The firm may ask each partner for a declaration; the one that completes them submits.
  const declarations = useQuery(declarationsQueryOptions(clientId)).data?.data;
  const isDeclaring = declarations?.required === true && !declarations.complete;

  return (
    <div className="max-w-3xl space-y-6">
      {isSubmitted ? (
        <p className="rounded-xl border border-gray-200 bg-white p-4 text-base text-gray-800 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-200">
          {sent} It cannot be changed while they review it.
        </p>
      ) : (
        <p className="text-base text-gray-700 dark:text-gray-300">
          Check your answers, then send your fact-find to {adviserName}. Use Edit to change anything.
        </p>
      )}
      {!isSubmitted && attention.length > 0 ? (
        <MissingSummary
          ref={attentionRef}
          title={`${attentionTitle(attention.length)}: correct or clear ${attention.length === 1 ? 'it' : 'them'} before you submit`}
          entries={attention}
        />
      ) : null}
      {!isSubmitted && localMissing.length > 0 ? (
        <MissingSummary title="Please answer these before you submit" entries={localMissing} />
      ) : null}
      <ReviewTotals totals={household.totals} isPending={household.isPending} symbol={symbol} />
      {blocks.map((block) => (
        <ReviewBlockView
          key={block.id}
          block={block}
          canEdit={!isSubmitted}
          totals={totalsBySection[block.id] ?? []}
        />
      ))}
      {isSubmitted ? null : (
        <div className="space-y-4 border-t border-gray-200 pt-6 dark:border-gray-800">
          {rejected.length > 0 ? (
            <MissingSummary title={submit.error?.message ?? 'Some answers are missing'} entries={rejected} />
          ) : null}
          {otherFailure ? <ErrorAlert>{otherFailure}</ErrorAlert> : null}
          {isRefused && attention.length > 0 ? (
            <ErrorAlert>
              Not sent: {attentionTitle(attention.length)}. Correct or clear{' '}
              {attention.length === 1 ? 'it' : 'them'} first (listed at the top of this page).
            </ErrorAlert>
          ) : null}
          {isDeclaring ? null : (
            <Button onClick={trySubmit} isPending={submit.isPending}>
              <Send aria-hidden="true" className="size-4" />
              Submit to {adviserName}
            </Button>
          )}
        </div>
      )}
      {!isSubmitted && declarations?.required ? (
        <DeclarationsPanel
          clientId={clientId}
          state={declarations}
          adviserName={adviserName}
          canSend={canSend}
        />
      ) : null}
    </div>
  );
}
