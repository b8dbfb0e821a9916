import { lacksReviewDetails } from '@atrium/domain/factfind/missing';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { attentionEntries, attentionTitle } from '../attention-model.ts';
import { useFactFindContext, useFactFindData, usePermissions, useTemplate } from '../context.tsx';
import { isFieldFocusRequested } from '../field-focus.ts';
import { useAttentionEntries } from '../hooks/use-attention.ts';
import { invalidAnswersOf } from '../invalid-answers.ts';
import { saveFactFindChange, targetKey } from '../save.ts';
import { currentStepIndex, factFindSteps } from '../steps.ts';
import { MissingSummary } from './missing-summary.tsx';
import { StepList } from './step-list.tsx';
import { StepPage } from './step-page.tsx';

// The questionnaire: the step list with progress, the current step's page, Back and Next.
// Next saves lastCompletedStep when it moves the client's progress forward. A step holding an answer that needs
// attention (an invalid value kept in its field) is never ticked, and Next stops there: it says how many answers
// need attention, with a link to each, and moves focus to that summary (the GOV.UK error summary pattern). An
// invalid value is not saved, so moving on would leave it behind unsaved; the step list still opens any step.
export function Questionnaire({ requestedStep }: { requestedStep: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { target, client } = useFactFindContext();
  const permissions = usePermissions();
  const data = useFactFindData();
  const template = useTemplate();
  const steps = factFindSteps(data, permissions, template);
  const index = currentStepIndex(steps, requestedStep, data.lastCompletedStep);
  const completedIndex = steps.findIndex((step) => step.slug === data.lastCompletedStep);
  const step = steps[index];
  const isLast = index === steps.length - 1;
  const [isMoving, setIsMoving] = useState(false);
  const [isMissingDetails, setIsMissingDetails] = useState(false);
  // The step whose Next was refused for answers needing attention: the summary shows there while any remain.
  const [attentionStep, setAttentionStep] = useState<string | null>(null);
  const attention = useAttentionEntries(steps);
  const needsAttention = new Set(attention.flatMap((entry) => (entry.step ? [entry.step.slug] : [])));
  const stepAttention = attention.filter((entry) => entry.step?.slug === step?.slug);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previewSearch = target.isPreview ? { preview: 1 as const } : {};

  // A new step: its heading takes focus, so keyboard and screen-reader users start at its top.
  const slug = step?.slug;
  const shownSlug = useRef(slug);
  useEffect(() => {
    if (shownSlug.current === slug) return;
    shownSlug.current = slug;
    // A link to an answer was followed: the answer's field takes focus, not the heading.
    if (!isFieldFocusRequested()) headingRef.current?.focus();
  }, [slug]);

  if (!step)
    return <ErrorAlert>This fact-find has no questions yet. Please contact your adviser.</ErrorAlert>;

  const goTo = (to: number) => {
    const next = steps[to];
    setIsMissingDetails(false);
    if (next) void navigate({ to: '/fact-find', search: { step: next.slug, ...previewSearch } });
  };

  const next = async () => {
    // Read now, not from the last render: the field just left may have been found invalid on its way out.
    const current = attentionEntries(invalidAnswersOf(target.clientId), steps, { data, client }).filter(
      (entry) => entry.step?.slug === step.slug,
    );
    if (current.length > 0) {
      flushSync(() => setAttentionStep(step.slug));
      summaryRef.current?.focus();
      return;
    }
    setIsMoving(true);
    if (index > completedIndex) {
      try {
        await saveFactFindChange(queryClient, target, { kind: 'step', step: step.slug }, crypto.randomUUID());
      } catch (error) {
        // Every answer is already saved; only the progress marker is not. Say so, and carry on.
        if (!isApiError(error) || error.status !== 403)
          addToast({ description: 'Your progress could not be saved, but your answers are.', isError: true });
      }
    }
    setIsMoving(false);
    if (!isLast) return goTo(index + 1);
    const latest = queryClient.getQueryData<typeof data>(targetKey(target)) ?? data;
    if (lacksReviewDetails(latest.factFind)) return setIsMissingDetails(true);
    void navigate({ to: '/fact-find/review' });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <StepList
          steps={steps}
          currentIndex={index}
          completedIndex={completedIndex}
          needsAttention={needsAttention}
          isPreview={target.isPreview}
        />
      </aside>
      <div className="min-w-0 space-y-6">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-gray-900 outline-none dark:text-gray-50"
        >
          {step.title}
        </h2>
        <StepPage step={step} />
        {attentionStep === step.slug && stepAttention.length > 0 ? (
          <MissingSummary
            ref={summaryRef}
            title={attentionTitle(stepAttention.length)}
            entries={stepAttention}
            isPreview={target.isPreview}
          />
        ) : null}
        {isMissingDetails ? (
          <ErrorAlert>
            Before you review, please give a first name, last name and date of birth for everyone this
            fact-find is about.{' '}
            <Link to="/fact-find" search={{ step: steps[0]?.slug, ...previewSearch }} className="underline">
              Go to {steps[0]?.title}
            </Link>
          </ErrorAlert>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-6 dark:border-gray-800">
          {index > 0 ? (
            <Button variant="secondary" onClick={() => goTo(index - 1)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </Button>
          ) : (
            <span />
          )}
          {isLast && target.isPreview ? null : (
            <Button onClick={next} isPending={isMoving}>
              {isLast ? <Eye aria-hidden="true" className="size-4" /> : null}
              {isLast ? 'Review your answers' : 'Next'}
              {isLast ? null : <ArrowRight aria-hidden="true" className="size-4" />}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
