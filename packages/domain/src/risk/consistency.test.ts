import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findContradictingPairs, findPolarisation } from './consistency.ts';
import {
  currentRiskQuestionnaire,
  findRiskQuestionnaire,
  needsSecondLook,
  scoreRiskQuestionnaire,
} from './questionnaire.ts';
import type { RiskAnswers } from './questionnaire-shape.ts';

// Version 3's checks of answers that cannot all be true (docs/attitude-to-risk.md, "Version 3"). Every attitude
// answer is worth 1 (most careful) to 5 (boldest); statements a risk-taker would disagree with ("I would rather
// keep my money in a savings account…") list "Strongly agree" first, so strongly agreeing with them is 1 point,
// while strongly agreeing with "I accept that investments can fall sharply…" is 5 points. Nine attitude answers
// total 9 to 45: levels 3 (20–25) and 4 (26–30) are the ones these cases land on.

const v3 = currentRiskQuestionnaire();
const attitudeIds = v3.attitude.map((question) => question.id);

// Experience and capacity at the middle answer (capacity 15, medium, which caps at 5 and so never below these
// levels); attitude as given, by question id, the rest `rest`.
function answers(attitude: Record<string, number>, rest = 3): RiskAnswers {
  return Object.fromEntries([
    ...v3.knowledge.map((question) => [question.id, 3]),
    ...attitudeIds.map((id) => [id, attitude[id] ?? rest]),
    ...v3.capacity.map((question) => [question.id, 3]),
  ]);
}

describe('version 3: answers that cannot both be true', () => {
  it('is the current version, with version 2 kept for its results', () => {
    expect(v3.version).toBe(3);
    expect(findRiskQuestionnaire(2)?.contradictionPairs).toEqual([]);
    expect(findRiskQuestionnaire(2)?.polarisedAt).toBeNull();
  });

  it('flags "rather keep my money in savings" and "accept sharp falls" both strongly agreed (level 4, not final)', () => {
    // prefer_savings "Strongly agree" = 1 point, accept_volatility "Strongly agree" = 5 points, the seven other
    // attitude answers the middle one, 3 points: 7 × 3 + 1 + 5 = 27, in 26–30, level 4 (Balanced). Against the mean
    // of the others each is 2.25 points away ((27 − 1) / 8 = 3.25; (27 − 5) / 8 = 2.75), under version 2's three
    // points, so version 2 left it final and unflagged. The two are 4 points apart: they cannot both be true.
    const given = answers({ prefer_savings: 1, accept_volatility: 5 });
    const result = scoreRiskQuestionnaire(v3, given);
    expect(result).toMatchObject({
      score: 27,
      level: 4,
      contradictions: [],
      contradictingPairs: [{ questionIds: ['prefer_savings', 'accept_volatility'], answers: [1, 5] }],
      polarisation: null,
    });
    expect(needsSecondLook(result)).toBe(true);
    const v2 = findRiskQuestionnaire(2);
    if (!v2) throw new Error('version 2 is kept');
    expect(needsSecondLook(scoreRiskQuestionnaire(v2, given))).toBe(false);
  });

  it('flags a polarised set: four 5s and five 1s (level 3, not final)', () => {
    // Four boldest answers and five most careful: 4 × 5 + 5 × 1 = 25, in 20–25, level 3 (Moderately cautious), a
    // level neither the careful nor the bold answers describe. Against the mean of the others a 5 is 2.5 points away
    // ((25 − 5) / 8 = 2.5) and a 1 is 2 points ((25 − 1) / 8 = 3): under three, so nothing stood out before.
    const bold = ['worry', 'self_description', 'decision_feeling', 'growth_or_security'];
    const given = answers(Object.fromEntries(bold.map((id) => [id, 5])), 1);
    const result = scoreRiskQuestionnaire(v3, given);
    expect(result).toMatchObject({
      score: 25,
      level: 3,
      contradictions: [],
      polarisation: { atLowest: 5, atHighest: 4 },
    });
    expect(needsSecondLook(result)).toBe(true);
  });

  it('flags three at each end with three in the middle, and not two at one end', () => {
    // 5s: worry, self_description, decision_feeling (no pair); 1s: reaction_to_fall, prefer_savings, largest_fall;
    // 3s: the rest. 15 + 3 + 9 = 27, level 4. No pair is 3 points apart (each 1 is paired with a 1 or a 3).
    const given = answers({
      worry: 5,
      self_description: 5,
      decision_feeling: 5,
      reaction_to_fall: 1,
      prefer_savings: 1,
      largest_fall: 1,
    });
    expect(scoreRiskQuestionnaire(v3, given)).toMatchObject({
      score: 27,
      level: 4,
      contradictingPairs: [],
      polarisation: { atLowest: 3, atHighest: 3 },
    });
    expect(findPolarisation(v3, { ...given, largest_fall: 2 })).toBeNull();
  });

  it('names an answer far from all the others once, not again in each of its pairs', () => {
    // "No fall at all" among eight 5s: 41, level 6; 4 points from the others' mean of 5. Its pairs (with
    // accept_volatility, portfolio_choice and reaction_to_fall) are left out: the answer is already named.
    const result = scoreRiskQuestionnaire(v3, answers({ largest_fall: 1 }, 5));
    expect(result.contradictions).toEqual([{ questionId: 'largest_fall', answer: 1, othersMean: 5 }]);
    expect(result.contradictingPairs).toEqual([]);
  });

  it('names the questions of each pair in the order they are asked', () => {
    // largest_fall is asked after portfolio_choice and reaction_to_fall, whatever order the pair is listed in.
    expect(
      findContradictingPairs(v3, answers({ largest_fall: 5, portfolio_choice: 1, reaction_to_fall: 2 })),
    ).toEqual([
      { questionIds: ['portfolio_choice', 'largest_fall'], answers: [1, 5] },
      { questionIds: ['reaction_to_fall', 'largest_fall'], answers: [2, 5] },
    ]);
  });

  it('finds nothing to look at again when every answer is within two points of every other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 9, maxLength: 9 }),
        (base, offsets) => {
          const given = answers(
            Object.fromEntries(attitudeIds.map((id, i) => [id, base + (offsets[i] ?? 0)])),
          );
          expect(needsSecondLook(scoreRiskQuestionnaire(v3, given))).toBe(false);
        },
      ),
    );
  });
});
