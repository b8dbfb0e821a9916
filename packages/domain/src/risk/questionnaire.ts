import {
  findContradictingPairs,
  findPolarisation,
  type RiskContradictingPair,
  type RiskPolarisation,
} from './consistency.ts';
import {
  type EmergencyAnswer,
  type FactFindCapacityEvidence,
  factFindEmergencyFund,
} from './fact-find-check.ts';
import type {
  Capacity,
  RiskAnswers,
  RiskLevel,
  RiskQuestion,
  RiskQuestionnaire,
  RiskReader,
} from './questionnaire-shape.ts';
import { riskQuestionnaireV1 } from './questionnaire-v1.ts';
import { riskQuestionnaireV2 } from './questionnaire-v2.ts';
import { riskQuestionnaireV3 } from './questionnaire-v3.ts';

// The firm's attitude-to-risk questionnaire as versioned data, and the pure functions that score it. The FCA
// expects attitude to risk and capacity for loss to be assessed apart, so they are scored apart and never merged.

export const answerValues = [1, 2, 3, 4, 5] as const;

export const riskQuestionnaires: Readonly<Record<number, RiskQuestionnaire>> = {
  1: riskQuestionnaireV1,
  2: riskQuestionnaireV2,
  3: riskQuestionnaireV3,
};
export const currentRiskQuestionnaireVersion = 3;

export function findRiskQuestionnaire(version: number): RiskQuestionnaire | null {
  return riskQuestionnaires[version] ?? null;
}

export function currentRiskQuestionnaire(): RiskQuestionnaire {
  return riskQuestionnaireV3;
}

// Every question in the order the client is asked: knowledge and experience first, then attitude, then capacity.
export function allQuestions(questionnaire: RiskQuestionnaire): readonly RiskQuestion[] {
  return [...questionnaire.knowledge, ...questionnaire.attitude, ...questionnaire.capacity];
}

export function findQuestion(questionnaire: RiskQuestionnaire, id: string): RiskQuestion | null {
  return allQuestions(questionnaire).find((question) => question.id === id) ?? null;
}

// A question and its options as the reader reads them: the client as asked, the firm about the person who answered
// (RiskQuestion.about; packages/domain/src/factfind/perspective.ts is the same rule for the fact-find).
export function questionAsRead(
  question: RiskQuestion,
  reader: RiskReader,
): { text: string; options: readonly string[] } {
  if (reader === 'client') return { text: question.text, options: question.options };
  return { text: question.about.text, options: question.about.options ?? question.options };
}

export const isAnswerValue = (value: unknown): value is (typeof answerValues)[number] =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

// Questions still without a valid answer, in the order they are asked.
export function unansweredQuestions(questionnaire: RiskQuestionnaire, answers: RiskAnswers): string[] {
  return allQuestions(questionnaire)
    .filter((question) => !isAnswerValue(answers[question.id]))
    .map((question) => question.id);
}

const sumOf = (questions: readonly RiskQuestion[], answers: RiskAnswers) =>
  questions.reduce((total, question) => {
    const value = answers[question.id];
    if (!isAnswerValue(value)) throw new Error(`Question ${question.id} has no answer`);
    return total + value;
  }, 0);

export function levelForScore(questionnaire: RiskQuestionnaire, score: number): RiskLevel {
  const band = questionnaire.levelBands.find((b) => score >= b.from && score <= b.to);
  if (!band) throw new Error(`Score ${score} is outside questionnaire ${questionnaire.version}'s bands`);
  return band.level;
}

// An attitude answer far from the client's others: what they said, and the mean of the rest, to one decimal.
export type RiskContradiction = { questionId: string; answer: number; othersMean: number };

// Capacity for loss checked against the fact-find (risk/fact-find-check.ts), where it records cash and outgoings.
export type RiskFactFindCheck = {
  // Months of essential outgoings the quick-access cash, less debts due now, would pay.
  months: number;
  // The answer to the emergency-savings question those months make.
  answer: EmergencyAnswer;
  // The client answered more than the fact-find shows.
  disagrees: boolean;
  // The capacity for loss of the answers with the fact-find's answer in place of a higher one of the client's.
  capacity: Capacity;
};

export type RiskResult = {
  score: number;
  // The attitude-to-risk level of the score.
  level: RiskLevel;
  capacityScore: number;
  // The lower of the answers' capacity for loss and the fact-find's, where the version checks the fact-find.
  capacity: Capacity;
  // The capacity for loss of the client's own answers.
  answersCapacity: Capacity;
  // Capacity questions answered at their lowest (each alone makes capacity low), in the order asked.
  capacityLowBecause: string[];
  contradictions: RiskContradiction[];
  contradictingPairs: RiskContradictingPair[];
  polarisation: RiskPolarisation | null;
  // Null where the version does not check the fact-find, or the fact-find does not record cash and outgoings.
  factFind: RiskFactFindCheck | null;
};

