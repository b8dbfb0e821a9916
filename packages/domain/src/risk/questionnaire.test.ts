import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allQuestions,
  currentRiskQuestionnaire,
  findRiskQuestionnaire,
  levelForScore,
  type RiskAnswers,
  riskLevelDescriptions,
  riskLevels,
  riskQuestionnaires,
  scoreRiskQuestionnaire,
  unansweredQuestions,
} from './questionnaire.ts';

const q = currentRiskQuestionnaire();

function answersOf(attitude: number[], capacity: number[]): RiskAnswers {
  return Object.fromEntries([
    ...q.attitude.map((question, i) => [question.id, attitude[i] ?? 0]),
    ...q.capacity.map((question, i) => [question.id, capacity[i] ?? 0]),
  ]);
}

const all = (n: number, value: number) => Array.from({ length: n }, () => value);

describe('questionnaire data', () => {
  it.each(Object.values(riskQuestionnaires))('version $version is well formed', (questionnaire) => {
    const ids = allQuestions(questionnaire).map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(questionnaire.attitude.length).toBeGreaterThanOrEqual(8);
    expect(questionnaire.capacity.length).toBeGreaterThanOrEqual(3);
    for (const question of allQuestions(questionnaire)) expect(question.options).toHaveLength(5);
    for (const id of questionnaire.capsAtLow) expect(ids).toContain(id);
    // The bands cover every possible total exactly once, in order, for both scores.
    const attitudeTotals = questionnaire.levelBands.flatMap((b) => range(b.from, b.to));
    expect(attitudeTotals).toEqual(range(questionnaire.attitude.length, questionnaire.attitude.length * 5));
    expect(questionnaire.levelBands.map((b) => b.level)).toEqual([...riskLevels]);
    const capacityTotals = questionnaire.capacityBands.flatMap((b) => range(b.from, b.to));
    expect(capacityTotals).toEqual(range(questionnaire.capacity.length, questionnaire.capacity.length * 5));
  });

  it('finds versions by number and knows none it was not given', () => {
    expect(findRiskQuestionnaire(1)).toBe(q);
    expect(findRiskQuestionnaire(99)).toBeNull();
  });

  it('describes every level', () => {
    for (const level of riskLevels) expect(riskLevelDescriptions[level].summary.length).toBeGreaterThan(40);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe('scoring attitude to risk (version 1)', () => {
  it.each([
    [10, 1],
    [15, 1],
    [16, 2],
    [21, 2],
    [22, 3],
    [27, 3],
    [28, 4],
    [30, 4],
    [33, 4],
    [34, 5],
    [39, 5],
    [40, 6],
    [45, 6],
    [46, 7],
    [50, 7],
  ])('a total of %i is level %i', (score, level) => {
    expect(levelForScore(q, score)).toBe(level);
  });

  it('scores the most careful answers level 1 and the boldest level 7', () => {
    expect(scoreRiskQuestionnaire(q, answersOf(all(10, 1), all(5, 5)))).toEqual({
      score: 10,
      level: 1,
      capacityScore: 25,
      capacity: 'high',
    });
    expect(scoreRiskQuestionnaire(q, answersOf(all(10, 5), all(5, 3)))).toMatchObject({
      score: 50,
      level: 7,
      capacityScore: 15,
      capacity: 'medium',
    });
  });

  it('keeps capacity for loss apart: it never changes the level', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 10, maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 5, maxLength: 5 }),
        (attitude, capacityA, capacityB) => {
          const a = scoreRiskQuestionnaire(q, answersOf(attitude, capacityA));
          const b = scoreRiskQuestionnaire(q, answersOf(attitude, capacityB));
          expect(a.level).toBe(b.level);
          expect(a.score).toBe(attitude.reduce((sum, value) => sum + value, 0));
        },
      ),
    );
  });

  it('never lowers the level when one answer becomes bolder', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 0, max: 9 }),
        (attitude, index) => {
          const bolder = attitude.map((value, i) => (i === index ? Math.min(5, value + 1) : value));
          const capacity = all(5, 3);
          expect(scoreRiskQuestionnaire(q, answersOf(bolder, capacity)).level).toBeGreaterThanOrEqual(
            scoreRiskQuestionnaire(q, answersOf(attitude, capacity)).level,
          );
        },
      ),
    );
  });
});

describe('scoring capacity for loss (version 1)', () => {
  it.each([
    [[1, 2, 2, 3, 3], 'low'],
    [[2, 2, 2, 2, 3], 'low'],
    [[2, 2, 2, 3, 3], 'medium'],
    [[4, 4, 4, 3, 3], 'medium'],
    [[4, 4, 4, 4, 3], 'high'],
    [[5, 5, 5, 5, 5], 'high'],
  ] as const)('answers %j give %s', (capacity, expected) => {
    expect(scoreRiskQuestionnaire(q, answersOf(all(10, 3), [...capacity])).capacity).toBe(expected);
  });

  it('is low whatever the total when the money is all needed soon, or a loss would hit essentials', () => {
    // emergency_fund, reliance, time_horizon, income_security, effect_of_loss
    expect(scoreRiskQuestionnaire(q, answersOf(all(10, 3), [5, 1, 5, 5, 5]))).toMatchObject({
      capacityScore: 21,
      capacity: 'low',
    });
    expect(scoreRiskQuestionnaire(q, answersOf(all(10, 3), [5, 5, 5, 5, 1])).capacity).toBe('low');
  });
});

describe('unanswered questions', () => {
  it('lists what is missing or invalid, in order', () => {
    const answers: Record<string, number> = {
      ...answersOf(all(10, 3), all(5, 3)),
      experience: 0,
      worry: 2.5,
      reliance: 6,
    };
    delete answers.largest_fall;
    expect(unansweredQuestions(q, answers)).toEqual(['experience', 'worry', 'largest_fall', 'reliance']);
    expect(unansweredQuestions(q, answersOf(all(10, 2), all(5, 4)))).toEqual([]);
  });

  it('refuses to score an incomplete questionnaire', () => {
    expect(() => scoreRiskQuestionnaire(q, {})).toThrow('has no answer');
  });
});
