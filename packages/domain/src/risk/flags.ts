import type { RiskAssessment } from '../contract/risk.ts';
import { formatMoney } from '../money/format.ts';
import { shownMonths } from './fact-find-check.ts';
import { findQuestion, findRiskQuestionnaire, questionAsRead } from './questionnaire.ts';
import type { RiskReader } from './questionnaire-shape.ts';

// What a risk result asks someone to look at again, in plain words: answers that cannot all be true, an emergency
// fund the fact-find does not bear out, and partners who answer one household fact far apart. The one wording of
// them: the client's result page, the adviser's Risk tab and the fact-find PDF all show what this returns
// (docs/attitude-to-risk.md). The client reads "you"; the adviser and the PDF read about the person.

export type RiskFlagTexts = {
  // Each answer far from the others, each pair that cannot both be true, and a polarised set: a sentence each.
  disagreements: string[];
  // The fact-find's emergency fund against the answer (the client reads it only when they disagree).
  factFind: { disagrees: boolean; text: string } | null;
  // Each household fact the partners answered far apart (the adviser's views only).
  partner: string[];
};

type Result = NonNullable<RiskAssessment['result']>;

const monthsText = (months: number) => {
  const shown = shownMonths(months);
  return `${shown} ${shown === 1 ? 'month' : 'months'}`;
};

export function riskFlagTexts(assessment: RiskAssessment, reader: RiskReader): RiskFlagTexts {
  const result = assessment.result;
  if (!result) return { disagreements: [], factFind: null, partner: [] };
  const questionnaire = findRiskQuestionnaire(assessment.questionnaire_version);
  // Each question in the reader's words: the client's as asked, the adviser's about the person.
  const question = (id: string) => {
    const found = questionnaire ? findQuestion(questionnaire, id) : null;
    return found ? questionAsRead(found, reader) : null;
  };
  const textOf = (id: string) => question(id)?.text ?? id;
  const option = (id: string, value: number | undefined) =>
    value ? (question(id)?.options[value - 1] ?? String(value)) : 'not answered';
  const answered = (id: string, value = assessment.answers[id]) =>
    reader === 'client'
      ? `${textOf(id)} You answered ${option(id, value)}`
      : `${textOf(id)} Answered: ${option(id, value)}.`;

  const disagreements = [
    ...result.contradictions.map((c) =>
      reader === 'client'
        ? `${answered(c.question_id)}, while your other answers were ${c.others_mean > c.answer ? 'much bolder' : 'much more careful'}.`
        : `${answered(c.question_id)} The other attitude answers average ${c.others_mean.toFixed(1)} of 5.`,
    ),
    ...result.contradicting_pairs.map(({ question_ids: [first, second], answers: [a, b] }) =>
      reader === 'client'
        ? `${answered(first, a)}. ${answered(second, b)}. These two answers cannot both be true.`
        : `${answered(first, a)} ${answered(second, b)} These two answers cannot both be true.`,
    ),
    ...(result.polarised
      ? [
          reader === 'client'
            ? `You gave the most careful answer to ${result.polarised.at_lowest} questions and the boldest answer to ${result.polarised.at_highest}. Added up they land in the middle, which describes neither.`
            : `The most careful answer to ${result.polarised.at_lowest} questions and the boldest to ${result.polarised.at_highest}: the total lands in the middle, a level neither set of answers describes.`,
        ]
      : []),
  ];
  return {
    disagreements,
    factFind: factFindText(assessment, result, reader, option),
    partner:
      reader === 'adviser' && result.partner
        ? result.partner.disagreements.map(
            (d) =>
              `${textOf(d.question_id)} Answered: ${option(d.question_id, d.answer)}. ${result.partner?.name} answered: ${option(d.question_id, d.partner_answer)}. Both are about the one household and cannot both be right.`,
          )
        : [],
  };
}

function factFindText(
  assessment: RiskAssessment,
  result: Result,
  reader: RiskReader,
  option: (id: string, value: number | undefined) => string,
): RiskFlagTexts['factFind'] {
  const check = result.fact_find;
  if (!check) return null;
  const { currency } = check;
  if (check.months === null || check.emergency_fund_answer === null || check.essential_monthly === null) {
    if (reader === 'client') return null;
    const missing = [
      check.quick_access_cash === null ? 'savings and investments' : null,
      check.essential_monthly === null ? 'essential outgoings' : null,
    ].filter((part) => part !== null);
    return {
      disagrees: false,
      text: `Not checked: the fact-find recorded no ${missing.join(' and no ')} when the questionnaire was submitted.`,
    };
  }
  const you = reader === 'client';
  const own = option('emergency_fund', assessment.answers.emergency_fund);
  const theirs = option('emergency_fund', check.emergency_fund_answer);
  const cash = formatMoney(check.quick_access_cash ?? 0, currency);
  const debts =
    check.debts_due_now > 0
      ? `, less ${formatMoney(check.debts_due_now, currency)} owed on credit cards and overdrafts`
      : '';
  const dependants = check.has_dependants
    ? you
      ? ' With people depending on you, under three months counts as the lowest answer.'
      : ' With people depending on the household, under three months counts as the lowest answer.'
    : '';
  const shows = `${you ? 'Your' : 'The'} fact-find shows ${cash} in cash ${you ? 'you' : 'the household'} can reach quickly${debts}: ${monthsText(check.months)} of ${you ? 'your' : 'its'} essential outgoings of ${formatMoney(check.essential_monthly, currency)} a month, the answer “${theirs}”.${dependants}`;
  if (!check.disagrees) {
    if (you) return null;
    const agrees =
      check.emergency_fund_answer === assessment.answers.emergency_fund
        ? 'It agrees with the answer given.'
        : `The answer given (“${own}”) is lower, and stands.`;
    return { disagrees: false, text: `${shows} ${agrees}` };
  }
  const lower =
    check.capacity && check.capacity !== result.answers_capacity
      ? ` The lower of the two stands: capacity for loss is ${check.capacity}, not ${result.answers_capacity}.`
      : ` The lower of the two stands; capacity for loss stays ${result.answers_capacity}.`;
  return {
    disagrees: true,
    text: you
      ? `You answered “${own}” to how long your savings would pay your essential bills. ${shows}${lower}`
      : `Answered “${own}”. ${shows}${lower}`,
  };
}