const capacityOrder: readonly Capacity[] = ['low', 'medium', 'high'];
export const lowerCapacity = (a: Capacity, b: Capacity): Capacity =>
  capacityOrder.indexOf(a) <= capacityOrder.indexOf(b) ? a : b;

// Capacity for loss of the capacity answers alone: the band of their total, low whatever the total when a question of
// capsAtLow is answered at its lowest.
function capacityOf(questionnaire: RiskQuestionnaire, answers: RiskAnswers) {
  const capacityScore = sumOf(questionnaire.capacity, answers);
  const band = questionnaire.capacityBands.find((b) => capacityScore >= b.from && capacityScore <= b.to);
  if (!band) throw new Error(`Capacity score ${capacityScore} is outside the bands`);
  const capacityLowBecause = questionnaire.capacity
    .filter((question) => questionnaire.capsAtLow.includes(question.id) && answers[question.id] === 1)
    .map((question) => question.id);
  return {
    capacityScore,
    capacity: capacityLowBecause.length > 0 ? 'low' : band.capacity,
    capacityLowBecause,
  } as const;
}

const emergencyQuestion = 'emergency_fund';

// The fact-find's emergency fund against the client's own answer: the capacity of the answers with the fact-find's
// answer where it is lower. Null where the version does not check or the fact-find does not show the fund.
function checkAgainstFactFind(
  questionnaire: RiskQuestionnaire,
  answers: RiskAnswers,
  evidence: FactFindCapacityEvidence | null,
): RiskFactFindCheck | null {
  if (!questionnaire.checksFactFind || !evidence) return null;
  const fund = factFindEmergencyFund(evidence);
  const own = answers[emergencyQuestion];
  if (!fund || !isAnswerValue(own)) return null;
  const checked = { ...answers, [emergencyQuestion]: Math.min(own, fund.answer) };
  return {
    months: fund.months,
    answer: fund.answer,
    disagrees: fund.answer < own,
    capacity: capacityOf(questionnaire, checked).capacity,
  };
}

// The result of a fully answered questionnaire; throws if any answer is missing (check unansweredQuestions first).
// `factFind` is what the fact-find said when it was submitted (versions that check it; null where there is none).
export function scoreRiskQuestionnaire(
  questionnaire: RiskQuestionnaire,
  answers: RiskAnswers,
  factFind: FactFindCapacityEvidence | null = null,
): RiskResult {
  const score = sumOf(questionnaire.attitude, answers);
  const own = capacityOf(questionnaire, answers);
  const check = checkAgainstFactFind(questionnaire, answers, factFind);
  const contradictions = findContradictions(questionnaire, answers);
  return {
    score,
    level: levelForScore(questionnaire, score),
    capacityScore: own.capacityScore,
    capacity: check ? lowerCapacity(own.capacity, check.capacity) : own.capacity,
    answersCapacity: own.capacity,
    capacityLowBecause: own.capacityLowBecause,
    contradictions,
    contradictingPairs: findContradictingPairs(
      questionnaire,
      answers,
      contradictions.map((c) => c.questionId),
    ),
    polarisation: findPolarisation(questionnaire, answers),
    factFind: check,
  };
}

// Whether a result waits for the client's confirmation and the adviser's review before it is final: answers that
// disagree with each other, or an emergency fund the fact-find does not bear out.
export function needsSecondLook(result: RiskResult): boolean {
  return (
    result.contradictions.length > 0 ||
    result.contradictingPairs.length > 0 ||
    result.polarisation !== null ||
    result.factFind?.disagrees === true
  );
}

// Each attitude answer against the mean of the other attitude answers: one that is contradictionGap points or
// more away (for example "no fall at all" among otherwise adventurous answers) is listed.
export function findContradictions(
  questionnaire: RiskQuestionnaire,
  answers: RiskAnswers,
): RiskContradiction[] {
  const gap = questionnaire.contradictionGap;
  if (gap === null) return [];
  const total = sumOf(questionnaire.attitude, answers);
  const others = questionnaire.attitude.length - 1;
  return questionnaire.attitude.flatMap((question) => {
    const answer = answers[question.id] ?? 0;
    const othersMean = (total - answer) / others;
    return Math.abs(answer - othersMean) >= gap
      ? [{ questionId: question.id, answer, othersMean: Math.round(othersMean * 10) / 10 }]
      : [];
  });
}

// The level a capacity for loss supports at most, or null where the questionnaire's version caps nothing.
export function capacityCeilingOf(questionnaire: RiskQuestionnaire, capacity: Capacity): RiskLevel | null {
  return questionnaire.capacityCeiling?.[capacity] ?? null;
}

// The suitable level: the attitude level, lowered to what the capacity for loss supports.
export function suitableLevel(
  questionnaire: RiskQuestionnaire,
  level: RiskLevel,
  capacity: Capacity,
): RiskLevel {
  const ceiling = capacityCeilingOf(questionnaire, capacity);
  return ceiling !== null && ceiling < level ? ceiling : level;
}

export const riskLevels = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly RiskLevel[];

export const isRiskLevel = (value: unknown): value is RiskLevel =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
