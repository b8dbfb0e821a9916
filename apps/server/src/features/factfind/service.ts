import {
  factFindMessages,
  type PortalChangesResponse,
  type ReturnNote,
} from '@atrium/domain/contract/factfind';
import { todayIso } from '@atrium/domain/factfind/dates';
import { missingForReview } from '@atrium/domain/factfind/missing';
import { can } from '@atrium/domain/factfind/permissions';
import type { FactFindData } from '@atrium/domain/factfind/template';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { type ClientAccess, requireWrite, resolveClientAccess } from './access.ts';
import type { ConsentRepo } from './consent-repo.ts';
import type { ClientAccessRow, FactFindRepo, FactFindRow } from './repo.ts';
import type { FactFindWriteRepo, FactFindWriter } from './save-repo.ts';
import { callerPermissions, customPagesView, customQuestions } from './template-context.ts';

// Told after a client submits (issue 7: the adviser's bell and live dashboard); a failure here is logged by the
// caller's hook, never undoes the submission.
export type FactFindSubmitted = (event: { client: ClientAccessRow; factFind: FactFindRow }) => Promise<void>;

export type FactFindDeps = {
  repo: FactFindRepo;
  writeRepo: FactFindWriteRepo;
  consentRepo: ConsentRepo;
  audit: AuditLog;
  clock: Clock;
  onSubmitted?: FactFindSubmitted;
};

const conflict = (message: string) => new AppError('conflict', message);

// Why the client's current fact-find cannot change: nothing started, awaiting review, or reviewed.
export function closedReason(latest: Pick<FactFindRow, 'status'> | null): string | null {
  if (!latest) return factFindMessages.notStarted;
  if (latest.status === 'awaiting-review') return factFindMessages.awaitingReview;
  if (latest.status === 'reviewed') return factFindMessages.reviewed;
  return null;
}

// A first fact-find starts from what the firm already knows: the joint choice, names and dates of birth.
// It is never empty, which is what tells the web app that one has been started (spec §2).
export function seedFromClient(client: ClientAccessRow): FactFindData {
  const person = (name: string, dob: string | null) => {
    const parts = name.trim().split(/\s+/).filter(Boolean);
    const details: Record<string, string> = {};
    if (parts[0]) details.first_name = parts[0];
    if (parts.length > 2) details.middle_names = parts.slice(1, -1).join(' ');
    if (parts.length > 1) details.last_name = parts[parts.length - 1] as string;
    if (dob) details.date_of_birth = dob;
    return details;
  };
  const jointName = client.jointName?.trim() ?? '';
  const data: FactFindData = {
    joint: jointName !== '',
    personal_details_client1: person(client.name, client.dob),
  };
  if (jointName) data.personal_details_client2 = person(jointName, client.jointDob);
  return data;
}

