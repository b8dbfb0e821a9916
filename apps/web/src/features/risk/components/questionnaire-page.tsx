import {
  allQuestions,
  currentRiskQuestionnaire,
  findRiskQuestionnaire,
  unansweredQuestions,
} from '@atrium/domain/risk/questionnaire';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { riskOverviewQueryOptions } from '../api.ts';
import { useRiskAnswers } from '../hooks/use-risk-answers.ts';
import { QuestionFieldset } from './question-fieldset.tsx';

// The questionnaire: investing experience (knowledge, from version 2 not scored), the questions about attitude to
// risk, then those about capacity for loss, apart (the FCA expects the two assessed separately). Every answer is saved as it is chosen, so the client can leave and return.
export function QuestionnairePage() {
  const { data } = useSuspenseQuery(riskOverviewQueryOptions());
  const questionnaire =
    (data.in_progress && findRiskQuestionnaire(data.in_progress.questionnaire_version)) ||
    currentRiskQuestionnaire();
  const { answers, status, errors, formError, isSubmitting, choose, submit } = useRiskAnswers(
    questionnaire,
    data.in_progress?.answers ?? {},
  );
  const total = allQuestions(questionnaire).length;
  const knowledgeCount = questionnaire.knowledge.length;
  const remaining = unansweredQuestions(questionnaire, answers).length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const first = await submit();
    if (first) document.getElementById(`question-${first}`)?.focus();
  }

  const fieldset = (question: (typeof questionnaire.attitude)[number], number: number) => (
    <QuestionFieldset
      key={question.id}
      question={question}
      number={number}
      value={answers[question.id]}
      status={status[question.id]}
      error={errors[question.id]}
      onChoose={(value) => void choose(question.id, value)}
    />
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Attitude to risk</h1>
        <div className="mt-2 space-y-2 text-sm text-gray-700 dark:text-gray-300">
          <p>
            These questions help your adviser understand how much investment risk you are comfortable with.
            There are no right or wrong answers: choose the one closest to how you feel. It takes about five
            minutes.
          </p>
          <p>Each answer is saved as you choose it, so you can stop and come back later.</p>
        </div>
        {data.completed.length > 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            Your earlier results are kept; this retake will become your current result when you send it.
          </p>
        ) : null}
      </header>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {knowledgeCount > 0 ? (
          <Card className="space-y-6 p-4 sm:p-6">
            <div>
              <h2 className="text-lg font-semibold text-gray-950 dark:text-white">
                Your experience of investing
              </h2>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                This tells your adviser how familiar investing is to you. It does not change your risk level.
              </p>
            </div>
            {questionnaire.knowledge.map((question, index) => fieldset(question, index + 1))}
          </Card>
        ) : null}

        <Card className="space-y-6 p-4 sm:p-6">
          <div>
            <h2 className="text-lg font-semibold text-gray-950 dark:text-white">
              Part 1: How you feel about risk
            </h2>
          </div>
          {questionnaire.attitude.map((question, index) => fieldset(question, knowledgeCount + index + 1))}
        </Card>

        <Card className="space-y-6 p-4 sm:p-6">
          <div>
            <h2 className="text-lg font-semibold text-gray-950 dark:text-white">
              Part 2: How much you could afford to lose
            </h2>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              This is your capacity for loss: how a fall in value would affect your life, whatever you feel
              about risk. It is assessed separately.
            </p>
          </div>
          {questionnaire.capacity.map((question, index) =>
            fieldset(question, knowledgeCount + questionnaire.attitude.length + index + 1),
          )}
        </Card>

        <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
            {remaining === 0
              ? `All ${total} questions answered.`
              : `${total - remaining} of ${total} questions answered.`}
          </p>
          <Button type="submit" isPending={isSubmitting}>
            See my result
          </Button>
        </Card>
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      </form>
    </div>
  );
}
