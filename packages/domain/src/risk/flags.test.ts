import { describe, expect, it } from 'vitest';
import type { RiskAssessment } from '../contract/risk.ts';
import { riskFlagTexts } from './flags.ts';
import { allQuestions, currentRiskQuestionnaire } from './questionnaire.ts';

// The one wording of a result's flags (docs/attitude-to-risk.md): the client's result page reads "you", the adviser's
// Risk tab and the fact-find PDF read about the person.

type Result = NonNullable<RiskAssessment['result']>;

const middle = Object.fromEntries(allQuestions(currentRiskQuestionnaire()).map((q) => [q.id, 3]));

function assessment(answers: Record<string, number>, result: Partial<Result>): RiskAssessment {
  return {
    id: 1,
    person: 1,
    questionnaire_version: 3,
    status: 'completed',
    answers: { ...middle, ...answers },
    started_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    completed_at: '2026-03-02T10:00:00.000Z',
    result: {
      level: 4,
      calculated_level: 4,
      suitable_level: 4,
      capacity_ceiling: 5,
      score: 27,
      capacity: 'medium',
      calculated_capacity: 'medium',
      capacity_score: 15,
      capacity_low_because: [],
      capacity_override: null,
      answers_capacity: 'medium',
      contradictions: [],
      contradicting_pairs: [],
      polarised: null,
      fact_find: null,
      status: 'awaiting_client',
      client_confirmed_at: null,
      review: null,
      override: null,
      review_due_on: '2027-03-02',
      ...result,
    },
  };
}

const savings = 'I would rather keep my money in a savings account than invest it, even if it grows less.';
const falls =
  'I accept that investments can fall sharply in some years if they are likely to grow more over the long term.';
// The same statements as the adviser reads them, about the person who answered.
const theirSavings =
  'They would rather keep their money in a savings account than invest it, even if it grows less.';
const theirFalls =
  'They accept that investments can fall sharply in some years if they are likely to grow more over the long term.';

describe('the flags of a result in plain words', () => {
  it('says which two answers cannot both be true, to the client and about them', () => {
    const pair = assessment(
      { prefer_savings: 1, accept_volatility: 5 },
      { contradicting_pairs: [{ question_ids: ['prefer_savings', 'accept_volatility'], answers: [1, 5] }] },
    );
    expect(riskFlagTexts(pair, 'client').disagreements).toEqual([
      `${savings} You answered Strongly agree. ${falls} You answered Strongly agree. These two answers cannot both be true.`,
    ]);
    expect(riskFlagTexts(pair, 'adviser').disagreements).toEqual([
      `${theirSavings} Answered: Strongly agree. ${theirFalls} Answered: Strongly agree. These two answers cannot both be true.`,
    ]);
  });

  it('says how many answers sit at each end of a polarised set, and names an outlier as before', () => {
    const texts = riskFlagTexts(
      assessment(
        { largest_fall: 1 },
        {
          polarised: { at_lowest: 5, at_highest: 4 },
          contradictions: [{ question_id: 'largest_fall', answer: 1, others_mean: 4.6 }],
        },
      ),
      'client',
    );
    expect(texts.disagreements).toEqual([
      'What is the largest fall in a single year you could accept in return for better long-term growth? You answered No fall at all, while your other answers were much bolder.',
      'You gave the most careful answer to 5 questions and the boldest answer to 4. Added up they land in the middle, which describes neither.',
    ]);
  });

  it('puts the fact-find beside the emergency-savings answer, in the household’s currency', () => {
    // £2,000 of cash less £500 on a credit card: £1,500 against £1,500 a month is 1 month, "One to three months";
    // with a child, under three months is the lowest answer, "Less than a month".
    const fact_find = {
      currency: '€',
      quick_access_cash: 2000,
      debts_due_now: 500.5,
      essential_monthly: 1500,
      has_dependants: true,
      months: 0.99966,
      emergency_fund_answer: 1,
      disagrees: true,
      capacity: 'low' as const,
    };
    const flagged = assessment(
      { emergency_fund: 4 },
      { fact_find, capacity: 'low', calculated_capacity: 'low' },
    );
    expect(riskFlagTexts(flagged, 'client').factFind).toEqual({
      disagrees: true,
      text:
        'You answered “Six to twelve months” to how long your savings would pay your essential bills. Your fact-find ' +
        'shows €2,000 in cash you can reach quickly, less €500.50 owed on credit cards and overdrafts: 0.9 months of ' +
        'your essential outgoings of €1,500 a month, the answer “Less than a month”. With people depending on you, ' +
        'under three months counts as the lowest answer. The lower of the two stands: capacity for loss is low, not ' +
        'medium.',
    });
    // Agreeing, the client is not troubled with it; the adviser still sees the check.
    const agreed = assessment(
      { emergency_fund: 1 },
      { fact_find: { ...fact_find, disagrees: false, has_dependants: false, debts_due_now: 0 } },
    );
    expect(riskFlagTexts(agreed, 'client').factFind).toBeNull();
    expect(riskFlagTexts(agreed, 'adviser').factFind).toEqual({
      disagrees: false,
      text:
        'The fact-find shows €2,000 in cash the household can reach quickly: 0.9 months of its essential outgoings of ' +
        '€1,500 a month, the answer “Less than a month”. It agrees with the answer given.',
    });
    const unrecorded = assessment(
      {},
      {
        fact_find: {
          ...fact_find,
          quick_access_cash: null,
          months: null,
          emergency_fund_answer: null,
          disagrees: false,
          capacity: null,
        },
      },
    );
    expect(riskFlagTexts(unrecorded, 'adviser').factFind?.text).toBe(
      'Not checked: the fact-find recorded no savings and investments when the questionnaire was submitted.',
    );
  });

  it('tells the adviser, and never the client, where the partner answered a household fact far apart', () => {
    const withPartner = assessment(
      { income_security: 1 },
      {
        partner: {
          name: 'Emma Carter',
          disagreements: [{ question_id: 'income_security', answer: 1, partner_answer: 5 }],
        },
      },
    );
    expect(riskFlagTexts(withPartner, 'adviser').partner).toEqual([
      'How secure is their income (or pension income) over the next five years? Answered: Very insecure. Emma Carter ' +
        'answered: Very secure. Both are about the one household and cannot both be right.',
    ]);
    expect(riskFlagTexts(withPartner, 'client').partner).toEqual([]);
  });
});
