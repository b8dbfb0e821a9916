import { adviserPaths } from '@atrium/domain/contract/adviser';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  type OverrideRiskCapacityRequest,
  type OverrideRiskLevelRequest,
  type ReviewRiskAssessmentRequest,
  type RiskAssessment,
  type RiskHouseholdResponse,
  type RiskOverviewResponse,
  type RiskResultStatus,
  riskCapacitySchema,
  riskMessages,
} from '@atrium/domain/contract/risk';
import { todayIso } from '@atrium/domain/factfind/dates';
import { riskLevelDescriptions } from '@atrium/domain/risk/descriptions';
import {
  type Capacity,
  capacityCeilingOf,
  currentRiskQuestionnaireVersion,
  findQuestion,
  findRiskQuestionnaire,
  isRiskLevel,
  type RiskLevel,
  type RiskQuestionnaire,
  scoreRiskQuestionnaire,
  suitableLevel,
  unansweredQuestions,
} from '@atrium/domain/risk/questionnaire';
import {
  addDaysIso,
  riskReviewDueOn,
  riskReviewMonthsDefault,
  riskReviewNoticeDays,
} from '@atrium/domain/risk/review';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound, validationFailed } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access, Household, ScopedClient } from '../access/access.ts';
import type { NewNotification, Notify, NotifyFirm } from '../notifications/service.ts';
import type { RiskAssessmentRow, RiskRepo, RiskSubject } from './repo.ts';

type Deps = {
  repo: RiskRepo;
  access: Pick<Access, 'householdOfCaller' | 'clientForStaff'>;
  audit: AuditLog;
  clock: Clock;
  notify: Notify;
  notifyFirm: NotifyFirm;
};

type DecisionStep = {
  may: (before: RiskAssessmentRow) => boolean;
  refusal: () => AppError;
  lost?: () => AppError;
  change: (before: RiskAssessmentRow) => Promise<RiskAssessmentRow | null>;
  audit: (before: RiskAssessmentRow) => { type: string; data: Record<string, unknown> };
};

// The adviser's overrides are made on a completed result only; one completed and gone since answers 404.
const onCompletedResult: Pick<DecisionStep, 'may' | 'refusal' | 'lost'> = {
  may: (before) => before.status === 'completed',
  refusal: () => new AppError('conflict', riskMessages.notCompleted),
  lost: notFound,
};

const levelName = (level: number) =>
  isRiskLevel(level) ? riskLevelDescriptions[level].name : `level ${level}`;

function questionnaireOf(row: { questionnaireVersion: number }): RiskQuestionnaire {
  const questionnaire = findRiskQuestionnaire(row.questionnaireVersion);
  if (!questionnaire) throw new Error(`Unknown questionnaire version ${row.questionnaireVersion}`);
  return questionnaire;
}

// What a completed assessment's result means now: the stored score and levels, with what follows from its answers
// under its own questionnaire version (contradictions, why capacity is low) and the adviser's decisions. The one
// computation of a result: the API, the adviser's pages and the fact-find PDF all show what this returns.
// The client's turn: they stand by answers that disagree, or go back to change them.
const awaitsClient = (row: RiskAssessmentRow) => resultOf(row)?.status === 'awaiting_client';

