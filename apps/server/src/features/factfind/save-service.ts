import {
  type AnswerUpdateResponse,
  type FactFindUpdateRequest,
  type FactFindUpdateResponse,
  factFindMessages,
} from '@atrium/domain/contract/factfind';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { contactChangesOf } from '@atrium/domain/factfind/contact';
import { validateCustomAnswer } from '@atrium/domain/factfind/custom';
import { todayIso } from '@atrium/domain/factfind/dates';
import { can } from '@atrium/domain/factfind/permissions';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound, validationFailed } from '../../platform/errors.ts';
import { permissionsOfCaller, reachOfClient } from '../access/access.ts';
import type { Notify } from '../notifications/service.ts';
import { permissionDenied, requireWrite, resolveClientAccess } from './access.ts';
import { editsOf, type LiveEdit, type LiveEdits } from './live-edits.ts';
import { permissionsNeeded, planUpdate } from './plan-update.ts';
import {
  isIdempotencyKeyTaken,
  type PropertySaveRepo,
  type PropertySaveStatements,
} from './property-save-repo.ts';
import type { FactFindRepo, FactFindRow } from './repo.ts';
import type { FactFindWriter } from './save-repo.ts';
import { closedReason, type FactFindDeps } from './service.ts';
import { callerPermissions, customPermissionName, findQuestion } from './template-context.ts';

// One edit as the route hands it over: the Idempotency-Key if sent, with a hash of method, path and body that a
// retry with the same key must match; and the request's id, kept on the audit rows when no key was sent.
export type EditMeta = { idempotency: { key: string; requestHash: string } | null; requestId: string };

// A key seen before: the first answer again if it was for the same request, else a refusal.
function replay<T>(
  meta: EditMeta,
  earlier: { requestHash: string; statusCode: number | null; response: unknown },
): T {
  if (earlier.requestHash !== meta.idempotency?.requestHash || earlier.statusCode === null) {
    throw invalidField(
      'Idempotency-Key',
      factFindMessages.idempotencyKeyReused,
      factFindMessages.idempotencyKeyReused,
    );
  }
  return earlier.response as T;
}

// Runs an edit in one transaction with its Idempotency-Key (db/idempotency-keys.ts): a repeated key with the same
// request returns the first answer without applying anything; with another request it is refused. The key is
// recorded with the answer in the edit's transaction, so a concurrent request with the same key fails to record
// it and is undone: `settled` then tries it again, which replays the answer that won.
async function idempotent<T>(
  w: FactFindWriter,
  userId: number,
  meta: EditMeta,
  now: Date,
  apply: () => Promise<T>,
): Promise<T> {
  const key = meta.idempotency;
  if (key) {
    const earlier = await w.findIdempotentAnswer(userId, key.key);
    if (earlier) return replay(meta, earlier);
  }
  const response = await apply();
  if (key) {
    await w.recordIdempotentAnswer({ userId, key: key.key, requestHash: key.requestHash, response, now });
  }
  return response;
}

async function settled<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isIdempotencyKeyTaken(error)) throw error;
    return run();
  }
}

function requireDraft(factFind: FactFindRow | null, latest: FactFindRow | null): FactFindRow {
  const reason = closedReason(factFind ?? latest);
  if (!factFind || reason) throw new AppError('conflict', reason ?? factFindMessages.notStarted);
  return factFind;
}

// A save by one partner of the other's name or mobile: whom to tell (they confirm it on their profile), and who
// changed it.
type ContactNotice = { userId: number; by: string };

// The other person of the household whose account details the save changed in the fact-find (their account keeps
// its own: docs/decisions/011-one-set-of-contact-details.md), if they sign in.
function contactNoticeOf(
  members: readonly { userId: number; person: 1 | 2; name: string }[],
  saverId: number,
  changes: readonly { path: string; oldValue: unknown; newValue: unknown }[],
): ContactNotice | null {
  const saver = members.find((member) => member.userId === saverId);
  const other = members.find((member) => member.userId !== saverId);
  if (!saver || !other) return null;
  const changed = contactChangesOf(changes, other.person);
  return changed.name || changed.telephone ? { userId: other.userId, by: saver.name } : null;
}

