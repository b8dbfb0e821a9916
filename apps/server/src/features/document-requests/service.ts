import {
  type ClientDocumentRequestsResponse,
  documentRequestMessages,
  documentRequestPaths,
  isAwaitingClient,
  type NewDocumentRequest,
  type OutstandingDocumentRequestsResponse,
  outstandingPageSize,
  type RejectDocumentRequest,
  type StaffDocumentRequest,
} from '@atrium/domain/contract/document-requests';
import type { DocumentCategory } from '@atrium/domain/contract/documents';
import { pageMeta } from '@atrium/domain/contract/fields';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { isOverdueOn } from '@atrium/domain/documents/requests';
import { todayIso } from '@atrium/domain/factfind/dates';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Household, ScopedClient, ScopedDeps } from '../access/access.ts';
import { assertStaff, staffScopeOf } from '../access/access.ts';
import type { UploadPart } from '../documents/service.ts';
import type { Notify, NotifyFirm } from '../notifications/service.ts';
import { createDueWork } from './due-work.ts';
import type { DocumentRequestRow, DocumentRequestsRepo } from './repo.ts';
import type { DocumentRequestTemplatesRepo } from './templates-repo.ts';
import { clientView, type Person, staffView } from './views.ts';

type Deps = ScopedDeps & {
  repo: DocumentRequestsRepo;
  templates: DocumentRequestTemplatesRepo;
  notify: Notify;
  notifyFirm: NotifyFirm;
  // The document vault's upload (features/documents): the same sniffing, limits and storage; answers the document.
  uploadDocument: (
    auth: AuthContext,
    client: ScopedClient,
    parts: AsyncIterable<UploadPart>,
    info: ClientInfo,
    category: DocumentCategory,
  ) => Promise<{ data: { id: number; name: string } }>;
};

// Who an item's news goes to: the person it is for, or each person of the household for "both".
export function recipientsOf(row: Pick<DocumentRequestRow, 'person'>, people: Person[]): number[] {
  return people.filter((p) => row.person === null || p.person === row.person).map((p) => p.userId);
}

