import type { RiskQuestion, RiskQuestionnaire } from './questionnaire-shape.ts';
import { riskQuestionnaireV1 } from './questionnaire-v1.ts';

// Version 2 (docs/attitude-to-risk.md, "Version 2"): the same questions and wording as version 1, scored so that
// a compliance reviewer can defend the result:
// - investing experience is recorded as knowledge and experience, not added to the attitude score;
// - any capacity-for-loss answer at its lowest makes capacity low (not only two of them);
// - the level a client's capacity for loss supports caps the suitable level;
// - an attitude answer far from the client's other answers is flagged as a contradiction.
// Version 1 stays as it was, so results answered on it keep their score and level.

const question = (id: string): RiskQuestion => {
  const found = [...riskQuestionnaireV1.attitude, ...riskQuestionnaireV1.capacity].find((q) => q.id === id);
  if (!found) throw new Error(`Version 1 has no question ${id}`);
  return found;
};

const attitudeIds = [
  'reaction_to_fall',
  'growth_or_security',
  'worry',
  'self_description',
  'portfolio_choice',
  'prefer_savings',
  'decision_feeling',
  'accept_volatility',
  'largest_fall',
];
const capacityIds = ['emergency_fund', 'reliance', 'time_horizon', 'income_security', 'effect_of_loss'];

export const riskQuestionnaireV2: RiskQuestionnaire = {
  version: 2,
  attitude: attitudeIds.map(question),
  knowledge: [question('experience')],
  capacity: capacityIds.map(question),
  // Totals of the nine answers (9 to 45). The same average answer starts each level as in version 1 (1.6, 2.2,
  // 2.8, 3.4, 4.0, 4.6 points), times nine and rounded up: a client answering as before lands on the same level.
  levelBands: [
    { level: 1, from: 9, to: 14 },
    { level: 2, from: 15, to: 19 },
    { level: 3, from: 20, to: 25 },
    { level: 4, from: 26, to: 30 },
    { level: 5, from: 31, to: 35 },
    { level: 6, from: 36, to: 41 },
    { level: 7, from: 42, to: 45 },
  ],
  // The same five capacity questions, totalled into the same bands as in version 1.
  capacityBands: riskQuestionnaireV1.capacityBands,
  // Each question measures one way a loss could reach essential living; the lowest answer to any of them is enough.
  capsAtLow: capacityIds,
  // Low capacity supports at most Moderately cautious, medium at most Moderately adventurous.
  capacityCeiling: { low: 3, medium: 5, high: 7 },
  contradictionGap: 3,
  // Version 2 checked each answer against the mean of the others only; its results keep that (version 3 adds more).
  contradictionPairs: [],
  polarisedAt: null,
  checksFactFind: false,
};
