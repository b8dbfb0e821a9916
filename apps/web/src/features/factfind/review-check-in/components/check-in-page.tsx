import type { Region } from '@atrium/domain/contract/auth';
import {
  type ClientReview,
  type PageAnswer,
  type SaveCheckInRequest,
  saveCheckInRequestSchema,
} from '@atrium/domain/contract/reviews';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { ErrorAlert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/card.tsx';
import { AppFormView, useAppForm } from '../../../../ui/form.tsx';
import { TextAreaField } from '../../../../ui/textarea-field.tsx';
import { confirmCheckIn, reviewCheckInKey, reviewCheckInQueryOptions, saveCheckIn } from '../api.ts';
import { CheckInPageCard } from './check-in-page-card.tsx';
import { DeclineReview } from './decline-review.tsx';

type Household = { region: Region; symbol: string; people: { client1: string; client2: string } };

const linkClass =
  'font-medium text-primary-ink underline underline-offset-4 hover:no-underline focus-visible:outline-2';

// The household's annual review check-in (docs/reviews.md): last review's fact-find page by page, each answered
// "still right" or "something changed" (changed answers are edited in the fact-find itself), what to discuss,
// then the reader confirms their own part.
export function CheckInPage({ household, adviserName }: { household: Household; adviserName: string }) {
  const { data: review } = useSuspenseQuery(reviewCheckInQueryOptions());
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Your annual review</h1>
        {review ? (
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            Your review with {adviserName} is due on {formatIsoDate(review.due_on)}. Tell us what has changed
            since last time, so the meeting can be about what matters to you.
          </p>
        ) : null}
      </header>
      {review ? <CheckIn review={review} household={household} /> : <NothingOpen />}
    </div>
  );
}

function NothingOpen() {
  return (
    <Card className="flex flex-col items-center gap-2 p-8 text-center">
      <CalendarCheck aria-hidden="true" className="size-8 text-gray-500" />
      <p className="font-medium text-gray-900 dark:text-gray-100">No review check-in is open</p>
      <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
        A few weeks before your next annual review we will ask you here what has changed.
      </p>
    </Card>
  );
}

function CheckIn({ review, household }: { review: ClientReview; household: Household }) {
  const queryClient = useQueryClient();
  const onSuccess = (response: { data: ClientReview | null }) =>
    queryClient.setQueryData(reviewCheckInKey, response);
  const save = useMutation({ mutationFn: saveCheckIn, onSuccess });
  const confirm = useMutation({
    mutationFn: async (body: SaveCheckInRequest) => {
      await saveCheckIn(body);
      return confirmCheckIn();
    },
    onSuccess,
  });
  // Either button sends the form: "Confirm my part" submits it, "Save for later" saves it as it stands.
  const sender = {
    isPending: confirm.isPending || save.isPending,
    error: confirm.error ?? save.error,
    reset: () => {
      confirm.reset();
      save.reset();
    },
  };
  const form = useAppForm<SaveCheckInRequest>({
    schema: saveCheckInRequestSchema,
    defaultValues: { pages: review.me.answers.pages, discuss: review.me.answers.discuss },
    mutation: sender,
    onValid: (body) => confirm.mutate(body),
  });
  const pages = form.form.watch('pages');
  const unanswered = review.pages.filter((page) => !pages[page.slug]);
  const partner = review.partner;
  const answerPage = (slug: string, answer: PageAnswer) =>
    form.form.setValue('pages', { ...form.form.getValues('pages'), [slug]: answer });
  // Checked by the same schema as a confirmation; what passes is the request (the form's resolver output).
  const saveForLater = form.form.handleSubmit((body) => save.mutate(body as SaveCheckInRequest));
  const pagesError = form.errorOf('pages');

  if (review.me.confirmed_at) {
    return (
      <Card className="space-y-2 p-6">
        <h2 className="text-lg font-semibold text-gray-950 dark:text-white">Thank you: your part is done</h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {partner && !partner.confirmed_at
            ? `We are waiting for ${partner.name} to check in too. Your adviser sees both once done.`
            : 'Your adviser has your check-in and will be in touch about the meeting.'}
        </p>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {partner ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {partner.confirmed_at
            ? `${partner.name} has checked in. Now it is your turn.`
            : `${partner.name} checks in separately: each of you confirms your own part.`}
        </p>
      ) : null}
      {review.risk_review_due ? (
        <Card className="p-5 text-sm text-gray-800 dark:text-gray-200">
          Your attitude to risk is due for a fresh look before the review.{' '}
          <Link to="/atrq" className={linkClass}>
            Answer the risk questionnaire
          </Link>
        </Card>
      ) : null}
      <AppFormView form={form} className="flex flex-col gap-5">
        <ol className="flex flex-col gap-4">
          {review.pages.map((page) => (
            <CheckInPageCard
              key={page.slug}
              page={page}
              baseline={review.baseline}
              household={household}
              answer={pages[page.slug] ?? null}
              onAnswer={(answer) => answerPage(page.slug, answer)}
            />
          ))}
        </ol>
        <Card className="p-5">
          <TextAreaField
            label="Anything else you want to discuss?"
            hint="Plans, worries, questions for your adviser. Optional."
            maxLength={4000}
            {...form.field('discuss')}
          />
        </Card>
        {pagesError ? <ErrorAlert>{pagesError}</ErrorAlert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            isPending={confirm.isPending}
            disabled={unanswered.length > 0}
            aria-describedby="check-in-remaining"
          >
            Confirm my part
          </Button>
          <Button variant="secondary" isPending={save.isPending} onClick={() => void saveForLater()}>
            Save for later
          </Button>
          <p id="check-in-remaining" role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {unanswered.length > 0
              ? `${unanswered.length} of ${review.pages.length} parts still to answer.`
              : save.isSuccess
                ? 'Saved.'
                : 'Every part answered.'}
          </p>
        </div>
      </AppFormView>
      <DeclineReview />
    </div>
  );
}