export function createSaveService({
  repo,
  saveRepo,
  writeRepo,
  clock,
  liveEdits,
  notify,
}: Pick<FactFindDeps, 'repo' | 'writeRepo' | 'clock'> & {
  saveRepo: PropertySaveRepo;
  liveEdits?: LiveEdits;
  // The partner told their details were changed (features/notifications).
  notify?: Notify;
}) {
  // Best effort, as the live edits: the save stands whatever happens to the notice.
  async function tellContactChanged(notice: ContactNotice) {
    try {
      await notify?.(
        notice.userId,
        {
          type: notificationTypes.contactDetailsChanged,
          title: `${notice.by} changed your details in the fact-find`,
          body: 'Your account keeps its own until you check them on your profile.',
          link: '/profile',
        },
        { collapse: true },
      );
    } catch {
      // The profile still shows what to confirm, whenever they open it.
    }
  }

  // Built once per published template version; `r` reads the template on a miss, in the caller's transaction if any.
  const contextOf = (r: Pick<FactFindRepo, 'findTemplate'>, templateId: number | null) =>
    repo.templates.forTemplateId(templateId, r.findTemplate);

  // One try at a property save: null when the fact-find changed between the read and the write (only possible
  // without the row lock), so nothing was written.
  async function saveOnce({
    statements: r,
    lock,
    auth,
    clientId,
    request,
    meta,
  }: {
    statements: PropertySaveStatements;
    // True inside `saveRepo.locked`, under the fact-find's row lock: the row cannot change between read and write.
    lock: boolean;
    auth: AuthContext;
    clientId: number;
    request: FactFindUpdateRequest;
    meta: EditMeta;
  }): Promise<{
    response: FactFindUpdateResponse;
    live: LiveEdit | null;
    contactNotice?: ContactNotice | null;
  } | null> {
    const target = await r.findSaveTarget(
      { clientId, firmId: auth.firmId, userId: auth.userId, idempotencyKey: meta.idempotency?.key ?? null },
      lock,
    );
    if (!target) throw notFound();
    requireWrite({ canWrite: reachOfClient(target.client, auth) === 'household' });
    if (target.idempotency) return { response: replay(meta, target.idempotency), live: null };
    const { factFind } = target;
    const reason = closedReason(factFind);
    if (!factFind || reason) throw new AppError('conflict', reason ?? factFindMessages.notStarted);
    const ctx = await contextOf(r, factFind.templateId);
    const permissions = callerPermissions(
      ctx,
      permissionsOfCaller(auth, target.client.userId, target.permissions, target.householdPermissions),
    );
    for (const { name, action } of permissionsNeeded(request, factFind.data)) {
      if (!can(permissions, name, action)) throw permissionDenied();
    }
    const now = clock.now();
    const planned = planUpdate(request, {
      template: ctx.template,
      steps: ctx.steps,
      data: factFind.data,
      today: todayIso(now),
      lastCompletedStep: factFind.lastCompletedStep,
    });
    if (!planned.ok) throw validationFailed({ errors: planned.errors });
    const { op, changes } = planned.plan;
    const version = await r.applySave({
      factFindId: factFind.id,
      rowVersion: factFind.rowVersion,
      op,
      mergedItem: op.kind === 'item' ? changes[0]?.newValue : null,
      changes,
      userId: auth.userId,
      person: target.members.find((member) => member.userId === auth.userId)?.person ?? null,
      requestId: meta.idempotency?.key ?? meta.requestId,
      now,
      idempotency: meta.idempotency,
    });
    if (version === null && lock) throw new Error('Fact-find changed while locked');
    if (version === null) return null;
    const live = {
      clientId,
      members: target.members,
      firm: { firmId: auth.firmId, adviserId: target.client.adviserId },
      factFindId: factFind.id,
      userId: auth.userId,
      version,
      lastUpdated: now,
    };
    return {
      response: { lastUpdated: now.toISOString(), version },
      live: { ...live, edits: editsOf(op, changes) },
      contactNotice: contactNoticeOf(target.members, auth.userId, changes),
    };
  }

  return {
    pruneIdempotencyKeys: () =>
      repo.pruneIdempotencyKeys(new Date(clock.now().getTime() - 24 * 60 * 60 * 1000)),

    // Optimistic first: read, check and plan without a lock, then write only if the row is still the one read
    // (two statements, no transaction). If another write came in between, the save is checked and planned again
    // from the new row under its lock, so it is never lost nor applied against a stale document.
    async update(
      auth: AuthContext,
      clientId: number,
      request: FactFindUpdateRequest,
      meta: EditMeta,
    ): Promise<FactFindUpdateResponse> {
      const edit = { auth, clientId, request, meta };
      let lock = false;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          const saved = lock
            ? await saveRepo.locked((statements) => saveOnce({ ...edit, statements, lock: true }))
            : await saveOnce({ ...edit, statements: saveRepo, lock: false });
          if (saved) {
            // The partner's open fact-find follows (live-edits.ts); a replayed save was told already.
            if (saved.live) await liveEdits?.announce(saved.live);
            if (saved.contactNotice) await tellContactChanged(saved.contactNotice);
            return saved.response;
          }
          lock = true;
        } catch (error) {
          if (!isIdempotencyKeyTaken(error)) throw error;
          // A concurrent request with the same key committed first: the next read finds its answer.
          lock = false;
        }
      }
      throw new Error('Fact-find save did not settle');
    },

    async updateAnswer(
      auth: AuthContext,
      answerId: number,
      value: unknown,
      meta: EditMeta,
      // What was typed where clamping kept `value` (audit text only: kept only beside a number it differs from).
      typed?: string,
    ): Promise<AnswerUpdateResponse> {
      const found = await repo.findAnswer(answerId, auth.firmId);
      if (!found) throw notFound();
      const access = await resolveClientAccess(repo, auth, found.clientId);
      requireWrite(access);
      const caller = await repo.findUserSummary(auth.userId);
      let live: LiveEdit | null = null;
      const response = await settled(() => {
        live = null;
        return writeRepo.transaction((w, r) =>
          idempotent(w, auth.userId, meta, clock.now(), async () => {
            const locked = await w.lockFactFind(found.factFindId);
            const factFind = requireDraft(locked?.status === 'draft' ? locked : null, locked);
            const answer = await w.lockAnswer(answerId);
            const ctx = await contextOf(r, factFind.templateId);
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
            if (error) throw invalidField('value', error);
            const now = clock.now();
            const path = `custom.${answer.questionId}`;
            const isClamped = typed !== undefined && typeof value === 'number' && typed !== String(value);
            await w.updateAnswer(answerId, value, auth.userId, now);
            const touched = await w.touchFactFind(factFind.id, now);
            live = {
              clientId: found.clientId,
              firm: { firmId: access.client.firmId, adviserId: access.client.adviserId },
              factFindId: factFind.id,
              userId: auth.userId,
              version: touched.version,
              lastUpdated: now,
              edits: [{ op: 'set', path, value }],
            };
            await w.insertChanges([
              {
                firmId: factFind.firmId,
                factFindId: factFind.id,
                userId: auth.userId,
                path,
                oldValue: answer.value ?? null,
                newValue: value,
                typedValue: isClamped ? { [path]: typed } : null,
                requestId: meta.idempotency?.key ?? meta.requestId,
                createdAt: now,
              },
            ]);
            return { answer: { id: answerId, value } };
          }),
        );
      });
      if (live) await liveEdits?.announce(live);
      return response;
    },
  };
}

export type SaveService = ReturnType<typeof createSaveService>;
