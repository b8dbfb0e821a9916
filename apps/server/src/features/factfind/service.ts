import type { Permissions } from '@atrium/domain/contract/auth';
import {
  factFindMessages,
  type PortalChangesResponse,
  type ReturnNote,
} from '@atrium/domain/contract/factfind';
import { declarationMessages } from '@atrium/domain/contract/factfind-declarations';
import { withAccountContact } from '@atrium/domain/factfind/contact';
import { todayIso } from '@atrium/domain/factfind/dates';
import { missingForReview } from '@atrium/domain/factfind/missing';
import { can } from '@atrium/domain/factfind/permissions';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { permissionsOfCaller } from '../access/access.ts';
import { type ClientAccess, requireWrite, resolveClientAccess } from './access.ts';
import type { ConsentRepo } from './consent-repo.ts';
import { waitingForDeclarations } from './declarations-service.ts';
import type { ClientAccessRow, FactFindRepo, FactFindRow, ViewedFactFind } from './repo.ts';
import type { AnswerRow } from './rows.ts';
import type { FactFindWriteRepo, FactFindWriter } from './save-repo.ts';
import {
  callerPermissions,
  customPagesOutline,
  customPagesView,
  customQuestions,
  type TemplateContext,
} from './template-context.ts';

// Told after a client submits (the adviser's bell and live dashboard), with who of the household sent it; a failure
// here is logged by the caller's hook, never undoes the submission.
export type FactFindSubmitted = (event: {
  client: ClientAccessRow;
  factFind: FactFindRow;
  by: { name: string } | null;
}) => Promise<void>;

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
// It is never empty, which is what tells the web app that one has been started.
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
  // The partner's email, when the adviser gave one on adding the household (features/account/client-onboarding.ts).
  if (jointName)
    data.personal_details_client2 = {
      ...person(jointName, client.jointDob),
      ...(client.jointEmail ? { email: client.jointEmail } : {}),
    };
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

  // What a view shows besides the fact-find itself. GET …/portal/changes reads it all in one statement
  // (repo.findChangesView); the other callers read the independent pieces side by side.
  type ViewParts = {
    ctx: TemplateContext;
    callerPermissions: Permissions;
    adviser: { id: number; name: string } | null;
    answers: AnswerRow[];
    factFindsCreated: number;
    returnedBy: { id: number; name: string } | null;
  };

  async function readViewParts(
    access: ClientAccess,
    auth: AuthContext,
    factFind: FactFindRow | null,
  ): Promise<ViewParts> {
    const { client } = access;
    const hasNote = factFind?.status === 'draft' && factFind.returnNote && factFind.returnedBy;
    const [ctx, caller, householdClient, adviser, answers, factFindsCreated, returnedBy] = await Promise.all([
      contextFor(factFind, client.firmId),
      repo.findUserSummary(auth.userId),
      auth.userId === client.userId ? null : repo.findUserSummary(client.userId),
      client.adviserId ? repo.findUserSummary(client.adviserId) : null,
      factFind ? repo.listAnswers(factFind.id) : [],
      repo.countFactFinds(client.id),
      hasNote && factFind.returnedBy ? repo.findUserSummary(factFind.returnedBy) : null,
    ]);
    return {
      ctx,
      callerPermissions: permissionsOfCaller(
        auth,
        client.userId,
        caller?.permissions ?? {},
        householdClient?.permissions,
      ),
      adviser,
      answers,
      factFindsCreated,
      returnedBy,
    };
  }

  function view(factFind: ViewedFactFind | null, parts: ViewParts): PortalChangesResponse {
    const { ctx, adviser } = parts;
    const permissions = callerPermissions(ctx, parts.callerPermissions);
    // A category the caller may not read is left out.
    const data = Object.fromEntries(
      Object.entries(factFind?.data ?? {}).filter(([category]) => can(permissions, category, 'read')),
    );
    return {
      id: factFind?.id ?? null,
      factFind: data,
      status: factFind?.status ?? 'draft',
      customPages: factFind ? customPagesView(ctx, parts.answers) : customPagesOutline(ctx),
      defaultPageSections: ctx.pageSections,
      templatePermissions: ctx.templatePermissions,
      templateSettings: ctx.settings,
      templateBaseIdentifier: 'base',
      lastCompletedStep: factFind?.lastCompletedStep ?? null,
      factFindsCreated: parts.factFindsCreated,
      lastUpdated: factFind ? factFind.updatedAt.toISOString() : null,
      adviser: adviser ? { id: adviser.id, name: adviser.name } : { id: '', name: '' },
      returnNote: returnNoteOf(factFind, parts.returnedBy),
    };
  }

  async function viewOf(access: ClientAccess, auth: AuthContext, factFind: FactFindRow | null) {
    return view(factFind, await readViewParts(access, auth, factFind));
  }

  // The adviser's note stays on the page while the returned fact-find is a draft again.
  function returnNoteOf(
    factFind: ViewedFactFind | null,
    by: { id: number; name: string } | null,
  ): ReturnNote | null {
    if (factFind?.status !== 'draft' || !factFind.returnNote || !factFind.returnedAt) return null;
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
    const account = await r.findAccountContact(client.userId);
    const partner = await r.findPartnerContact(client.id);
    const now = clock.now();
    const seeded = reviewed?.data ?? seedFromClient(client);
    const own = account ? withAccountContact(seeded, account, !reviewed) : seeded;
    const created = await w.insertFactFind({
      firmId: client.firmId,
      clientId: client.id,
      status: 'draft',
      // Each person's own account: client 1 the client's, client 2 the household partner's.
      data: partner ? withAccountContact(own, partner, !reviewed, 2) : own,
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
      const found = await repo.findChangesView(clientId, auth.firmId, auth.userId);
      // The one access rule (access.ts), applied to the client row this read found within the caller's firm.
      await resolveClientAccess({ findClient: async () => found?.client ?? null }, auth, clientId);
      if (!found) throw notFound();
      const { factFind } = found;
      const templateId = factFind ? factFind.templateId : found.publishedTemplateId;
      return view(factFind, {
        ctx: await repo.templates.forTemplateId(templateId, repo.findTemplate),
        callerPermissions: permissionsOfCaller(
          auth,
          found.client.userId,
          found.callerPermissions ?? {},
          found.householdPermissions,
        ),
        adviser: found.adviser,
        answers: found.answers,
        factFindsCreated: found.factFindsCreated,
        returnedBy: found.returnedBy,
      });
    },

    // One of the client's fact-finds, current or earlier, in the same shape (the adviser's review).
    async getFactFind(
      auth: AuthContext,
      clientId: number,
      factFindId: number,
    ): Promise<PortalChangesResponse> {
      const access = await resolveClientAccess(repo, auth, clientId);
      const factFind = await repo.findFactFind(factFindId);
      if (!factFind || factFind.clientId !== access.client.id) throw notFound();
      return viewOf(access, auth, factFind);
    },

    async start(auth: AuthContext, clientId: number, info: ClientInfo): Promise<PortalChangesResponse> {
      const access = await resolveClientAccess(repo, auth, clientId);
      requireWrite(access);
      const consent = await repo.findConsentSettings(access.client.firmId);
      if (consent?.required && !(await consentRepo.findLatestConsent(clientId))) {
        throw conflict(factFindMessages.consentRequired);
      }
      const { created, prefilledFrom } = await writeRepo.transaction((w, r) => startIn(w, r, access, auth));
      await audit.record(
        callerEvent(auth, info, 'factfind.started', { clientId, factFindId: created.id, prefilledFrom }),
      );
      return viewOf(access, auth, created);
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
          throw validationFailed({ errors: missing, message: factFindMessages.incomplete });
        }
        // The firm may require each partner's declaration first (declarations-service.ts).
        const waiting = await waitingForDeclarations(r, access.client, open, auth.userId);
        if (waiting.length > 0) throw conflict(declarationMessages.waitingFor(waiting));
        return w.markSubmitted(open.id, clock.now());
      });
      await audit.record(
        callerEvent(auth, info, 'factfind.submitted', {
          clientId,
          factFindId: submitted.id,
          version: submitted.version,
        }),
      );
      const by = await repo.findUserSummary(auth.userId);
      await onSubmitted?.({ client: access.client, factFind: submitted, by: by && { name: by.name } });
      return viewOf(access, auth, submitted);
    },
  };
}

export type FactFindService = ReturnType<typeof createFactFindService>;
