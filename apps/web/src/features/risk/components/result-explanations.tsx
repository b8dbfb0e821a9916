import type { RiskAssessment } from '@atrium/domain/contract/risk';
import { findQuestion, findRiskQuestionnaire, questionAsRead } from '@atrium/domain/risk/questionnaire';
import type { RiskReader } from '@atrium/domain/risk/questionnaire-shape';
import { cx } from '../../../ui/cx.ts';
import { levelName } from '../format.ts';

type Result = NonNullable<RiskAssessment['result']>;

// A question's text and the answer chosen to it, under the assessment's own questionnaire version, in the reader's
// words: the client's as asked, the adviser's about the person (questionAsRead).
function answerOf(assessment: RiskAssessment, questionId: string, reader: RiskReader) {
  const questionnaire = findRiskQuestionnaire(assessment.questionnaire_version);
  const found = questionnaire ? findQuestion(questionnaire, questionId) : null;
  const question = found ? questionAsRead(found, reader) : null;
  const value = assessment.answers[questionId];
  return {
    question: question?.text ?? questionId,
    answer: question && value ? (question.options[value - 1] ?? '') : 'Not answered',
  };
}

// The answers that made capacity for loss low, each with what was chosen.
export function CapacityLowAnswers({
  assessment,
  result,
  reader,
  className,
}: {
  assessment: RiskAssessment;
  result: Result;
  reader: RiskReader;
  className?: string;
}) {
  return (
    <ul className={cx('list-disc pl-5', className)}>
      {result.capacity_low_because.map((id) => {
        const { question, answer } = answerOf(assessment, id, reader);
        return (
          <li key={id}>
            {question} <strong>{answer}</strong>
          </li>
        );
      })}
    </ul>
  );
}

// Why the level suggested is below the attitude level: what the capacity for loss supports, and which answers
// made capacity low (docs/attitude-to-risk.md, "Version 2").
export function CappedExplanation({ assessment, result }: { assessment: RiskAssessment; result: Result }) {
  if (result.suitable_level >= result.calculated_level) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-gray-900 dark:border-amber-700 dark:bg-amber-950 dark:text-gray-100">
      <p>
        Your answers about risk put you at level {result.calculated_level} (
        {levelName(result.calculated_level)}). With {result.capacity} capacity for loss, the level we suggest
        is at most {result.suitable_level} ({levelName(result.suitable_level)}): a larger fall in value could
        affect plans you cannot put off.
      </p>
      {result.capacity_low_because.length > 0 ? (
        <>
          <p className="mt-2">Your capacity for loss is low because of these answers:</p>
          <CapacityLowAnswers
            assessment={assessment}
            result={result}
            reader="client"
            className="mt-1 space-y-1"
          />
        </>
      ) : null}
      {loweredByFactFind(result) ? (
        <p className="mt-2">
          Your answers alone gave {result.answers_capacity} capacity for loss; what your fact-find shows about
          your savings makes it {result.calculated_capacity}, and the lower of the two counts.
        </p>
      ) : null}
    </div>
  );
}

// Capacity for loss lowered by the fact-find's emergency fund (questionnaire version 3 on).
export const loweredByFactFind = (result: Result) =>
  result.fact_find?.capacity !== null &&
  result.fact_find?.capacity !== undefined &&
  result.answers_capacity !== result.calculated_capacity;
