import type { RiskAssessment } from '@atrium/domain/contract/risk';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { capacityDescriptions, riskLevelDescriptions } from '@atrium/domain/risk/descriptions';
import {
  allQuestions,
  findRiskQuestionnaire,
  isRiskLevel,
  riskLevels,
} from '@atrium/domain/risk/questionnaire';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/cx.ts';
import { formatLongDate } from '../../../ui/date-time.ts';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { riskKey, riskOverviewQueryOptions, startRiskQuestionnaire } from '../api.ts';
import { levelName } from '../format.ts';
import { ContradictionsCard } from './contradictions-card.tsx';
import { CappedExplanation } from './result-explanations.tsx';

const formatDate = (iso: string | null) => (iso ? formatLongDate(iso) : '');

// The seven levels in a row, the client's marked, so "5" reads as five of seven.
function LevelScale({ level }: { level: number }) {
  return (
    <ol aria-label="Risk levels, 1 lowest to 7 highest" className="grid grid-cols-7 gap-1">
      {riskLevels.map((step) => (
        <li
          key={step}
          aria-current={step === level ? 'step' : undefined}
          className={cx(
            'flex h-10 items-center justify-center rounded-md text-sm font-semibold',
            step === level
              ? 'bg-primary-action text-primary-on-action ring-2 ring-primary-ink ring-offset-2 dark:ring-offset-gray-900'
              : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
          )}
        >
          <span className="sr-only">Level </span>
          {step}
          {step === level ? <span className="sr-only"> (yours)</span> : null}
        </li>
      ))}
    </ol>
  );
}

function Answers({ assessment }: { assessment: RiskAssessment }) {
  const questionnaire = findRiskQuestionnaire(assessment.questionnaire_version);
  if (!questionnaire) return null;
  return (
    <details className="group rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      <summary className="cursor-pointer font-medium text-gray-950 dark:text-white">Your answers</summary>
      <dl className="mt-4 space-y-4">
        {allQuestions(questionnaire).map((question) => {
          const value = assessment.answers[question.id];
          return (
            <div key={question.id}>
              <dt className="text-sm text-gray-700 dark:text-gray-300">{question.text}</dt>
              <dd className="text-sm font-medium text-gray-950 dark:text-white">
                {value ? question.options[value - 1] : 'Not answered'}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}

// The result of the latest questionnaire: the level that stands (the adviser's, if they changed it), what it
// means, capacity for loss beside it, and the earlier results.
export function ResultPage() {
  const { data } = useSuspenseQuery(riskOverviewQueryOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isStarting, setIsStarting] = useState(false);
  const [latest, ...earlier] = data.completed;
  const result = latest?.result;
  if (!latest || !result) return null;
  const level = isRiskLevel(result.level) ? result.level : 1;
  const description = riskLevelDescriptions[level];
  const capacity = capacityDescriptions[result.capacity];

  async function retake() {
    setIsStarting(true);
    try {
      await startRiskQuestionnaire();
      await queryClient.invalidateQueries({ queryKey: riskKey });
      await navigate({ to: '/atrq' });
    } catch (error) {
      addToast({ description: isApiError(error) ? error.message : 'Please try again.', isError: true });
      setIsStarting(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Your attitude to risk</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          From the questionnaire you completed on {formatDate(latest.completed_at)}.
        </p>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Your adviser will review it with you by {formatIsoDate(result.review_due_on)}.
        </p>
      </header>

      {data.in_progress ? (
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="text-sm text-gray-800 dark:text-gray-200">You have started a new questionnaire.</p>
          <Link to="/atrq" className={buttonClasses('primary', 'sm')}>
            Continue it
          </Link>
        </Card>
      ) : null}

      <Card className="space-y-5 p-4 sm:p-6">
        <div>
          <p className="text-sm font-semibold text-primary-ink">Risk level {level} of 7</p>
          <h2 className="mt-1 text-2xl font-semibold text-gray-950 dark:text-white">{description.name}</h2>
          {result.status === 'final' ? null : (
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              Not final yet: your adviser reviews it with you first.
            </p>
          )}
        </div>
        <div>
          <LevelScale level={level} />
          <p
            aria-hidden="true"
            className="mt-1 flex justify-between text-xs text-gray-600 dark:text-gray-400"
          >
            <span>Lower risk</span>
            <span>Higher risk</span>
          </p>
        </div>
        <p className="text-gray-800 dark:text-gray-200">{description.summary}</p>
        <CappedExplanation assessment={latest} result={result} />
        {result.override ? (
          <div className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-200">
            <p>
              {result.override.by.name} changed your level from {result.calculated_level} (
              {levelName(result.calculated_level)}) to {result.override.level} on{' '}
              {formatDate(result.override.at)}.
            </p>
            <p className="mt-1">Their reason: {result.override.reason}</p>
          </div>
        ) : null}
      </Card>

      <ContradictionsCard assessment={latest} />

      <Card className="space-y-2 p-4 sm:p-6">
        <p className="text-sm font-semibold text-primary-ink">Capacity for loss</p>
        <h2 className="text-xl font-semibold text-gray-950 dark:text-white">{capacity.name}</h2>
        <p className="text-gray-800 dark:text-gray-200">{capacity.summary}</p>
        {result.capacity_override ? (
          <p className="text-sm text-gray-800 dark:text-gray-200">
            {result.capacity_override.by.name} assessed your capacity for loss as{' '}
            {result.capacity_override.capacity} (calculated as {result.calculated_capacity}):{' '}
            {result.capacity_override.reason}
          </p>
        ) : null}
      </Card>

      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-gray-950 dark:text-white">What happens next</h2>
        <p className="text-sm text-gray-800 dark:text-gray-200">
          Your adviser will talk your result through with you before recommending any investment. If it does
          not feel right, tell them, or take the questionnaire again: your earlier results are kept.
        </p>
        <Answers assessment={latest} />
        {data.in_progress ? null : (
          <Button variant="secondary" isPending={isStarting} onClick={retake}>
            Take the questionnaire again
          </Button>
        )}
      </Card>

      {earlier.length > 0 ? (
        <Card className="p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-gray-950 dark:text-white">Earlier results</h2>
          <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-800">
            {earlier.map((assessment) => (
              <li key={assessment.id} className="flex flex-wrap justify-between gap-2 py-3 text-sm">
                <span className="text-gray-700 dark:text-gray-300">
                  {formatDate(assessment.completed_at)}
                </span>
                <span className="font-medium text-gray-950 dark:text-white">
                  Level {assessment.result?.level} ({levelName(assessment.result?.level ?? 0)}),{' '}
                  {assessment.result?.capacity} capacity for loss
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
