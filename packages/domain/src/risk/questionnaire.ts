import { riskQuestionnaireV1 } from './questionnaire-v1.ts';
import { riskQuestionnaireV2 } from './questionnaire-v2.ts';

// The firm's attitude-to-risk questionnaire as versioned data, and the pure functions that score it. The FCA
// expects attitude to risk and capacity for loss to be assessed apart, so they are scored apart and never merged.

export type RiskLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Capacity = 'low' | 'medium' | 'high';

export type RiskQuestion = {
  id: string;
  text: string;
  // Five options, worth 1 to 5 points in this order.
  options: readonly string[];
};

export type RiskQuestionnaire = {
  version: number;
  // Scored into the attitude total.
  attitude: readonly RiskQuestion[];
  // Knowledge and experience: asked and recorded for the adviser, never added to a score.
  knowledge: readonly RiskQuestion[];
  capacity: readonly RiskQuestion[];
  levelBands: readonly { level: RiskLevel; from: number; to: number }[];
  capacityBands: readonly { capacity: Capacity; from: number; to: number }[];
  // An answer of 1 to any of these makes capacity for loss low whatever the total.
  capsAtLow: readonly string[];
  // The highest level each capacity for loss supports; null where a version caps nothing.
  capacityCeiling: Readonly<Record<Capacity, RiskLevel>> | null;
  // An attitude answer at least this many points from the mean of the other attitude answers contradicts them;
  // null where a version does not check.
  contradictionGap: number | null;
};

export type RiskAnswers = Readonly<Record<string, number>>;

export const answerValues = [1, 2, 3, 4, 5] as const;

export const riskQuestionnaires: Readonly<Record<number, RiskQuestionnaire>> = {
  1: riskQuestionnaireV1,
  2: riskQuestionnaireV2,
};
export const currentRiskQuestionnaireVersion = 2;

export function findRiskQuestionnaire(version: number): RiskQuestionnaire | null {
  return riskQuestionnaires[version] ?? null;
}

export function currentRiskQuestionnaire(): RiskQuestionnaire {
  return riskQuestionnaireV2;
}

// Every question in the order the client is asked: knowledge and experience first, then attitude, then capacity.
export function allQuestions(questionnaire: RiskQuestionnaire): readonly RiskQuestion[] {
  return [...questionnaire.knowledge, ...questionnaire.attitude, ...questionnaire.capacity];
}

export function findQuestion(questionnaire: RiskQuestionnaire, id: string): RiskQuestion | null {
  return allQuestions(questionnaire).find((question) => question.id === id) ?? null;
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

export type RiskResult = {
  score: number;
  // The attitude-to-risk level of the score.
  level: RiskLevel;
  capacityScore: number;
  capacity: Capacity;
  // Capacity questions answered at their lowest (each alone makes capacity low), in the order asked.
  capacityLowBecause: string[];
  contradictions: RiskContradiction[];
};

// The result of a fully answered questionnaire; throws if any answer is missing (check unansweredQuestions first).
export function scoreRiskQuestionnaire(questionnaire: RiskQuestionnaire, answers: RiskAnswers): RiskResult {
  const score = sumOf(questionnaire.attitude, answers);
  const capacityScore = sumOf(questionnaire.capacity, answers);
  const band = questionnaire.capacityBands.find((b) => capacityScore >= b.from && capacityScore <= b.to);
  if (!band) throw new Error(`Capacity score ${capacityScore} is outside the bands`);
  const capacityLowBecause = questionnaire.capacity
    .filter((question) => questionnaire.capsAtLow.includes(question.id) && answers[question.id] === 1)
    .map((question) => question.id);
  return {
    score,
    level: levelForScore(questionnaire, score),
    capacityScore,
    capacity: capacityLowBecause.length > 0 ? 'low' : band.capacity,
    capacityLowBecause,
    contradictions: findContradictions(questionnaire, answers),
  };
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

// What each level means, in plain English, as the client reads it on their result page.
export const riskLevelDescriptions: Readonly<Record<RiskLevel, { name: string; summary: string }>> = {
  1: {
    name: 'Very cautious',
    summary:
      'Keeping your money safe matters most to you. You would accept that it may grow by less than prices ' +
      'rise, in return for very small ups and downs. Money of this kind is usually held mostly in cash and ' +
      'the lowest-risk investments.',
  },
  2: {
    name: 'Cautious',
    summary:
      'You want your money to be fairly safe and are willing to accept small falls for a little more growth ' +
      'than cash. Investments of this kind are mostly bonds and cash, with a small share in company shares.',
  },
  3: {
    name: 'Moderately cautious',
    summary:
      'You would like some growth but are still more concerned about losses than gains. You can accept modest ' +
      'falls from time to time. A typical mix holds more bonds and cash than company shares.',
  },
  4: {
    name: 'Balanced',
    summary:
      'You give equal weight to growth and to safety. You understand that your money will rise and fall, ' +
      'sometimes noticeably, in return for better growth over the long term. A typical mix holds company ' +
      'shares and bonds in roughly equal measure.',
  },
  5: {
    name: 'Moderately adventurous',
    summary:
      'Growth matters more to you than safety. You accept that your money could fall considerably in a bad ' +
      'year, and are prepared to wait for it to recover. A typical mix is mostly company shares, with some bonds.',
  },
  6: {
    name: 'Adventurous',
    summary:
      'You are looking for high growth over the long term and are comfortable with large ups and downs along ' +
      'the way, including falls of a quarter or more. A typical mix is almost all company shares, in the UK ' +
      'and abroad.',
  },
  7: {
    name: 'Very adventurous',
    summary:
      'You aim for the highest growth and accept that your money could lose much of its value, possibly for ' +
      'several years. Investments of this kind are company shares, including smaller companies and emerging ' +
      'markets.',
  },
};

export const capacityDescriptions: Readonly<Record<Capacity, { name: string; summary: string }>> = {
  low: {
    name: 'Low capacity for loss',
    summary:
      'A fall in the value of this money would affect your essential living costs or plans you cannot put ' +
      'off. Your adviser will take this into account, whatever your attitude to risk.',
  },
  medium: {
    name: 'Medium capacity for loss',
    summary:
      'You could absorb some fall in value without changing your essential living costs, but a large or ' +
      'long-lasting loss would affect your plans.',
  },
  high: {
    name: 'High capacity for loss',
    summary:
      'A fall in the value of this money would not change your standard of living, and you are unlikely to ' +
      'need it for many years.',
  },
};
