import { type RiskAssessment, type RiskResultStatus, riskCapacitySchema } from '@atrium/domain/contract/risk';
import { factFindEmergencyFund } from '@atrium/domain/risk/fact-find-check';
import { partnerDisagreements } from '@atrium/domain/risk/partners';
import {
  capacityCeilingOf,
  findRiskQuestionnaire,
  isRiskLevel,
  needsSecondLook,
  scoreRiskQuestionnaire,
  suitableLevel,
} from '@atrium/domain/risk/questionnaire';
import type { Capacity, RiskLevel, RiskQuestionnaire } from '@atrium/domain/risk/questionnaire-shape';
import { riskReviewDueOn, riskReviewMonthsDefault } from '@atrium/domain/risk/review';
import { personName, type ScopedClient } from '../access/access.ts';
import type { RiskAssessmentRow, RiskRepo } from './repo.ts';

// The one computation of a risk result: the API, the adviser's pages and the fact-find PDF all show what this
// returns (docs/attitude-to-risk.md).

export function questionnaireOf(row: { questionnaireVersion: number }): RiskQuestionnaire {
  const questionnaire = findRiskQuestionnaire(row.questionnaireVersion);
  if (!questionnaire) throw new Error(`Unknown questionnaire version ${row.questionnaireVersion}`);
  return questionnaire;
}

// The fact-find's check as the result shows it: the evidence kept at completion, the months and answer it makes,
// and what follows under the questionnaire's rules. Null on versions that do not check the fact-find.
function factFindOf(row: RiskAssessmentRow, scored: ReturnType<typeof scoreRiskQuestionnaire>) {
  const evidence = row.factFindCheck;
  if (!evidence || !questionnaireOf(row).checksFactFind) return null;
  const fund = factFindEmergencyFund(evidence);
  return {
    currency: evidence.currency,
    quick_access_cash: evidence.quickAccessCash,
    debts_due_now: evidence.debtsDueNow,
    essential_monthly: evidence.essentialMonthly,
    has_dependants: evidence.hasDependants,
    months: fund?.months ?? null,
    emergency_fund_answer: fund?.answer ?? null,
    disagrees: scored.factFind?.disagrees ?? false,
    capacity: scored.factFind?.capacity ?? null,
  };
}

// What a completed assessment's result means now: the stored score and levels, with what follows from its answers
// (and the fact-find as it was at completion) under its own questionnaire version, and the adviser's decisions.
export function resultOf(row: RiskAssessmentRow): RiskAssessment['result'] {
  if (row.status !== 'completed' || row.score === null || row.level === null || row.capacityScore === null)
    return null;
  const questionnaire = questionnaireOf(row);
  const scored = scoreRiskQuestionnaire(questionnaire, row.answers, row.factFindCheck);
  const calculatedLevel = (isRiskLevel(row.level) ? row.level : 1) as RiskLevel;
  // Stored at completion: the lower of the answers' and the fact-find's capacity, where the version checks it.
  const calculatedCapacity = riskCapacitySchema.parse(row.capacity);
  const capacity: Capacity = row.capacityOverride
    ? riskCapacitySchema.parse(row.capacityOverride)
    : calculatedCapacity;
  const suitable = suitableLevel(questionnaire, calculatedLevel, capacity);
  const status: RiskResultStatus =
    !needsSecondLook(scored) || row.reviewedAt
      ? 'final'
      : row.clientConfirmedAt
        ? 'awaiting_adviser'
        : 'awaiting_client';
  return {
    level: row.overrideLevel ?? suitable,
    calculated_level: calculatedLevel,
    suitable_level: suitable,
    capacity_ceiling: capacityCeilingOf(questionnaire, capacity),
    score: row.score,
    capacity,
    calculated_capacity: calculatedCapacity,
    capacity_score: row.capacityScore,
    capacity_low_because: scored.capacityLowBecause,
    capacity_override:
      row.capacityOverride && row.capacityOverriddenAt && row.capacityOverriddenBy
        ? {
            capacity,
            reason: row.capacityOverrideReason ?? '',
            by: row.capacityOverriddenBy,
            at: row.capacityOverriddenAt.toISOString(),
          }
        : null,
    answers_capacity: scored.answersCapacity,
    contradictions: scored.contradictions.map((c) => ({
      question_id: c.questionId,
      answer: c.answer,
      others_mean: c.othersMean,
    })),
    contradicting_pairs: scored.contradictingPairs.map((pair) => ({
      question_ids: pair.questionIds,
      answers: pair.answers,
    })),
    polarised: scored.polarisation
      ? { at_lowest: scored.polarisation.atLowest, at_highest: scored.polarisation.atHighest }
      : null,
    fact_find: factFindOf(row, scored),
    status,
    client_confirmed_at: row.clientConfirmedAt?.toISOString() ?? null,
    review:
      row.reviewedAt && row.reviewedBy
        ? { note: row.reviewNote ?? '', by: row.reviewedBy, at: row.reviewedAt.toISOString() }
        : null,
    override:
      row.overrideLevel !== null && row.overriddenAt && row.overriddenBy
        ? {
            level: row.overrideLevel,
            reason: row.overrideReason ?? '',
            by: row.overriddenBy,
            at: row.overriddenAt.toISOString(),
            above_capacity: row.overrideAboveCapacity,
          }
        : null,
    // Fixed at completion (migration 0021 gave earlier results theirs); the default only if a row somehow lacks it.
    review_due_on:
      row.reviewDueOn ?? riskReviewDueOn(row.completedAt ?? row.updatedAt, riskReviewMonthsDefault),
  };
}