export function createFactFindService({
  repo,
  writeRepo,
  consentRepo,
  audit,
  clock,
  onSubmitted,
}: FactFindDeps) {
  // Built once per published template version (repo.templates); which version a firm publishes is read each time.
  async function contextFor(factFind: FactFindRow | null, firmId: number, reads: FactFindRepo = repo) {
    if (!factFind) return repo.templates.forRow(await reads.findPublishedTemplate(firmId));
    return repo.templates.forTemplateId(factFind.templateId, reads.findTemplate);
  }

  async function view(
    access: ClientAccess,
    auth: AuthContext,
    factFind: FactFindRow | null,
  ): Promise<PortalChangesResponse> {
    const { client } = access;
    const ctx = await contextFor(factFind, client.firmId);
    const caller = await repo.findUserSummary(auth.userId);
    const permissions = callerPermissions(ctx, caller?.permissions ?? {});
    const adviser = client.adviserId ? await repo.findUserSummary(client.adviserId) : null;
    // Spec §6: a category the caller may not read is left out.
    const data = Object.fromEntries(
      Object.entries(factFind?.data ?? {}).filter(([category]) => can(permissions, category, 'read')),
    );
    return {
      factFind: data,
      status: factFind?.status ?? 'draft',
      customPages: factFind ? customPagesView(ctx, await repo.listAnswers(factFind.id)) : [],
      defaultPageSections: ctx.pageSections,
      templatePermissions: ctx.templatePermissions,
      templateSettings: ctx.settings,
      templateBaseIdentifier: 'base',
      lastCompletedStep: factFind?.lastCompletedStep ?? null,
      factFindsCreated: await repo.countFactFinds(client.id),
      lastUpdated: factFind ? factFind.updatedAt.toISOString() : null,
      adviser: adviser ? { id: adviser.id, name: adviser.name } : { id: '', name: '' },
      returnNote: await returnNoteOf(factFind),
    };
  }

  // Issue 7: the adviser's note stays on the page while the returned fact-find is a draft again.
  async function returnNoteOf(factFind: FactFindRow | null): Promise<ReturnNote | null> {
    if (factFind?.status !== 'draft' || !factFind.returnNote || !factFind.returnedAt) return null;
    const by = factFind.returnedBy ? await repo.findUserSummary(factFind.returnedBy) : null;
    return {
      note: factFind.returnNote,
      returnedAt: factFind.returnedAt.toISOString(),
      returnedBy: by ? { id: by.id, name: by.name } : null,
    };
  }

  async function startIn(w: FactFindWriter, r: FactFindRepo, access: ClientAccess, auth: AuthContext) {
    const { client } = access;
    const open = await w.lockOpenFactFind(client.id);
    if (open) throw conflict(factFindMessages.alreadyStarted);
    const reviewed = await r.findLatestReviewed(client.id);
    const firmTemplate = await r.findPublishedTemplate(client.firmId);
    const now = clock.now();
    const created = await w.insertFactFind({
      firmId: client.firmId,
      clientId: client.id,
      status: 'draft',
      data: reviewed?.data ?? seedFromClient(client),
      templateId: firmTemplate?.id ?? null,
      templateVersion: firmTemplate?.version ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw conflict(factFindMessages.alreadyStarted);
    // Custom answers carry over from the last reviewed fact-find where the question is still asked.
    const previous = new Map(
      reviewed ? (await r.listAnswers(reviewed.id)).map((a) => [a.questionId, a.value]) : [],
    );
    const questions = customQuestions(repo.templates.forRow(firmTemplate));
    await w.insertAnswers(
      created.id,
      questions.map(({ question }) => ({
        questionId: question.id,
        value: previous.get(question.id) ?? null,
      })),
      auth.userId,
    );
    return { created, prefilledFrom: reviewed?.id ?? null };
  }

  return {
    async getChanges(auth: AuthContext, clientId: number): Promise<PortalChangesResponse> {
      const access = await resolveClientAccess(repo, auth, clientId);
      return view(access, auth, await repo.findLatestFactFind(clientId));
    },

    // One of the client's fact-finds, current or earlier, in the same shape (issue 7: the adviser's review).
    async getFactFind(
      auth: AuthContext,
      clientId: number,
      factFindId: number,
    ): Promise<PortalChangesResponse> {
      const access = await resolveClientAccess(repo, auth, clientId);
      const factFind = await repo.findFactFind(factFindId);
      if (!factFind || factFind.clientId !== access.client.id) throw notFound();
      return view(access, auth, factFind);
    },

    async start(auth: AuthContext, clientId: number, info: ClientInfo): Promise<PortalChangesResponse> {
      const access = await resolveClientAccess(repo, auth, clientId);
      requireWrite(access);
      const consent = await repo.findConsentSettings(access.client.firmId);
      if (consent?.required && !(await consentRepo.findLatestConsent(clientId))) {
        throw conflict(factFindMessages.consentRequired);
      }
      const { created, prefilledFrom } = await writeRepo.transaction((w, r) => startIn(w, r, access, auth));
      await audit.record({
        ...info,
        type: 'factfind.started',
        firmId: auth.firmId,
        userId: auth.userId,
        data: { clientId, factFindId: created.id, prefilledFrom },
      });
      return view(access, auth, created);
    },

    async submit(auth: AuthContext, clientId: number, info: ClientInfo): Promise<PortalChangesResponse> {
      const access = await resolveClientAccess(repo, auth, clientId);
      requireWrite(access);
      const submitted = await writeRepo.transaction(async (w, r) => {
        const open = await w.lockOpenFactFind(clientId);
        const reason = closedReason(open ?? (await r.findLatestFactFind(clientId)));
        if (!open || reason) throw conflict(reason ?? factFindMessages.notStarted);
        const ctx = await contextFor(open, access.client.firmId, r);
        const answers = new Map((await r.listAnswers(open.id)).map((a) => [a.questionId, a.value]));
        const missing = missingForReview({
          template: ctx.template,
          pageSections: ctx.pageSections,
          factFind: open.data,
          customAnswers: customQuestions(ctx).map(({ question }) => ({
            question,
            value: answers.get(question.id),
          })),
          settings: ctx.settings,
          today: todayIso(clock.now()),
        });
        if (Object.keys(missing).length > 0) {
          throw new AppError('validation_failed', factFindMessages.incomplete, { errors: missing });
        }
        return w.markSubmitted(open.id, clock.now());
      });
      await audit.record({
        ...info,
        type: 'factfind.submitted',
        firmId: auth.firmId,
        userId: auth.userId,
        data: { clientId, factFindId: submitted.id, version: submitted.version },
      });
      await onSubmitted?.({ client: access.client, factFind: submitted });
      return view(access, auth, submitted);
    },
  };
}

export type FactFindService = ReturnType<typeof createFactFindService>;