export function createDocumentRequestsService(deps: Deps) {
  const { repo, templates, access, audit, clock, notify, notifyFirm } = deps;
  const today = () => todayIso(clock.now());

  async function staffViews(clientId: number, rows: { request: DocumentRequestRow; requestedBy: string }[]) {
    const [people, files] = await Promise.all([
      repo.peopleOf(clientId),
      repo.filesOf(rows.map((row) => row.request.id)),
    ]);
    const day = today();
    return rows.map((row) =>
      staffView(
        row.request,
        row.requestedBy,
        people,
        files.filter((file) => file.requestId === row.request.id),
        day,
      ),
    );
  }

  async function staffItem(clientId: number, requestId: number): Promise<{ data: StaffDocumentRequest }> {
    const row = await repo.findForClient(clientId, requestId);
    if (!row) throw notFound();
    const [view] = await staffViews(clientId, [row]);
    if (!view) throw notFound();
    return { data: view };
  }

  async function tellHousehold(
    row: DocumentRequestRow,
    notice: { type: string; title: string; body: string },
    collapse: boolean,
  ) {
    for (const userId of recipientsOf(row, await repo.peopleOf(row.clientId))) {
      await notify(userId, { ...notice, link: documentRequestPaths.list }, { collapse });
    }
  }

  // An item of the caller's client, within their reach, or 404.
  async function staffRow(auth: AuthContext, clientId: number, requestId: number) {
    const client = await access.clientForStaff(auth, clientId);
    const row = await repo.findForClient(client.clientId, requestId);
    if (!row) throw notFound();
    return { client, row: row.request };
  }

  // The adviser's review of an uploaded item: accepted, or rejected with the reason the household reads; only an
  // item waiting for review (else 409), audited, and the person asked told.
  async function review(
    auth: AuthContext,
    clientId: number,
    requestId: number,
    info: ClientInfo,
    outcome: { status: 'accepted'; reason: null } | { status: 'rejected'; reason: string },
  ) {
    const { client, row } = await staffRow(auth, clientId, requestId);
    const isDone = await repo.review(requestId, {
      status: outcome.status,
      rejectReason: outcome.reason,
      reviewedBy: auth.userId,
      at: clock.now(),
    });
    if (!isDone) throw new AppError('conflict', documentRequestMessages.notUploaded);
    await audit.record(
      callerEvent(auth, info, `document_request.${outcome.status}`, {
        clientId: client.clientId,
        documentRequestId: requestId,
      }),
    );
    await tellHousehold(
      row,
      outcome.status === 'accepted'
        ? { type: notificationTypes.documentRequestAccepted, title: `${row.title}: accepted`, body: '' }
        : {
            type: notificationTypes.documentRequestRejected,
            title: `${row.title}: your adviser needs it again`,
            body: outcome.reason,
          },
      false,
    );
    return staffItem(client.clientId, requestId);
  }

  const ownHousehold = (auth: AuthContext): Promise<Household> =>
    access.householdOfCaller(auth, documentRequestMessages.clientsOnly);

  return {
    ...createDueWork({ repo, clock, tellHousehold }),

    // ── The firm's side ──────────────────────────────────────────────────────────────────────────────────────
    async listForClient(auth: AuthContext, clientId: number) {
      const client = await access.clientForStaff(auth, clientId);
      return { data: await staffViews(client.clientId, await repo.listForClient(client.clientId)) };
    },

    async create(auth: AuthContext, clientId: number, input: NewDocumentRequest, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      const now = clock.now();
      const day = todayIso(now);
      if (input.due_date < day) throw invalidField('due_date', documentRequestMessages.dueInPast);
      if (input.template_id !== null) {
        const template = await templates.find(client.firmId, input.template_id);
        if (!template || template.isRetired)
          throw invalidField('template_id', documentRequestMessages.templateUnknown);
      }
      const people = await repo.peopleOf(client.clientId);
      const person = input.person === 'both' ? null : input.person;
      if (person !== null && !people.some((p) => p.person === person))
        throw invalidField('person', documentRequestMessages.partnerMissing);
      const id = await repo.insert({
        firmId: client.firmId,
        clientId: client.clientId,
        templateId: input.template_id,
        createdBy: auth.userId,
        person,
        title: input.title,
        note: input.note,
        category: input.category,
        dueDate: input.due_date,
        startsOn: day,
        occurrences: input.recurrence?.occurrences ?? 1,
        everyMonths: input.recurrence?.every_months ?? null,
        createdAt: now,
      });
      await audit.record(
        callerEvent(auth, info, 'document_request.created', {
          clientId: client.clientId,
          documentRequestId: id,
          person: input.person,
          ...(input.recurrence ? { recurrence: input.recurrence } : {}),
        }),
      );
      const created = await repo.findForClient(client.clientId, id);
      if (!created) throw notFound();
      await tellHousehold(
        created.request,
        {
          type: notificationTypes.documentRequested,
          title: 'Your adviser has asked for a document',
          body: created.request.title,
        },
        true,
      );
      return staffItem(client.clientId, id);
    },

    accept: (auth: AuthContext, clientId: number, requestId: number, info: ClientInfo) =>
      review(auth, clientId, requestId, info, { status: 'accepted', reason: null }),

    reject: (
      auth: AuthContext,
      clientId: number,
      requestId: number,
      input: RejectDocumentRequest,
      info: ClientInfo,
    ) => review(auth, clientId, requestId, info, { status: 'rejected', reason: input.reason }),

    async withdraw(auth: AuthContext, clientId: number, requestId: number, info: ClientInfo) {
      const { client, row } = await staffRow(auth, clientId, requestId);
      if (!(await repo.withdraw(requestId, clock.now())))
        throw new AppError('conflict', documentRequestMessages.notOpen);
      await audit.record(
        callerEvent(auth, info, 'document_request.withdrawn', {
          clientId: client.clientId,
          documentRequestId: requestId,
        }),
      );
      if (isAwaitingClient(row.status)) {
        await tellHousehold(
          row,
          {
            type: notificationTypes.documentRequestWithdrawn,
            title: 'Your adviser no longer needs a document',
            body: row.title,
          },
          false,
        );
      }
      return staffItem(client.clientId, requestId);
    },

    // The firm's open items, oldest first: an adviser's own clients', the whole firm's for an admin.
    async outstanding(auth: AuthContext, page: number): Promise<OutstandingDocumentRequestsResponse> {
      assertStaff(auth, documentRequestMessages.staffOnly);
      const scope = staffScopeOf(auth);
      const { rows, total } = await repo.outstanding(scope, page, outstandingPageSize);
      const day = today();
      return {
        data: rows.map(({ request, clientName, personName }) => ({
          id: request.id,
          client: { id: request.clientId, name: clientName },
          title: request.title,
          person_name: personName,
          due_date: request.dueDate,
          is_overdue: isAwaitingClient(request.status) && isOverdueOn(request.dueDate, day),
          status: request.status,
          created_at: request.createdAt.toISOString(),
        })),
        meta: pageMeta(page, outstandingPageSize, total),
      };
    },

    // ── The household's side ─────────────────────────────────────────────────────────────────────────────────
    async listOwn(auth: AuthContext): Promise<ClientDocumentRequestsResponse> {
      const household = await ownHousehold(auth);
      const rows = (await repo.listForClient(household.clientId)).filter(
        (row) => row.request.status !== 'withdrawn',
      );
      const [files, people] = await Promise.all([
        repo.filesOf(rows.map((row) => row.request.id)),
        repo.peopleOf(household.clientId),
      ]);
      const day = today();
      return {
        data: rows.map((row) =>
          clientView(
            row.request,
            household.person,
            files.find((file) => file.requestId === row.request.id),
            day,
          ),
        ),
        partner_name: people.find((p) => p.person !== household.person)?.name ?? null,
      };
    },

    // A file against one of the caller's items (theirs or both people's): into the vault, then the item waits for
    // review and the firm is told. A partner's item is refused in words; another household's is not found.
    async upload(auth: AuthContext, requestId: number, parts: AsyncIterable<UploadPart>, info: ClientInfo) {
      const household = await ownHousehold(auth);
      const found = await repo.findForClient(household.clientId, requestId);
      if (!found || found.request.status === 'withdrawn') throw notFound();
      const row = found.request;
      if (row.person !== null && row.person !== household.person)
        throw new AppError('forbidden', documentRequestMessages.partnersItem);
      if (row.status === 'accepted') throw new AppError('conflict', documentRequestMessages.notOpen);
      const { data: document } = await deps.uploadDocument(auth, household, parts, info, row.category);
      const now = clock.now();
      const isLinked = await repo.markUploaded(
        { firmId: household.firmId, requestId, documentId: document.id, uploadedBy: auth.userId },
        now,
      );
      if (!isLinked) throw new AppError('conflict', documentRequestMessages.notOpen);
      const uploader = (await repo.peopleOf(household.clientId)).find((p) => p.userId === auth.userId);
      await notifyFirm(household, {
        type: notificationTypes.documentRequestUploaded,
        title: `${uploader?.name ?? household.name} uploaded a requested document`,
        body: row.title,
        link: documentRequestPaths.adviser(household.clientId),
      });
      const after = await repo.findForClient(household.clientId, requestId);
      if (!after) throw notFound();
      const [latest] = await repo.filesOf([requestId]);
      return { data: clientView(after.request, household.person, latest, todayIso(now)) };
    },
  };
}

export type DocumentRequestsService = ReturnType<typeof createDocumentRequestsService>;
