import type { CustomQuestion } from '@atrium/domain/contract/factfind';
import { validateCustomAnswer } from '@atrium/domain/factfind/custom';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { useFactFindContext } from '../context.tsx';
import { fieldOfQuestion } from '../field-values.ts';
import { clearCustomAnswer, saveCustomAnswer } from '../save.ts';
import { SyncedField } from './synced-field.tsx';

// A firm's own question, saved by its answer id (PUT api/fact-find/answers/{answerId}). A
// 422 clears the answer and flags the question.
export const CustomQuestionField = memo(function CustomQuestionField({
  question,
}: {
  question: CustomQuestion;
}) {
  const queryClient = useQueryClient();
  const { target } = useFactFindContext();
  const field = useMemo(() => fieldOfQuestion(question), [question]);
  const answerId = question.answer.id;
  return (
    <SyncedField
      field={field}
      path={`custom.${question.id}`}
      initialValue={question.answer.value}
      validate={(value) => validateCustomAnswer(question, value)}
      save={(value, key, typed) => saveCustomAnswer(queryClient, target, answerId, value, key, typed)}
      rejection={(error) => {
        if (!isApiError(error) || error.status !== 422) return null;
        clearCustomAnswer(queryClient, target, answerId);
        const reason = error.errors.value?.[0] ?? error.message;
        return { message: `Your answer was not accepted and has been cleared: ${reason}`, clear: true };
      }}
    />
  );
});
