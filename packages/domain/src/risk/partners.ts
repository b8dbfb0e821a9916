import type { RiskAnswers, RiskQuestionnaire } from './questionnaire-shape.ts';

// Partners of one household answer the questionnaire each as themselves, but the capacity-for-loss questions ask
// about the household's money (its savings, when the money is needed, how secure the income it lives on is, what a
// loss would do to its standard of living). Where the two answer one of them far apart (the one "very insecure",
// the other "very secure"), both cannot be right about the one household: the adviser sees it
// (docs/attitude-to-risk.md, "A profile per person"). Attitude questions are each person's own and never compared.

export type PartnerDisagreement = { questionId: string; answer: number; partnerAnswer: number };

// Two options apart or more ("Reasonably secure" against "Very secure" is one apart: an estimate, not a
// disagreement).
export const partnerDisagreementGap = 2;

type Answered = { questionnaire: RiskQuestionnaire; answers: RiskAnswers };

// The capacity questions both people were asked (versions share their ids) that they answered
// partnerDisagreementGap or more apart, in the order `own` asks them.
export function partnerDisagreements(own: Answered, partner: Answered): PartnerDisagreement[] {
  const asked = new Set(partner.questionnaire.capacity.map((question) => question.id));
  return own.questionnaire.capacity.flatMap((question) => {
    const answer = own.answers[question.id];
    const partnerAnswer = partner.answers[question.id];
    if (!asked.has(question.id) || answer === undefined || partnerAnswer === undefined) return [];
    return Math.abs(answer - partnerAnswer) >= partnerDisagreementGap
      ? [{ questionId: question.id, answer, partnerAnswer }]
      : [];
  });
}
