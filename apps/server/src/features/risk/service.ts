import { adviserPaths } from '@atrium/domain/contract/adviser';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  type OverrideRiskCapacityRequest,
  type OverrideRiskLevelRequest,
  type ReviewRiskAssessmentRequest,
  type RiskAssessment,
  type RiskHouseholdResponse,
  type RiskOverviewResponse,
  riskCapacitySchema,
  riskMessages,
} from '@atrium/domain/contract/risk';
import { todayIso } from '@atrium/domain/factfind/dates';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { riskLevelDescriptions } from '@atrium/domain/risk/descriptions';
import { factFindCapacityEvidence } from '@atrium/domain/risk/fact-find-check';
import {
  capacityCeilingOf,
  currentRiskQuestionnaireVersion,
  findQuestion,
  findRiskQuestionnaire,
  isRiskLevel,
  needsSecondLook,
  scoreRiskQuestionnaire,
  suitableLevel,
  unansweredQuestions,
} from '@atrium/domain/risk/questionnaire';
import { addDaysIso, riskReviewDueOn, riskReviewNoticeDays } from '@atrium/domain/risk/review';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound, validationFailed } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { type Access, type Household, personName, type ScopedClient } from '../access/access.ts';
import type { NewNotification, Notify, NotifyFirm } from '../notifications/service.ts';
import type { RiskAssessmentRow, RiskRepo, RiskSubject } from './repo.ts';
import { questionnaireOf, resultOf, toRiskAssessment, withPartnerDisagreements } from './results.ts';

type Deps = {
  repo: RiskRepo;
  access: Pick<Access, 'householdOfCaller' | 'clientForStaff'>;
  audit: AuditLog;
  clock: Clock;
  notify: Notify;
  notifyFirm: NotifyFirm;
  // The client's fact-find as the caller reads it (a category they may not read left out): the factfind feature's
  // GET …/portal/changes.
  factFindOf: (auth: AuthContext, clientId: number) => Promise<FactFindData>;
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

// The client's turn: they stand by answers that disagree, or go back to change them.
const awaitsClient = (row: RiskAssessmentRow) => resultOf(row)?.status === 'awaiting_client';

// The client's attitude-to-risk questionnaire (/atrq) and their adviser's view of it. Answers are saved one at a
// time into the client's assessment in progress; submitting scores it under its own questionnaire version.
export function createRiskService({ repo, access, audit, clock, notify, notifyFirm, factFindOf }: Deps) {
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
      // What the fact-find says now, kept with the result (versions that check it).
      const [names, factFind] = questionnaire.checksFactFind
        ? await Promise.all([repo.findHouseholdNames(client.clientId), factFindOf(auth, client.clientId)])
        : [null, null];
      const evidence = names && factFind ? factFindCapacityEvidence(factFind, names.currency) : null;
      const result = scoreRiskQuestionnaire(questionnaire, assessment.answers, evidence);
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
          factFindCheck: evidence,
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
          answersCapacity: result.answersCapacity,
          contradictions: result.contradictions.map((c) => c.questionId),
          contradictingPairs: result.contradictingPairs.map((pair) => pair.questionIds),
          polarised: result.polarisation !== null,
          factFindDisagrees: result.factFind?.disagrees ?? null,
        },
      });
      const suitable = suitableLevel(questionnaire, result.level, result.capacity);
      const answersDisagree = needsSecondLook({ ...result, factFind: null });
      await notifyFirm(client, {
        type: notificationTypes.riskCompleted,
        title: `${personName(client, client.person)} completed the risk questionnaire`,
        body:
          `Level ${suitable} (${levelName(suitable)}), ${result.capacity} capacity for loss` +
          (suitable < result.level ? `, capped from level ${result.level}` : '') +
          (answersDisagree
            ? '. Some answers disagree: your review is needed.'
            : result.factFind?.disagrees
              ? '. The emergency savings answer disagrees with the fact-find: your review is needed.'
              : ''),
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
      const sorted = [...persons].sort();
      const [inProgress, completed] = await Promise.all([
        Promise.all(sorted.map((person) => repo.findInProgress({ clientId, person }))),
        Promise.all(
          sorted.map(async (person) => [person, await repo.listCompleted({ clientId, person })] as const),
        ),
      ]);
      // Each person's current result shows where the other's answers about the household disagree.
      const assessments = withPartnerDisagreements(new Map(completed), client);
      return {
        people: sorted.map((person, index) => {
          const open = inProgress[index];
          return {
            person,
            name: personName(client, person),
            signs_in: members.includes(person),
            in_progress: open ? toRiskAssessment(open) : null,
            completed: assessments.get(person) ?? [],
          };
        }),
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
