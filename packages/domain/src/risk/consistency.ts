import type { RiskAnswers, RiskQuestionnaire } from './questionnaire-shape.ts';

// Attitude answers that cannot all be true (docs/attitude-to-risk.md, "Version 3"): beside an answer far from the
// mean of the others (questionnaire.ts findContradictions), a pair of answers to questions that ask one thing from
// opposite sides, and a polarised set. Each makes a result wait for the client's confirmation and the adviser's
// review.

// Two answers that say opposite things: the questions in the questionnaire's order, and what was answered to each.
export type RiskContradictingPair = { questionIds: [string, string]; answers: [number, number] };

// How many attitude answers sit at each end of the scale.
export type RiskPolarisation = { atLowest: number; atHighest: number };

// Each of the questionnaire's pairs whose answers are contradictionGap points or more apart. A pair with a question
// in `alreadyFlagged` (an answer far from all the others) is left out: that answer is named once, where it stands
// out most.
export function findContradictingPairs(
  questionnaire: RiskQuestionnaire,
  answers: RiskAnswers,
  alreadyFlagged: readonly string[] = [],
): RiskContradictingPair[] {
  const gap = questionnaire.contradictionGap;
  if (gap === null) return [];
  const order = questionnaire.attitude.map((question) => question.id);
  return questionnaire.contradictionPairs.flatMap(([one, other]) => {
    const [first, second] = order.indexOf(one) <= order.indexOf(other) ? [one, other] : [other, one];
    const a = answers[first];
    const b = answers[second];
    if (a === undefined || b === undefined || Math.abs(a - b) < gap) return [];
    if (alreadyFlagged.includes(first) || alreadyFlagged.includes(second)) return [];
    return [{ questionIds: [first, second], answers: [a, b] }];
  });
}

// A polarised set: at least polarisedAt attitude answers at the most careful end (1 point) and as many at the boldest
// (5 points). Its total lands in the middle (four 5s and five 1s total 25, level 3), a level that describes neither
// the careful answers nor the bold ones. Null when the set is not polarised or the version does not check.
export function findPolarisation(
  questionnaire: RiskQuestionnaire,
  answers: RiskAnswers,
): RiskPolarisation | null {
  const threshold = questionnaire.polarisedAt;
  if (threshold === null) return null;
  const values = questionnaire.attitude.map((question) => answers[question.id]);
  const atLowest = values.filter((value) => value === 1).length;
  const atHighest = values.filter((value) => value === 5).length;
  return atLowest >= threshold && atHighest >= threshold ? { atLowest, atHighest } : null;
}
