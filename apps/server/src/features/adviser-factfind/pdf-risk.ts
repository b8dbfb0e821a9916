import type { RiskAssessment } from '@atrium/domain/contract/risk';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { riskLevelDescriptions } from '@atrium/domain/risk/descriptions';
import { riskFlagTexts } from '@atrium/domain/risk/flags';
import {
  findQuestion,
  findRiskQuestionnaire,
  isRiskLevel,
  questionAsRead,
} from '@atrium/domain/risk/questionnaire';
import type { Row } from './pdf-rows.ts';

// The fact-find PDF's "Attitude to risk" section: each person's latest completed result exactly as the API gives it
// (features/risk/service.ts resultOf, the one computation of a result), in words a compliance reviewer reads:
// the level that stands, what the answers gave, capacity for loss and whose it is, the cap and why, answers that
// disagree, the fact-find's check and the partner's answers (worded by risk/flags.ts, as the adviser's Risk tab
// words them), their review, the adviser's change of level; and, set apart, an override above what capacity for
// loss supports (docs/attitude-to-risk.md).

export type RiskSection = {
  // Whose result it is: each person of a joint household answers as themselves (docs/attitude-to-risk.md).
  person: string;
  rows: Row[];
  // Shown boxed above the table when the adviser raised the level above what capacity for loss supports.
  warning: string | null;
};

const level = (value: number) =>
  `${value} of 7, ${isRiskLevel(value) ? riskLevelDescriptions[value].name : `level ${value}`}`;
const named = (value: number) =>
  `level ${value} (${isRiskLevel(value) ? riskLevelDescriptions[value].name : 'unknown'})`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const statusLabels = {
  final: 'Final',
  awaiting_client: 'Not final: waiting for the client to confirm or change answers that disagree',
  awaiting_adviser: 'Not final: the client confirmed answers that disagree; waiting for the adviser’s review',
} as const;

function day(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

export function riskSection(
  assessment: RiskAssessment,
  person: string,
  timeZone = 'Europe/London',
): RiskSection | null {
  const result = assessment.result;
  if (!result) return null;
  const questionnaire = findRiskQuestionnaire(assessment.questionnaire_version);
  // Each question and answer as the firm reads them, about the person (questionAsRead).
  const answerOf = (questionId: string) => {
    const found = questionnaire ? findQuestion(questionnaire, questionId) : null;
    const question = found ? questionAsRead(found, 'adviser') : null;
    const value = assessment.answers[questionId];
    const answer = question && value ? (question.options[value - 1] ?? String(value)) : 'not answered';
    return `${question?.text ?? questionId} Answered: ${answer}.`;
  };
  const rows: Row[] = [
    { label: 'Risk level', values: [level(result.level)] },
    { label: 'Status', values: [statusLabels[result.status]] },
    {
      label: 'Calculated level',
      values: [`${level(result.calculated_level)} (score ${result.score})`],
    },
    {
      label: 'Questionnaire',
      values: [
        `Version ${assessment.questionnaire_version}, completed ${assessment.completed_at ? day(assessment.completed_at, timeZone) : '—'}`,
      ],
    },
    {
      label: 'Capacity for loss',
      values: [
        result.capacity_override
          ? `${capitalised(result.capacity)}, set by the adviser (calculated: ${result.calculated_capacity})`
          : result.fact_find?.capacity && result.answers_capacity !== result.calculated_capacity
            ? `${capitalised(result.capacity)}: the lower of the answers (${result.answers_capacity}) and the fact-find (${result.fact_find.capacity})`
            : capitalised(result.capacity),
      ],
    },
  ];
  if (result.capacity_override) {
    const { by, at, reason } = result.capacity_override;
    rows.push({
      label: 'Capacity set by',
      values: [`${by.name}, ${day(at, timeZone)}. Reason: ${reason}`],
    });
  }
  if (result.capacity_low_because.length > 0) {
    rows.push({
      label: 'Capacity low because',
      values: [result.capacity_low_because.map(answerOf).join('\n')],
    });
  }
  rows.push({
    label: 'Capacity cap',
    values: [
      result.capacity_ceiling === null
        ? 'None: this questionnaire version does not cap the level by capacity for loss'
        : result.suitable_level < result.calculated_level
          ? `Capped from ${named(result.calculated_level)} to ${named(result.suitable_level)}: ${result.capacity} capacity for loss supports at most level ${result.capacity_ceiling}`
          : `Not capped: ${result.capacity} capacity for loss supports up to level ${result.capacity_ceiling}`,
    ],
  });
  const flags = riskFlagTexts(assessment, 'adviser');
  if (flags.disagreements.length > 0) {
    rows.push({ label: 'Answers that disagree', values: [flags.disagreements.join('\n')] });
  }
  if (flags.factFind) rows.push({ label: 'Fact-find check', values: [flags.factFind.text] });
  if (flags.disagreements.length > 0 || flags.factFind?.disagrees) {
    rows.push({
      label: 'Their review',
      values: [
        [
          result.client_confirmed_at
            ? `The client confirmed these answers on ${day(result.client_confirmed_at, timeZone)}.`
            : null,
          result.review
            ? `Reviewed by ${result.review.by.name}, ${day(result.review.at, timeZone)}: ${result.review.note}`
            : 'Not yet reviewed by the adviser.',
        ]
          .filter((part) => part !== null)
          .join(' '),
      ],
    });
  }
  if (flags.partner.length > 0) {
    rows.push({ label: 'Partners disagree', values: [flags.partner.join('\n')] });
  }
  if (result.override) {
    const { by, at, reason } = result.override;
    rows.push({
      label: 'Level changed by',
      values: [
        `${by.name}, ${day(at, timeZone)}: from ${named(result.suitable_level)} to ${named(result.override.level)}. Reason: ${reason}`,
      ],
    });
  }
  rows.push({ label: 'Review due', values: [formatIsoDate(result.review_due_on)] });
  const warning = result.override?.above_capacity
    ? `Above capacity for loss — acknowledged by ${result.override.by.name}: level ${result.override.level} is above the level ${result.capacity_ceiling ?? result.suitable_level} that ${result.capacity} capacity for loss supports.`
    : null;
  return { person, rows, warning };
}