export function toRiskAssessment(row: RiskAssessmentRow): RiskAssessment {
  return {
    id: row.id,
    person: row.person,
    questionnaire_version: row.questionnaireVersion,
    status: row.status,
    answers: row.answers,
    started_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    result: resultOf(row),
  };
}

// For the adviser's views: each person's current result (the first of their completed, newest first) gains the other
// person's answers to the same household facts where the two are far apart. `completed` is by person.
export function withPartnerDisagreements(
  completed: ReadonlyMap<1 | 2, RiskAssessmentRow[]>,
  names: Pick<ScopedClient, 'name' | 'jointName'>,
): Map<1 | 2, RiskAssessment[]> {
  const current = (person: 1 | 2) => completed.get(person)?.[0];
  return new Map(
    [...completed].map(([person, rows]) => {
      const assessments = rows.map(toRiskAssessment);
      const own = rows[0];
      const partnerPerson = person === 1 ? 2 : 1;
      const partner = current(partnerPerson);
      const [latest] = assessments;
      if (own && partner && latest?.result) {
        latest.result.partner = {
          name: personName(names, partnerPerson),
          disagreements: partnerDisagreements(
            { questionnaire: questionnaireOf(own), answers: own.answers },
            { questionnaire: questionnaireOf(partner), answers: partner.answers },
          ).map((d) => ({ question_id: d.questionId, answer: d.answer, partner_answer: d.partnerAnswer })),
        };
      }
      return [person, assessments];
    }),
  );
}

// Each person's latest completed result exactly as the adviser's Risk tab gives it (person 1 first), for other
// features that show it (the fact-find PDF). The caller has already scoped the client.
export async function latestRiskAssessments(
  repo: Pick<RiskRepo, 'listCompleted' | 'listPeople' | 'findHouseholdNames'>,
  clientId: number,
): Promise<RiskAssessment[]> {
  const [people, names] = await Promise.all([repo.listPeople(clientId), repo.findHouseholdNames(clientId)]);
  const completed = new Map(
    await Promise.all(
      people.map(async (person) => [person, await repo.listCompleted({ clientId, person })] as const),
    ),
  );
  return [...withPartnerDisagreements(completed, names).values()].flatMap(([latest]) =>
    latest ? [latest] : [],
  );
}
