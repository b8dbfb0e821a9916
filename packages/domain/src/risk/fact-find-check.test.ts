import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FactFindData } from '../factfind/template.ts';
import {
  type FactFindCapacityEvidence,
  factFindCapacityEvidence,
  factFindEmergencyFund,
  shownMonths,
} from './fact-find-check.ts';
import {
  currentRiskQuestionnaire,
  findRiskQuestionnaire,
  needsSecondLook,
  scoreRiskQuestionnaire,
  suitableLevel,
} from './questionnaire.ts';
import type { RiskAnswers } from './questionnaire-shape.ts';

// Capacity for loss checked against the fact-find (docs/attitude-to-risk.md, "Version 3"). The capacity questions
// are emergency_fund, reliance, time_horizon, income_security and effect_of_loss, each 1 to 5 points; the lowest
// answer to any makes capacity low, and low capacity caps the level at 3 (Moderately cautious). The emergency-savings
// question's answers are: under a month 1, one to three months 2, three to six 3, six to twelve 4, more than a year 5.

const v3 = currentRiskQuestionnaire();

function answers(attitude: number, capacity: Record<string, number>, experience = 1): RiskAnswers {
  return Object.fromEntries([
    ['experience', experience],
    ...v3.attitude.map((question) => [question.id, attitude]),
    ...v3.capacity.map((question) => [question.id, capacity[question.id] ?? 5]),
  ]);
}

// Essential outgoings of £1,500 a month: mortgage £900, food £400, utilities £200 (monthly, the form's default).
const essentials = { mortgage_rent: 900, food: 400, utilities: 200 };

const evidence = (values: Partial<FactFindCapacityEvidence>): FactFindCapacityEvidence => ({
  currency: '£',
  quickAccessCash: 0,
  debtsDueNow: 0,
  essentialMonthly: 1500,
  hasDependants: false,
  ...values,
});

describe('the fact-find as evidence of capacity for loss', () => {
  it('reads cash reachable quickly, debts due now, essential outgoings and dependants', () => {
    const factFind: FactFindData = {
      expenditure: { ...essentials, holidays: 3000, holidays_frequency: 'annually' },
      investments: {
        items: [
          { type: 'current_account', value: 2500 },
          { type: 'savings', value: 4000.5 },
          { type: 'cash_isa', value: 1000 },
          // Not cash: its value can fall, and selling takes time.
          { type: 'stocks_shares_isa', value: 20000 },
        ],
      },
      liabilities: {
        credit_cards: [{ balance: 1200 }],
        loans: [
          { type: 'overdraft', balance: 300 },
          // Repaid by instalments, among the essential outgoings: not due now.
          { type: 'personal_loan', balance: 8000 },
        ],
        mortgages: [{ balance: 180000 }],
      },
      dependants: { has_dependants: true, items: [{ first_name: 'Ava', financially_dependent: true }] },
    };
    // Cash 2,500 + 4,000.50 + 1,000 = 7,500.50; debts due now 1,200 + 300 = 1,500; essential 1,500 a month (the
    // holidays are discretionary).
    expect(factFindCapacityEvidence(factFind, '£')).toEqual({
      currency: '£',
      quickAccessCash: 7500.5,
      debtsDueNow: 1500,
      essentialMonthly: 1500,
      hasDependants: true,
    });
  });

  it('knows nothing it was not told: no savings section, no outgoings, no word on dependants', () => {
    expect(factFindCapacityEvidence({}, '€')).toEqual({
      currency: '€',
      quickAccessCash: null,
      debtsDueNow: 0,
      essentialMonthly: null,
      hasDependants: null,
    });
    // A savings section whose accounts were all removed records no cash: £0, not unknown.
    expect(factFindCapacityEvidence({ investments: { items: [] } }, '£').quickAccessCash).toBe(0);
    // Dependants listed, none financially dependent.
    expect(
      factFindCapacityEvidence(
        { dependants: { has_dependants: true, items: [{ financially_dependent: false }] } },
        '£',
      ).hasDependants,
    ).toBe(false);
  });

  it.each([
    // [cash, debts, dependants, months shown (one decimal, rounded down), answer], essential outgoings £1,500 a month
    [0, 0, false, 0, 1],
    [1499.99, 0, false, 0.9, 1],
    [1500, 0, false, 1, 2],
    [4499.99, 0, false, 2.9, 2],
    [4499.99, 0, true, 2.9, 1],
    [4500, 0, true, 3, 3],
    // 6,000 less 1,500 due on cards and overdraft: 4,500, three months.
    [6000, 1500, false, 3, 3],
    [9000, 0, false, 6, 4],
    [18000, 0, false, 12, 4],
    [18000.01, 0, false, 12, 5],
    // More debt due now than cash: nothing to fall back on.
    [1000, 2500, false, 0, 1],
  ] as const)(
    '£%d cash, £%d debts due now, dependants %s: %d months, answer %d',
    (cash, debts, dependants, months, answer) => {
      const fund = factFindEmergencyFund(
        evidence({ quickAccessCash: cash, debtsDueNow: debts, hasDependants: dependants }),
      );
      expect(fund?.answer).toBe(answer);
      expect(shownMonths(fund?.months ?? -1)).toBe(months);
    },
  );

  it('has no emergency fund to show without cash or outgoings recorded', () => {
    expect(factFindEmergencyFund(evidence({ quickAccessCash: null }))).toBeNull();
    expect(factFindEmergencyFund(evidence({ essentialMonthly: null }))).toBeNull();
  });
});

