import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityDescriptions, riskLevelDescriptions } from './descriptions.ts';
import {
  allQuestions,
  capacityCeilingOf,
  currentRiskQuestionnaire,
  findContradictions,
  findQuestion,
  findRiskQuestionnaire,
  levelForScore,
  questionAsRead,
  riskLevels,
  riskQuestionnaires,
  scoreRiskQuestionnaire,
  suitableLevel,
  unansweredQuestions,
} from './questionnaire.ts';
import type { RiskAnswers, RiskQuestionnaire } from './questionnaire-shape.ts';
import { riskQuestionnaireV1 } from './questionnaire-v1.ts';
import { riskQuestionnaireV2 } from './questionnaire-v2.ts';

// Version 1's rules, kept for the results answered on it; version 2 (current) is tested below.
const q: RiskQuestionnaire = riskQuestionnaireV1;

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

  it.each(Object.values(riskQuestionnaires))(
    'version $version reads about the person to the firm: no "you", "I" or "my", an option for each',
    (questionnaire) => {
      const addressed = allQuestions(questionnaire).flatMap((question) => {
        const { text, options } = questionAsRead(question, 'adviser');
        expect(options, question.id).toHaveLength(5);
        return [text, ...options]
          .filter((words) => /\b(you|your|I|my|me|myself)\b/i.test(words))
          .map((words) => `${question.id}: ${words}`);
      });
      expect(addressed).toEqual([]);
    },
  );

  it('asks the client as written and tells the firm about them', () => {
    const experience = findQuestion(riskQuestionnaireV1, 'experience');
    if (!experience) throw new Error('no experience question');
    expect(questionAsRead(experience, 'client')).toEqual({
      text: 'How would you describe your experience of investing?',
      options: experience.options,
    });
    const theirs = questionAsRead(experience, 'adviser');
    expect(theirs.text).toBe('How would they describe their experience of investing?');
    expect(theirs.options[0]).toBe('None: has only ever used bank accounts');
    // An option that says nothing of "I" is the client's own.
    const horizon = findQuestion(riskQuestionnaireV1, 'time_horizon');
    if (!horizon) throw new Error('no time horizon question');
    expect(questionAsRead(horizon, 'adviser').options).toBe(horizon.options);
  });

  it('finds versions by number and knows none it was not given', () => {
    expect(findRiskQuestionnaire(1)).toBe(q);
    expect(findRiskQuestionnaire(99)).toBeNull();
  });

  it('describes every level', () => {
    for (const level of riskLevels) expect(riskLevelDescriptions[level].summary.length).toBeGreaterThan(40);
  });

  it('describes every level and capacity to the firm about the person, never "you"', () => {
    const described = [
      ...riskLevels.map((level) => riskLevelDescriptions[level]),
      ...Object.values(capacityDescriptions),
    ];
    for (const { about } of described) {
      expect(about.length).toBeGreaterThan(40);
      expect(about).not.toMatch(/\b(you|your|I|my)\b/i);
    }
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
    expect(scoreRiskQuestionnaire(q, answersOf(all(10, 1), all(5, 5)))).toMatchObject({
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

// Version 2's rules, kept for the results answered on it; version 3 (current) asks the same questions and adds
// checks (consistency.test.ts, fact-find-check.test.ts).
const v2 = riskQuestionnaireV2;

// Version 2's answers: experience (knowledge), nine attitude answers, five capacity answers in the order asked
// (emergency_fund, reliance, time_horizon, income_security, effect_of_loss).
function answersV2(attitude: number[], capacity: number[], experience = 3): RiskAnswers {
  return Object.fromEntries([
    ['experience', experience],
    ...v2.attitude.map((question, i) => [question.id, attitude[i] ?? 0]),
    ...v2.capacity.map((question, i) => [question.id, capacity[i] ?? 0]),
  ]);
}
const attitudeIndex = (id: string) => v2.attitude.findIndex((question) => question.id === id);
const withAnswer = (values: number[], id: string, value: number) =>
  values.map((v, i) => (i === attitudeIndex(id) ? value : v));

describe('version 2: knowledge and experience apart from attitude', () => {
  it('asks experience first, as knowledge; version 3 (current) asks the same questions', () => {
    expect(v2.version).toBe(2);
    expect(allQuestions(currentRiskQuestionnaire())).toEqual(allQuestions(v2));
    expect(findRiskQuestionnaire(2)).toBe(v2);
    expect(allQuestions(v2)[0]?.id).toBe('experience');
    expect(v2.attitude.map((question) => question.id)).not.toContain('experience');
    expect(unansweredQuestions(v2, { ...answersV2(all(9, 3), all(5, 3)), experience: 0 })).toEqual([
      'experience',
    ]);
  });

  it('never lets experience change the score or the level', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (attitude, a, b) => {
          const first = scoreRiskQuestionnaire(v2, answersV2(attitude, all(5, 3), a));
          const second = scoreRiskQuestionnaire(v2, answersV2(attitude, all(5, 3), b));
          expect(second.score).toBe(first.score);
          expect(second.level).toBe(first.level);
        },
      ),
    );
  });

  it.each([
    [9, 1],
    [14, 1],
    [15, 2],
    [19, 2],
    [20, 3],
    [25, 3],
    [26, 4],
    [30, 4],
    [31, 5],
    [35, 5],
    [36, 6],
    [41, 6],
    [42, 7],
    [45, 7],
  ])('a total of %i is level %i', (score, level) => {
    expect(levelForScore(v2, score)).toBe(level);
  });
});

describe('version 2: capacity for loss', () => {
  it.each(['emergency_fund', 'reliance', 'time_horizon', 'income_security', 'effect_of_loss'])(
    'is low when %s alone is at its lowest, whatever the other answers',
    (id) => {
      const capacity = v2.capacity.map((question) => (question.id === id ? 1 : 5));
      const result = scoreRiskQuestionnaire(v2, answersV2(all(9, 3), capacity));
      expect(result.capacityScore).toBe(21);
      expect(result.capacity).toBe('low');
      expect(result.capacityLowBecause).toEqual([id]);
    },
  );

  it('is low for under a month of savings, money needed within two years and very insecure income', () => {
    // The case version 1 scored medium: 1 + 4 + 1 + 1 + 5 = 12.
    const capacity = [1, 4, 1, 1, 5];
    expect(scoreRiskQuestionnaire(q, answersOf(all(10, 3), capacity)).capacity).toBe('medium');
    expect(scoreRiskQuestionnaire(v2, answersV2(all(9, 3), capacity))).toMatchObject({
      capacity: 'low',
      capacityLowBecause: ['emergency_fund', 'time_horizon', 'income_security'],
    });
  });

  it.each([
    [[2, 2, 2, 2, 3], 'low'],
    [[2, 2, 2, 3, 3], 'medium'],
    [[4, 4, 4, 3, 3], 'medium'],
    [[4, 4, 4, 4, 3], 'high'],
  ] as const)('answers %j (none at the lowest) give %s by the total', (capacity, expected) => {
    const result = scoreRiskQuestionnaire(v2, answersV2(all(9, 3), [...capacity]));
    expect(result.capacity).toBe(expected);
    expect(result.capacityLowBecause).toEqual([]);
  });

  it.each([
    [7, 'low', 3],
    [4, 'low', 3],
    [3, 'low', 3],
    [2, 'low', 2],
    [7, 'medium', 5],
    [6, 'medium', 5],
    [5, 'medium', 5],
    [7, 'high', 7],
  ] as const)('caps level %i at %s capacity to %i', (level, capacity, expected) => {
    expect(suitableLevel(v2, level, capacity)).toBe(expected);
  });

  it('caps nothing on version 1, whose results keep their level', () => {
    expect(capacityCeilingOf(q, 'low')).toBeNull();
    expect(suitableLevel(q, 7, 'low')).toBe(7);
  });

  it('never suits a level above the attitude level or the ceiling', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...riskLevels),
        fc.constantFrom('low', 'medium', 'high' as const),
        (level, capacity) => {
          const suitable = suitableLevel(v2, level, capacity);
          expect(suitable).toBeLessThanOrEqual(level);
          expect(suitable).toBeLessThanOrEqual(capacityCeilingOf(v2, capacity) ?? 7);
        },
      ),
    );
  });
});