export function resultOf(row: RiskAssessmentRow): RiskAssessment['result'] {
  if (row.status !== 'completed' || row.score === null || row.level === null || row.capacityScore === null)
    return null;
  const questionnaire = questionnaireOf(row);
  const scored = scoreRiskQuestionnaire(questionnaire, row.answers);
  const calculatedLevel = (isRiskLevel(row.level) ? row.level : 1) as RiskLevel;
  const calculatedCapacity = riskCapacitySchema.parse(row.capacity);
  const capacity: Capacity = row.capacityOverride
    ? riskCapacitySchema.parse(row.capacityOverride)
    : calculatedCapacity;
  const suitable = suitableLevel(questionnaire, calculatedLevel, capacity);
  const status: RiskResultStatus =
    scored.contradictions.length === 0 || row.reviewedAt
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
    contradictions: scored.contradictions.map((c) => ({
      question_id: c.questionId,
      answer: c.answer,
      others_mean: c.othersMean,
    })),
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

// Each person's latest completed result exactly as the API gives it (person 1 first), for other features that show
// it (the fact-find PDF), so a result is worked out in one place only. The caller has already scoped the client.
export async function latestRiskAssessments(
  repo: Pick<RiskRepo, 'listCompleted' | 'listPeople'>,
  clientId: number,
): Promise<RiskAssessment[]> {
  const people = await repo.listPeople(clientId);
  const latest = await Promise.all(people.map((person) => repo.listCompleted({ clientId, person })));
  return latest.flatMap(([row]) => (row ? [toRiskAssessment(row)] : []));
}

// The name of the person an assessment is about: person 1 is the client, person 2 the joint partner.
export const personName = (client: Pick<ScopedClient, 'name' | 'jointName'>, person: 1 | 2) =>
  person === 1 ? client.name : (client.jointName ?? 'Partner');

// The client's attitude-to-risk questionnaire (/atrq) and their adviser's view of it. Answers are saved one at a
// time into the client's assessment in progress; submitting scores it under its own questionnaire version.
export function createRiskService({ repo, access, audit, clock, notify, notifyFirm }: Deps) {
  // Each person of a household answers as themselves: the caller's own assessments are their person's.
  const ownClient = (auth: AuthContext): Promise<Household> =>
    access.householdOfCaller(
      auth,
      'Only clients answer the risk questionnaire; the firm uses the adviser pages.',
    );

  const subjectOf = (household: Household): RiskSubject => ({
    clientId: household.clientId,
    person: household.person,
  });

  async function overview(subject: RiskSubject): Promise<RiskOverviewResponse> {
    const [inProgress, completed] = await Promise.all([
      repo.findInProgress(subject),
      repo.listCompleted(subject),
    ]);
    return {
      in_progress: inProgress ? toRiskAssessment(inProgress) : null,
      completed: completed.map(toRiskAssessment),
    };
  }

  async function inProgressOf(household: Household) {
    const subject = subjectOf(household);
    const existing = await repo.findInProgress(subject);
    if (existing) return existing;
    await repo.startInProgress({
      ...subject,
      firmId: household.firmId,
      version: currentRiskQuestionnaireVersion,
      at: clock.now(),
    });
    const started = await repo.findInProgress(subject);
    if (!started) throw new Error('The risk questionnaire could not be started');
    return started;
  }

  // A decision on a result tells the person it is about (household_members), when they sign in.
  async function notifyPerson(row: RiskAssessmentRow, notification: NewNotification) {
    if (row.personUserId !== null) await notify(row.personUserId, notification);
  }

  // What every decision on a result shares: find the client's assessment (404 if not theirs), check the decision
  // may be made on it (else the refusal), make it (the repo re-checks in its WHERE, so a race ends in the refusal,
  // or in `lost` where given) and audit it with the client and assessment. The caller tells whom it concerns.
  async function decide(
    auth: AuthContext,
    info: ClientInfo,
    client: ScopedClient,
    assessmentId: number,
    // On the client's own routes, the caller's person: another person's assessment answers as one that does not exist.
    person: 1 | 2 | null,
    step: DecisionStep,
  ): Promise<RiskAssessmentRow> {
    const before = await repo.findById(client.clientId, assessmentId);
    if (!before || (person !== null && before.person !== person)) throw notFound();
    if (!step.may(before)) throw step.refusal();
    const after = await step.change(before);
    if (!after) throw (step.lost ?? step.refusal)();
    const { type, data } = step.audit(before);
    await audit.record({
      ...info,
      type,
      firmId: client.firmId,
      userId: auth.userId,
      data: { clientId: client.clientId, assessmentId, person: before.person, ...data },
    });
    return after;
  }

  // The client's own decision on a result that waits for them (confirm the answers that disagree, or go back to
  // change them): their person's assessment only, and only while it awaits the client.
  async function decideOwn(
    auth: AuthContext,
    info: ClientInfo,
    assessmentId: number,
    step: {
      refusal: string;
      change: (clientId: number, assessmentId: number, at: Date) => Promise<RiskAssessmentRow | null>;
      type: string;
    },
  ): Promise<{ client: Household; row: RiskAssessmentRow }> {
    const client = await ownClient(auth);
    const row = await decide(auth, info, client, assessmentId, client.person, {
      may: awaitsClient,
      refusal: () => new AppError('conflict', step.refusal),
      change: () => step.change(client.clientId, assessmentId, clock.now()),
      audit: () => ({ type: step.type, data: {} }),
    });
    return { client, row };
  }

  // An adviser's decision on a client's result (override the level or the capacity, review answers that disagree),
  // as the service's method: the client within the caller's reach, the decision, and a word to the person it is
  // about, linking their result. `decision` gives the step and the word for the call's input.
  const adviserDecision =
    <Input>(
      decision: (call: {
        auth: AuthContext;
        client: ScopedClient;
        assessmentId: number;
        input: Input;
      }) => DecisionStep & { told: Pick<NewNotification, 'title' | 'body'> },
    ) =>
    async (
      auth: AuthContext,
      clientId: number,
      assessmentId: number,
      input: Input,
      info: ClientInfo,
    ): Promise<{ data: RiskAssessment }> => {
      const client = await access.clientForStaff(auth, clientId);
      const { told, ...step } = decision({ auth, client, assessmentId, input });
      const decided = await decide(auth, info, client, assessmentId, null, step);
      await notifyPerson(decided, {
        type: notificationTypes.riskLevelChanged,
        ...told,
        link: '/atrq/result',
      });
      return { data: toRiskAssessment(decided) };
    };

  return {
    // The client's reminder a month before their current result's review date: a notification, which also makes
    // an alert mail of the "notifications" kind (alerts/service.ts). Safe on every instance at once: each result
    // is claimed by one run (repo.claimDueReviewReminders); answers how many were claimed.
    async sendDueReviewReminders(limit = 50): Promise<number> {
      const now = clock.now();
      const until = addDaysIso(todayIso(now), riskReviewNoticeDays);
      const claimed = await repo.claimDueReviewReminders(now, until, riskReviewNoticeDays, limit);
      for (const row of claimed) {
        await notify(row.userId, {
          type: notificationTypes.riskReviewDue,
          title: 'Your attitude to risk is due for review',
          body: 'Your adviser reviews your risk profile regularly. Please look at your result and tell your adviser if anything has changed.',
          link: '/atrq/result',
        });
      }
      return claimed.length;
    },

    overviewOwn: async (auth: AuthContext) => overview(subjectOf(await ownClient(auth))),

    // A retake: a fresh questionnaire on the current version; earlier results stay as they are.
    async startOwn(auth: AuthContext): Promise<{ data: RiskAssessment }> {
      return { data: toRiskAssessment(await inProgressOf(await ownClient(auth))) };
    },

    async saveAnswerOwn(
      auth: AuthContext,
      questionId: string,
      value: number,
    ): Promise<{ data: RiskAssessment }> {
      const client = await ownClient(auth);
      const assessment = await inProgressOf(client);
      const questionnaire = findRiskQuestionnaire(assessment.questionnaireVersion);
      if (!questionnaire || !findQuestion(questionnaire, questionId))
        throw invalidField('question', riskMessages.unknownQuestion);
      const saved = await repo.saveAnswer(client.clientId, assessment.id, questionId, value, clock.now());
      // Submitted in between (another tab): the answer belongs to nothing now.
      if (!saved) throw new AppError('conflict', riskMessages.nothingToSubmit);
      return { data: toRiskAssessment(saved) };
    },

    async submitOwn(auth: AuthContext, info: ClientInfo): Promise<{ data: RiskAssessment }> {
      const client = await ownClient(auth);
      const assessment = await repo.findInProgress(subjectOf(client));
      if (!assessment) throw new AppError('conflict', riskMessages.nothingToSubmit);
      const questionnaire = findRiskQuestionnaire(assessment.questionnaireVersion);
      if (!questionnaire) throw new Error(`Unknown questionnaire version ${assessment.questionnaireVersion}`);
      const missing = unansweredQuestions(questionnaire, assessment.answers);
      if (missing.length > 0)
        throw validationFailed({
          errors: Object.fromEntries(missing.map((id) => [id, [riskMessages.unanswered]])),
        });
      const result = scoreRiskQuestionnaire(questionnaire, assessment.answers);
      const now = clock.now();
      const reviewDueOn = riskReviewDueOn(now, await repo.findReviewMonths(client.firmId));
      const completed = await repo.complete(
        client.clientId,
        assessment.id,
        {
          score: result.score,
          level: result.level,
          capacityScore: result.capacityScore,
          capacity: result.capacity,
          reviewDueOn,
        },
        now,
      );
      if (!completed) throw new AppError('conflict', riskMessages.nothingToSubmit);
      await audit.record({
        ...info,
        type: 'risk.completed',
        firmId: client.firmId,
        userId: auth.userId,
        data: {
          clientId: client.clientId,
          assessmentId: completed.id,
          person: client.person,
          version: questionnaire.version,
          score: result.score,
          level: result.level,
          capacity: result.capacity,
          contradictions: result.contradictions.map((c) => c.questionId),
        },
      });
      const suitable = suitableLevel(questionnaire, result.level, result.capacity);
      await notifyFirm(client, {
        type: notificationTypes.riskCompleted,
        title: `${personName(client, client.person)} completed the risk questionnaire`,
        body:
          `Level ${suitable} (${levelName(suitable)}), ${result.capacity} capacity for loss` +
          (suitable < result.level ? `, capped from level ${result.level}` : '') +
          (result.contradictions.length > 0 ? '. Some answers disagree: your review is needed.' : ''),
        link: adviserPaths.client(client.clientId),
      });
      return { data: toRiskAssessment(completed) };
    },

    // The adviser's view: each person of the household side by side, person 1 first; a joint household's partner
    // appears before they have answered or signed in.
    async overviewForClient(auth: AuthContext, clientId: number): Promise<RiskHouseholdResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const [people, members] = await Promise.all([repo.listPeople(clientId), repo.listMembers(clientId)]);
      const persons = new Set<1 | 2>([1, ...people]);
      if (client.jointName) persons.add(2);
      return {
        people: await Promise.all(
          [...persons].sort().map(async (person) => ({
            person,
            name: personName(client, person),
            signs_in: members.includes(person),
            ...(await overview({ clientId, person })),
          })),
        ),
      };
    },

    overrideForClient: adviserDecision<OverrideRiskLevelRequest>(({ auth, client, assessmentId, input }) => {
      let aboveCapacity = false;
      return {
        ...onCompletedResult,
        change: (before) => {
          const ceiling = capacityCeilingOf(
            questionnaireOf(before),
            riskCapacitySchema.parse(before.capacityOverride ?? before.capacity),
          );
          aboveCapacity = ceiling !== null && input.level > ceiling;
          if (aboveCapacity && input.acknowledge_above_capacity !== true)
            throw invalidField('acknowledge_above_capacity', riskMessages.aboveCapacity);
          return repo.override(client.clientId, assessmentId, {
            level: input.level,
            reason: input.reason,
            by: auth.userId,
            at: clock.now(),
            aboveCapacity,
          });
        },
        audit: (before) => ({
          type: 'risk.level_overridden',
          data: {
            calculatedLevel: before.level,
            previousLevel: before.overrideLevel ?? before.level,
            level: input.level,
            reason: input.reason,
            aboveCapacity,
          },
        }),
        told: {
          title: 'Your adviser has updated your attitude to risk',
          body: `Your risk level is now ${input.level} (${levelName(input.level)}).`,
        },
      };
    }),

    // The client stands by answers that disagree with each other; the adviser's review then makes it final.
    async confirmOwn(
      auth: AuthContext,
      assessmentId: number,
      info: ClientInfo,
    ): Promise<{ data: RiskAssessment }> {
      const { client, row: confirmed } = await decideOwn(auth, info, assessmentId, {
        refusal: riskMessages.nothingToConfirm,
        change: repo.confirm,
        type: 'risk.answers_confirmed',
      });
      await notifyFirm(client, {
        type: notificationTypes.riskCompleted,
        title: `${personName(client, client.person)} confirmed answers that disagree`,
        body: 'Their risk result waits for your review before it is final.',
        link: adviserPaths.client(client.clientId),
      });
      return { data: toRiskAssessment(confirmed) };
    },

    // The client goes back to change answers that disagree: the same questionnaire opens again with its answers.
    async revisitOwn(
      auth: AuthContext,
      assessmentId: number,
      info: ClientInfo,
    ): Promise<{ data: RiskAssessment }> {
      const { row: reopened } = await decideOwn(auth, info, assessmentId, {
        refusal: riskMessages.cannotRevisit,
        change: repo.reopen,
        type: 'risk.reopened',
      });
      return { data: toRiskAssessment(reopened) };
    },

    // The adviser's review of answers that disagree, with what they concluded: the result is then final.
    reviewForClient: adviserDecision<ReviewRiskAssessmentRequest>(
      ({ auth, client, assessmentId, input }) => ({
        may: (before) => {
          const status = resultOf(before)?.status;
          return status === 'awaiting_client' || status === 'awaiting_adviser';
        },
        refusal: () => new AppError('conflict', riskMessages.reviewNotNeeded),
        change: () =>
          repo.review(client.clientId, assessmentId, { note: input.note, by: auth.userId, at: clock.now() }),
        audit: () => ({ type: 'risk.reviewed', data: { note: input.note } }),
        told: { title: 'Your adviser has reviewed your attitude to risk', body: 'Your result is now final.' },
      }),
    ),

    // The adviser's own assessment of capacity for loss, with a reason; the calculated one is kept beside it.
    overrideCapacityForClient: adviserDecision<OverrideRiskCapacityRequest>(
      ({ auth, client, assessmentId, input }) => ({
        ...onCompletedResult,
        change: () =>
          repo.overrideCapacity(client.clientId, assessmentId, {
            capacity: input.capacity,
            reason: input.reason,
            by: auth.userId,
            at: clock.now(),
          }),
        audit: (before) => ({
          type: 'risk.capacity_overridden',
          data: {
            calculatedCapacity: before.capacity,
            previousCapacity: before.capacityOverride ?? before.capacity,
            capacity: input.capacity,
            reason: input.reason,
          },
        }),
        told: {
          title: 'Your adviser has updated your capacity for loss',
          body: `Your capacity for loss is now ${input.capacity}.`,
        },
      }),
    ),
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
