import { adviserPaths } from '@atrium/domain/contract/adviser';
import { messages } from '@atrium/domain/contract/errors';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  type OverrideRiskLevelRequest,
  type RiskAssessment,
  type RiskOverviewResponse,
  riskCapacitySchema,
  riskMessages,
} from '@atrium/domain/contract/risk';
import {
  currentRiskQuestionnaireVersion,
  findQuestion,
  findRiskQuestionnaire,
  isRiskLevel,
  riskLevelDescriptions,
  scoreRiskQuestionnaire,
  unansweredQuestions,
} from '@atrium/domain/risk/questionnaire';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { AdviserAccess, ScopedClient } from '../adviser-access/service.ts';
import type { RiskAssessmentRow, RiskRepo } from './repo.ts';

type NewNotification = { type: string; title: string; body: string; link: string | null };

type Deps = {
  repo: RiskRepo;
  access: AdviserAccess;
  audit: AuditLog;
  clock: Clock;
  notify: (userId: number, notification: NewNotification) => Promise<unknown>;
  notifyFirm: (client: { firmId: number; adviserId: number | null }, n: NewNotification) => Promise<unknown>;
};

const levelName = (level: number) =>
  isRiskLevel(level) ? riskLevelDescriptions[level].name : `level ${level}`;

const invalid = (errors: Record<string, string[]>) =>
  new AppError('validation_failed', messages.invalidData, { errors });

export function toRiskAssessment(row: RiskAssessmentRow): RiskAssessment {
  const hasResult =
    row.status === 'completed' && row.score !== null && row.level !== null && row.capacityScore !== null;
  return {
    id: row.id,
    questionnaire_version: row.questionnaireVersion,
    status: row.status,
    answers: row.answers,
    started_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    result: hasResult
      ? {
          level: row.overrideLevel ?? row.level ?? 1,
          calculated_level: row.level ?? 1,
          score: row.score ?? 0,
          capacity: riskCapacitySchema.parse(row.capacity),
          capacity_score: row.capacityScore ?? 0,
          override:
            row.overrideLevel !== null && row.overriddenAt && row.overriddenBy
              ? {
                  level: row.overrideLevel,
                  reason: row.overrideReason ?? '',
                  by: row.overriddenBy,
                  at: row.overriddenAt.toISOString(),
                }
              : null,
        }
      : null,
  };
}

// The client's attitude-to-risk questionnaire (/atrq) and their adviser's view of it. Answers are saved one at a
// time into the client's assessment in progress; submitting scores it under its own questionnaire version.
export function createRiskService({ repo, access, audit, clock, notify, notifyFirm }: Deps) {
  async function ownClient(auth: AuthContext): Promise<ScopedClient> {
    const client = auth.role === 'client' ? await access.findClientOfUser(auth.userId) : null;
    if (!client)
      throw new AppError(
        'forbidden',
        'Only clients answer the risk questionnaire; the firm uses the adviser pages.',
      );
    return client;
  }

  async function overview(client: ScopedClient): Promise<RiskOverviewResponse> {
    const [inProgress, completed] = await Promise.all([
      repo.findInProgress(client.clientId),
      repo.listCompleted(client.clientId),
    ]);
    return {
      in_progress: inProgress ? toRiskAssessment(inProgress) : null,
      completed: completed.map(toRiskAssessment),
    };
  }

  async function inProgressOf(client: ScopedClient) {
    const existing = await repo.findInProgress(client.clientId);
    if (existing) return existing;
    await repo.startInProgress({
      firmId: client.firmId,
      clientId: client.clientId,
      version: currentRiskQuestionnaireVersion,
      at: clock.now(),
    });
    const started = await repo.findInProgress(client.clientId);
    if (!started) throw new Error('The risk questionnaire could not be started');
    return started;
  }

  return {
    overviewOwn: async (auth: AuthContext) => overview(await ownClient(auth)),

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
        throw invalid({ question: [riskMessages.unknownQuestion] });
      const saved = await repo.saveAnswer(client.clientId, assessment.id, questionId, value, clock.now());
      // Submitted in between (another tab): the answer belongs to nothing now.
      if (!saved) throw new AppError('conflict', riskMessages.nothingToSubmit);
      return { data: toRiskAssessment(saved) };
    },

    async submitOwn(auth: AuthContext, info: ClientInfo): Promise<{ data: RiskAssessment }> {
      const client = await ownClient(auth);
      const assessment = await repo.findInProgress(client.clientId);
      if (!assessment) throw new AppError('conflict', riskMessages.nothingToSubmit);
      const questionnaire = findRiskQuestionnaire(assessment.questionnaireVersion);
      if (!questionnaire) throw new Error(`Unknown questionnaire version ${assessment.questionnaireVersion}`);
      const missing = unansweredQuestions(questionnaire, assessment.answers);
      if (missing.length > 0)
        throw invalid(Object.fromEntries(missing.map((id) => [id, [riskMessages.unanswered]])));
      const result = scoreRiskQuestionnaire(questionnaire, assessment.answers);
      const completed = await repo.complete(client.clientId, assessment.id, result, clock.now());
      if (!completed) throw new AppError('conflict', riskMessages.nothingToSubmit);
      await audit.record({
        ...info,
        type: 'risk.completed',
        firmId: client.firmId,
        userId: auth.userId,
        data: {
          clientId: client.clientId,
          assessmentId: completed.id,
          version: questionnaire.version,
          score: result.score,
          level: result.level,
          capacity: result.capacity,
        },
      });
      await notifyFirm(client, {
        type: notificationTypes.riskCompleted,
        title: `${client.name} completed the risk questionnaire`,
        body: `Level ${result.level} (${levelName(result.level)}), ${result.capacity} capacity for loss`,
        link: adviserPaths.client(client.clientId),
      });
      return { data: toRiskAssessment(completed) };
    },

    overviewForClient: async (auth: AuthContext, clientId: number) =>
      overview(await access.clientInScope(auth, clientId)),

    async overrideForClient(
      auth: AuthContext,
      clientId: number,
      assessmentId: number,
      input: OverrideRiskLevelRequest,
      info: ClientInfo,
    ): Promise<{ data: RiskAssessment }> {
      const client = await access.clientInScope(auth, clientId);
      const before = await repo.findById(client.clientId, assessmentId);
      if (!before) throw notFound();
      if (before.status !== 'completed') throw new AppError('conflict', riskMessages.notCompleted);
      const updated = await repo.override(client.clientId, assessmentId, {
        level: input.level,
        reason: input.reason,
        by: auth.userId,
        at: clock.now(),
      });
      if (!updated) throw notFound();
      await audit.record({
        ...info,
        type: 'risk.level_overridden',
        firmId: client.firmId,
        userId: auth.userId,
        data: {
          clientId: client.clientId,
          assessmentId,
          calculatedLevel: before.level,
          previousLevel: before.overrideLevel ?? before.level,
          level: input.level,
          reason: input.reason,
        },
      });
      await notify(client.userId, {
        type: notificationTypes.riskLevelChanged,
        title: 'Your adviser has updated your attitude to risk',
        body: `Your risk level is now ${input.level} (${levelName(input.level)}).`,
        link: '/atrq/result',
      });
      return { data: toRiskAssessment(updated) };
    },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
