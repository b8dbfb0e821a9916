import { riskMessages } from '@atrium/domain/contract/risk';
import { unansweredQuestions } from '@atrium/domain/risk/questionnaire';
import type { RiskQuestionnaire } from '@atrium/domain/risk/questionnaire-shape';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import {
  riskKey,
  riskOverviewQueryOptions,
  saveRiskAnswer,
  submitRiskQuestionnaire,
  withSavedAnswer,
} from '../api.ts';

export type SaveStatus = 'saving' | 'saved';

// The questionnaire's answers as the client chooses them: shown at once, saved at once (one request per answer;
// the server merges each on its own), with the question's own error when a save or the submit is refused.
export function useRiskAnswers(questionnaire: RiskQuestionnaire, initial: Record<string, number>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, number>>(initial);
  const [status, setStatus] = useState<Record<string, SaveStatus>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const clearError = (id: string) =>
    setErrors((current) => {
      const { [id]: _, ...rest } = current;
      return rest;
    });

  async function choose(questionId: string, value: number) {
    const previous = answers[questionId];
    setAnswers((current) => ({ ...current, [questionId]: value }));
    setStatus((current) => ({ ...current, [questionId]: 'saving' }));
    clearError(questionId);
    setFormError(null);
    try {
      const { data } = await saveRiskAnswer(questionId, value);
      queryClient.setQueryData(riskOverviewQueryOptions().queryKey, (overview) =>
        withSavedAnswer(overview, data, questionId, value),
      );
      setStatus((current) => ({ ...current, [questionId]: 'saved' }));
    } catch (error) {
      setAnswers((current) => {
        const { [questionId]: _, ...rest } = current;
        return previous === undefined ? rest : { ...rest, [questionId]: previous };
      });
      setStatus((current) => {
        const { [questionId]: _, ...rest } = current;
        return rest;
      });
      const message = isApiError(error)
        ? (error.errors.value?.[0] ?? error.message)
        : 'Your answer could not be saved. Please try again.';
      setErrors((current) => ({ ...current, [questionId]: message }));
    }
  }

  // Returns the id of the first question to fix, for the page to move focus there.
  async function submit(): Promise<string | null> {
    const missing = unansweredQuestions(questionnaire, answers);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((id) => [id, riskMessages.unanswered])));
      setFormError(
        `Answer every question first: ${missing.length} still ${missing.length === 1 ? 'needs' : 'need'} an answer.`,
      );
      return missing[0] ?? null;
    }
    setIsSubmitting(true);
    setFormError(null);
    try {
      await submitRiskQuestionnaire();
      await queryClient.invalidateQueries({ queryKey: riskKey });
      await navigate({ to: '/atrq/result' });
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([id, list]) => [id, list[0] ?? ''])));
        setFormError('Answer every question first.');
        return Object.keys(error.errors)[0] ?? null;
      }
      setFormError(isApiError(error) ? error.message : 'Your answers could not be sent. Please try again.');
      return null;
    } finally {
      setIsSubmitting(false);
    }
  }

  return { answers, status, errors, formError, isSubmitting, choose, submit };
}