describe('version 3: capacity for loss is the lower of the answers and the fact-find', () => {
  it('caps at level 3 a client with £0 cash who answered "six to twelve months" and has no experience', () => {
    // Attitude: nine boldest answers, 9 × 5 = 45, level 7 (42–45); experience "None" is not scored. Capacity as
    // answered: 4 + 5 + 5 + 5 + 5 = 24, high, which caps nothing: level 7, final, before version 3.
    // The fact-find: £0 in cash against £1,500 of essential outgoings a month is 0 months, the answer "Less than a
    // month" (1). With it in place of the client's 4: 1 + 5 + 5 + 5 + 5 = 21, but an answer at its lowest makes
    // capacity low: the lower of high and low is low, which supports at most level 3 (Moderately cautious).
    const given = answers(5, { emergency_fund: 4 });
    const result = scoreRiskQuestionnaire(v3, given, evidence({ quickAccessCash: 0 }));
    expect(result).toMatchObject({
      score: 45,
      level: 7,
      answersCapacity: 'high',
      capacity: 'low',
      factFind: { months: 0, answer: 1, disagrees: true, capacity: 'low' },
    });
    expect(suitableLevel(v3, result.level, result.capacity)).toBe(3);
    expect(needsSecondLook(result)).toBe(true);
    // Without the fact-find the same answers give what they gave before: high, level 7.
    const unchecked = scoreRiskQuestionnaire(v3, given, null);
    expect(unchecked.capacity).toBe('high');
    expect(suitableLevel(v3, unchecked.level, unchecked.capacity)).toBe(7);
  });

  it('uses debts and dependants: £3,000 cash, £1,500 of outgoings and a child is low', () => {
    // £3,000 / £1,500 = 2 months, under MoneyHelper's three; with someone depending on the household that is the
    // lowest answer (1), so capacity is low though the client answered "One to three months" (2).
    const given = answers(4, { emergency_fund: 2 });
    const withChild = evidence({ quickAccessCash: 3000, hasDependants: true });
    expect(scoreRiskQuestionnaire(v3, given, withChild)).toMatchObject({
      answersCapacity: 'high',
      capacity: 'low',
      factFind: { answer: 1, disagrees: true },
    });
    // Without a dependant, 2 months is the client's own answer (2): 2 + 5 + 5 + 5 + 5 = 22, high; they agree.
    expect(scoreRiskQuestionnaire(v3, given, { ...withChild, hasDependants: false })).toMatchObject({
      capacity: 'high',
      factFind: { answer: 2, disagrees: false },
    });
    // £7,500 of cash less £3,000 due on cards: 4,500 / 1,500 = 3 months (3), below "More than a year" (5):
    // 3 + 5 + 5 + 5 + 5 = 23, still high, but the answers disagree and the client is asked.
    const debts = scoreRiskQuestionnaire(
      v3,
      answers(4, { emergency_fund: 5 }),
      evidence({ quickAccessCash: 7500, debtsDueNow: 3000 }),
    );
    expect(debts).toMatchObject({ capacity: 'high', factFind: { answer: 3, disagrees: true } });
    expect(needsSecondLook(debts)).toBe(true);
  });

  it('lowers capacity to medium where the fact-find moves the total into the medium band', () => {
    // Answers 5, 4, 4, 3, 3 total 19: high (19–25). £3,000 against £1,500 a month is 2 months, the answer 2 in place
    // of 5: 2 + 4 + 4 + 3 + 3 = 16, medium (12–18).
    const check = evidence({ quickAccessCash: 3000 });
    const given = answers(3, {
      emergency_fund: 5,
      reliance: 4,
      time_horizon: 4,
      income_security: 3,
      effect_of_loss: 3,
    });
    expect(scoreRiskQuestionnaire(v3, given, check)).toMatchObject({
      answersCapacity: 'high',
      capacity: 'medium',
    });
  });

  it('never raises capacity: a client who said less than the fact-find shows keeps their own answer', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.boolean(),
        (capacity, cash, hasDependants) => {
          const given = answers(3, Object.fromEntries(v3.capacity.map((q, i) => [q.id, capacity[i] ?? 3])));
          const result = scoreRiskQuestionnaire(
            v3,
            given,
            evidence({ quickAccessCash: cash, hasDependants }),
          );
          const order = ['low', 'medium', 'high'];
          expect(order.indexOf(result.capacity)).toBeLessThanOrEqual(order.indexOf(result.answersCapacity));
          expect(result.factFind?.disagrees).toBe((result.factFind?.answer ?? 0) < (capacity[0] ?? 0));
        },
      ),
    );
  });

  it('checks nothing on version 2, whose results keep their capacity', () => {
    const v2 = findRiskQuestionnaire(2);
    if (!v2) throw new Error('version 2 is kept');
    const result = scoreRiskQuestionnaire(v2, answers(5, { emergency_fund: 4 }), evidence({}));
    expect(result).toMatchObject({ capacity: 'high', factFind: null });
  });
});
