import { describe, expect, it } from 'vitest';
import { partnerDisagreements } from './partners.ts';
import { currentRiskQuestionnaire, findRiskQuestionnaire } from './questionnaire.ts';
import type { RiskAnswers } from './questionnaire-shape.ts';

// Partners answer the capacity-for-loss questions about one household: two options apart or more on one of them
// cannot both be right (docs/attitude-to-risk.md, "A profile per person").

const v3 = currentRiskQuestionnaire();
const capacity = (values: Record<string, number>): RiskAnswers =>
  Object.fromEntries([
    ...v3.attitude.map((question, i) => [question.id, (i % 5) + 1]),
    ...v3.capacity.map((question) => [question.id, values[question.id] ?? 3]),
  ]);

describe('partners answering one household fact far apart', () => {
  it('finds "very insecure" against "very secure" income, and not answers one option apart', () => {
    const james = { questionnaire: v3, answers: capacity({ income_security: 1, emergency_fund: 3 }) };
    const emma = { questionnaire: v3, answers: capacity({ income_security: 5, emergency_fund: 4 }) };
    expect(partnerDisagreements(james, emma)).toEqual([
      { questionId: 'income_security', answer: 1, partnerAnswer: 5 },
    ]);
    expect(partnerDisagreements(emma, james)).toEqual([
      { questionId: 'income_security', answer: 5, partnerAnswer: 1 },
    ]);
  });

  it('never compares attitude answers: those are each person’s own', () => {
    const bold = { questionnaire: v3, answers: { ...capacity({}), largest_fall: 5, worry: 5 } };
    const careful = { questionnaire: v3, answers: { ...capacity({}), largest_fall: 1, worry: 1 } };
    expect(partnerDisagreements(bold, careful)).toEqual([]);
  });

  it('compares results answered on different versions by the questions they share', () => {
    const v1 = findRiskQuestionnaire(1);
    if (!v1) throw new Error('version 1 is kept');
    const earlier = { questionnaire: v1, answers: capacity({ reliance: 5 }) };
    const later = { questionnaire: v3, answers: capacity({ reliance: 2 }) };
    expect(partnerDisagreements(later, earlier)).toEqual([
      { questionId: 'reliance', answer: 2, partnerAnswer: 5 },
    ]);
  });
});
