import type { RiskQuestionnaire } from './questionnaire-shape.ts';
import { riskQuestionnaireV2 } from './questionnaire-v2.ts';

// Version 3 (docs/attitude-to-risk.md, "Version 3"): version 2's questions, words, bands and cap, with more checks
// before a result is final, after a compliance review found answers that cannot both be true, and clients who cannot
// afford a loss, ending final and unflagged:
// - pairs of answers that ask one thing from opposite sides and cannot both be true;
// - a polarised set: several answers at each end of the scale, whose total lands in the middle and says neither;
// - capacity for loss checked against the fact-find's emergency fund, debts and dependants, the lower standing.
// Version 2's results keep version 2's rules, so a result once final never becomes unfinished.

export const riskQuestionnaireV3: RiskQuestionnaire = {
  ...riskQuestionnaireV2,
  version: 3,
  // Each pair asks about the same willingness from opposite sides. With every answer scored 1 (most careful) to 5
  // (boldest), answers three points or more apart say opposite things about one question.
  contradictionPairs: [
    // "Rather keep my money in savings" against "accept sharp falls for more growth".
    ['prefer_savings', 'accept_volatility'],
    // "Safety, even if it hardly grows" or "the most growth possible" against "rather keep it in savings".
    ['growth_or_security', 'prefer_savings'],
    // "No fall at all" against accepting sharp falls, choosing a range whose worst case is a large loss, or buying
    // more after a fall of a fifth (and the other way round).
    ['largest_fall', 'accept_volatility'],
    ['largest_fall', 'portfolio_choice'],
    ['reaction_to_fall', 'largest_fall'],
  ],
  // Three of nine at each end: a third of the answers at "most careful" and a third at "boldest".
  polarisedAt: 3,
  checksFactFind: true,
};
