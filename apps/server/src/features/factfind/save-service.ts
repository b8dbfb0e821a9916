import { messages } from '@atrium/domain/contract/errors';
import {
  type AnswerUpdateResponse,
  type FactFindUpdateRequest,
  type FactFindUpdateResponse,
  factFindMessages,
} from '@atrium/domain/contract/factfind';
import { validateCustomAnswer } from '@atrium/domain/factfind/custom';
import { todayIso } from '@atrium/domain/factfind/dates';
import { can } from '@atrium/domain/factfind/permissions';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { permissionDenied, requireWrite, resolveClientAccess } from './access.ts';
import { permissionsNeeded, planUpdate } from './plan-update.ts';
import type { FactFindRepo, FactFindRow } from './repo.ts';
import type { FactFindWriter } from './save-repo.ts';
import { closedReason, type FactFindDeps } from './service.ts';
import {
  callerPermissions,
  customPermissionName,
  findQuestion,
  templateContext,
} from './template-context.ts';

// One edit as the route hands it over: who, the Idempotency-Key if sent, and a hash of method, path and body.
export type EditMeta = { idempotencyKey: string | null; requestHash: string; requestId: string };

const invalid = (errors: Record<string, string[]>) =>
  new AppError('validation_failed', messages.invalidData, { errors });

// Runs an edit in one transaction with its idempotency record: a repeated key with the same request returns the
// first answer without applying anything; with another request it is refused.
async function idempotent<T>(
  w: FactFindWriter,
  userId: number,
  meta: EditMeta,
  now: Date,
  apply: () => Promise<T>,
): Promise<T> {
  const key = meta.idempotencyKey;
  if (key) {
    const claim = await w.claimIdempotencyKey(userId, key, meta.requestHash, now);
    if (!claim.claimed) {
      if (claim.requestHash !== meta.requestHash || claim.statusCode === null) {
        throw new AppError('validation_failed', factFindMessages.idempotencyKeyReused, {
          errors: { 'Idempotency-Key': [factFindMessages.idempotencyKeyReused] },
        });
      }
      return claim.response as T;
    }
  }
  const response = await apply();
  if (key) await w.storeIdempotentResponse(userId, key, 200, response);
  return response;
}

function requireDraft(factFind: FactFindRow | null, latest: FactFindRow | null): FactFindRow {
  const reason = closedReason(factFind ?? latest);
  if (!factFind || reason) throw new AppError('conflict', reason ?? factFindMessages.notStarted);
  return factFind;
}

export function createSaveService({
  repo,
  writeRepo,
  clock,
}: Pick<FactFindDeps, 'repo' | 'writeRepo' | 'clock'>) {
  const contextOf = async (r: FactFindRepo, factFind: FactFindRow) =>
    templateContext(factFind.templateId ? await r.findTemplate(factFind.templateId) : null);

  return {
    pruneIdempotencyKeys: () =>
      repo.pruneIdempotencyKeys(new Date(clock.now().getTime() - 24 * 60 * 60 * 1000)),

    async update(
      auth: AuthContext,
      clientId: number,
      request: FactFindUpdateRequest,
      meta: EditMeta,
    ): Promise<FactFindUpdateResponse> {
      const access = await resolveClientAccess(repo, auth, clientId);
      requireWrite(access);
      const caller = await repo.findUserSummary(auth.userId);
      return writeRepo.transaction((w, r) =>
        idempotent(w, auth.userId, meta, clock.now(), async () => {
          // The latest (reviewed) fact-find only explains a refusal when none is open: one query fewer per save.
          const open = await w.lockOpenFactFind(clientId);
          const factFind = requireDraft(open, open ?? (await r.findLatestFactFind(clientId)));
          const ctx = await contextOf(r, factFind);
          const permissions = callerPermissions(ctx, caller?.permissions ?? {});
          for (const { name, action } of permissionsNeeded(request, factFind.data)) {
            if (!can(permissions, name, action)) throw permissionDenied();
          }
          const planned = planUpdate(request, {
            template: ctx.template,
            steps: ctx.steps,
            data: factFind.data,
            today: todayIso(clock.now()),
            lastCompletedStep: factFind.lastCompletedStep,
          });
          if (!planned.ok) throw invalid(planned.errors);
          const { op, changes } = planned.plan;
          const now = clock.now();
          const mergedItem = op.kind === 'item' ? changes[0]?.newValue : null;
          const saved = await w.applyOp(factFind.id, op, mergedItem, now);
          await w.insertChanges(
            changes.map((change) => ({
              factFindId: factFind.id,
              userId: auth.userId,
              path: change.path,
              oldValue: change.oldValue,
              newValue: change.newValue,
              requestId: meta.idempotencyKey ?? meta.requestId,
              createdAt: now,
            })),
          );
          return { lastUpdated: saved.updatedAt.toISOString(), version: saved.version };
        }),
      );
    },

    async updateAnswer(
      auth: AuthContext,
      answerId: number,
      value: unknown,
      meta: EditMeta,
    ): Promise<AnswerUpdateResponse> {
      const found = await repo.findAnswer(answerId, auth.firmId);
      if (!found) throw notFound();
      const access = await resolveClientAccess(repo, auth, found.clientId);
      requireWrite(access);
      const caller = await repo.findUserSummary(auth.userId);
      return writeRepo.transaction((w, r) =>
        idempotent(w, auth.userId, meta, clock.now(), async () => {
          const locked = await w.lockFactFind(found.factFindId);
          const factFind = requireDraft(locked?.status === 'draft' ? locked : null, locked);
          const answer = await w.lockAnswer(answerId);
          const ctx = await contextOf(r, factFind);
          const located = answer ? findQuestion(ctx, answer.questionId) : null;
          if (!answer || !located) throw notFound();
          if (
            !can(
              callerPermissions(ctx, caller?.permissions ?? {}),
              customPermissionName(located.page),
              'update',
            )
          ) {
            throw permissionDenied();
          }
          const error = validateCustomAnswer(located.question, value);
          if (error) throw invalid({ value: [error] });
          const now = clock.now();
          await w.updateAnswer(answerId, value, auth.userId, now);
          await w.touchFactFind(factFind.id, now);
          await w.insertChanges([
            {
              factFindId: factFind.id,
              userId: auth.userId,
              path: `custom.${answer.questionId}`,
              oldValue: answer.value ?? null,
              newValue: value,
              requestId: meta.idempotencyKey ?? meta.requestId,
              createdAt: now,
            },
          ]);
          return { answer: { id: answerId, value } };
        }),
      );
    },
  };
}

export type SaveService = ReturnType<typeof createSaveService>;