describe('version 2: contradictory answers', () => {
  it('flags "no fall at all" among otherwise adventurous answers (version 1 scored it level 7 unflagged)', () => {
    const attitude = withAnswer(all(9, 5), 'largest_fall', 1);
    const v1Answers = { ...answersOf(all(10, 5), all(5, 5)), largest_fall: 1 };
    expect(scoreRiskQuestionnaire(q, v1Answers)).toMatchObject({
      score: 46,
      level: 7,
      contradictions: [],
    });
    expect(scoreRiskQuestionnaire(v2, answersV2(attitude, all(5, 5)))).toMatchObject({
      score: 41,
      level: 6,
      contradictions: [{ questionId: 'largest_fall', answer: 1, othersMean: 5 }],
    });
  });

  it('flags an answer three points from the mean of the others, and not one just under', () => {
    // 2 against eight 5s: 3 points away.
    expect(findContradictions(v2, answersV2(withAnswer(all(9, 5), 'worry', 2), all(5, 3)))).toEqual([
      { questionId: 'worry', answer: 2, othersMean: 5 },
    ]);
    // 2 against seven 5s and a 4 (mean 4.875): 2.875 away.
    const nearly = withAnswer(withAnswer(all(9, 5), 'worry', 2), 'largest_fall', 4);
    expect(findContradictions(v2, answersV2(nearly, all(5, 3)))).toEqual([]);
  });

  it('flags a bold answer among cautious ones too', () => {
    const attitude = withAnswer(all(9, 1), 'portfolio_choice', 5);
    expect(findContradictions(v2, answersV2(attitude, all(5, 3)))).toEqual([
      { questionId: 'portfolio_choice', answer: 5, othersMean: 1 },
    ]);
  });

  it('finds none when every answer is within two points of every other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 9, maxLength: 9 }),
        (base, offsets) => {
          const attitude = offsets.map((offset) => base + offset);
          expect(findContradictions(v2, answersV2(attitude, all(5, 3)))).toEqual([]);
        },
      ),
    );
  });

  it('checks none on version 1', () => {
    expect(findContradictions(q, answersOf(withAnswer(all(10, 5), 'largest_fall', 1), all(5, 5)))).toEqual(
      [],
    );
  });
});
