import type { RiskAssessment } from '@atrium/domain/contract/risk';
import { riskFlagTexts } from '@atrium/domain/risk/flags';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { formatLongDate } from '../../../ui/date-time.ts';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { confirmRiskAnswers, revisitRiskAnswers, riskKey } from '../api.ts';

const text = 'text-sm text-gray-800 dark:text-gray-200';

// Answers that disagree, with each other or with the client's fact-find (risk/flags.ts words them): the client
// confirms them or goes back to change them, and the adviser reviews them before the result is final
// (docs/attitude-to-risk.md, "Contradictory answers").
export function ContradictionsCard({ assessment }: { assessment: RiskAssessment }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<'confirm' | 'revisit' | null>(null);
  const result = assessment.result;
  const { disagreements, factFind } = riskFlagTexts(assessment, 'client');
  if (!result || (disagreements.length === 0 && !factFind)) return null;

  async function act(kind: 'confirm' | 'revisit') {
    setPending(kind);
    try {
      if (kind === 'confirm') await confirmRiskAnswers(assessment.id);
      else await revisitRiskAnswers(assessment.id);
      await queryClient.invalidateQueries({ queryKey: riskKey });
      if (kind === 'revisit') await navigate({ to: '/atrq' });
      else addToast({ description: 'Thank you. Your adviser will go through these answers with you.' });
    } catch (error) {
      addToast({ description: isApiError(error) ? error.message : 'Please try again.', isError: true });
    } finally {
      setPending(null);
    }
  }

  const factFindHeading = 'Your answer and your fact-find disagree';
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      {disagreements.length > 0 ? (
        <>
          <h2 className="text-lg font-semibold text-gray-950 dark:text-white">
            Some of your answers disagree
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-sm text-gray-800 dark:text-gray-200">
            {disagreements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {factFind ? (
        <>
          {disagreements.length > 0 ? (
            <h3 className="font-semibold text-gray-950 dark:text-white">{factFindHeading}</h3>
          ) : (
            <h2 className="text-lg font-semibold text-gray-950 dark:text-white">{factFindHeading}</h2>
          )}
          <p className={text}>{factFind.text}</p>
        </>
      ) : null}
      {result.status === 'awaiting_client' ? (
        <>
          <p className={text}>
            Please check {disagreements.length + (factFind ? 1 : 0) > 1 ? 'them' : 'this'}. If your answers
            are what you meant, say so and your adviser will talk them through with you; if not, change them.
            Your result is not final until your adviser has reviewed it.
          </p>
          {factFind ? (
            <p className={text}>
              If savings are missing from your fact-find, add them in{' '}
              <Link
                to="/fact-find"
                search={{ step: 'savings-investments' }}
                className="font-medium text-primary-ink underline underline-offset-2"
              >
                your fact-find’s savings and investments
              </Link>{' '}
              first, then change your answers here; if you have already sent your fact-find, tell your
              adviser.
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              isPending={pending === 'confirm'}
              disabled={pending !== null}
              onClick={() => void act('confirm')}
            >
              These are what I meant
            </Button>
            <Button
              variant="secondary"
              isPending={pending === 'revisit'}
              disabled={pending !== null}
              onClick={() => void act('revisit')}
            >
              Change my answers
            </Button>
          </div>
        </>
      ) : result.status === 'awaiting_adviser' ? (
        <p className={text}>
          You confirmed these answers. Your adviser will review them with you before your result is final.
        </p>
      ) : result.review ? (
        <p className={text}>
          Reviewed by {result.review.by.name} on {formatLongDate(result.review.at)}: {result.review.note}
        </p>
      ) : null}
    </Card>
  );
}
