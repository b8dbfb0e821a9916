import type { MfaMethod } from '@atrium/domain/contract/mfa';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  type ClientSignatureRequest,
  type DeclineRequest,
  type NewSignatureRequest,
  type SigningPageResponse,
  type SignRequest,
  type StaffSignatureRequest,
  signatureMessages,
  signaturePaths,
} from '@atrium/domain/contract/signatures';
import { PDFDocument } from 'pdf-lib';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { SigningCertificateSource } from '../../platform/signing/certificate.ts';
import { sha256Hex } from '../../platform/signing/pades.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { ScopedClient, ScopedDeps } from '../access/access.ts';
import type { CodeChecks } from '../mfa/code-checks.ts';
import { codeSentTo, methodOf, telephoneHint } from '../mfa/service.ts';
import type { Notify, NotifyFirm } from '../notifications/service.ts';
import { createSignatureFiles } from './files.ts';
import { pdfPages } from './pdf-pages.ts';
import type { SignatureRequestRow, SignaturesRepo, SignerRow } from './repo.ts';
import { eventOf, isTurnOf, sameName } from './rules.ts';
import { createSealer } from './seal.ts';
import { clientView, staffView } from './views.ts';

type MfaUser = {
  id: number;
  firmId: number;
  firmName: string;
  mfaEnabled: boolean;
  mfaTelephone: string | null;
  totpConfirmedAt: Date | null;
};

type Deps = ScopedDeps & {
  repo: SignaturesRepo;
  storage: FileStorage;
  notify: Notify;
  notifyFirm: NotifyFirm;
  certificates: SigningCertificateSource;
  mfa: { findUser: (userId: number) => Promise<MfaUser | null>; checks: CodeChecks };
  // A PDF from the client's document vault (features/documents), or null.
  findDocument: (
    clientId: number,
    documentId: number,
  ) => Promise<{ storageKey: string; mimeType: string; name: string } | null>;
  // The client's latest submitted fact-find as the record PDF (features/adviser-factfind).
  factFindPdf: (auth: AuthContext, clientId: number, info: ClientInfo) => Promise<Buffer>;
  appUrl: string;
};

export function createSignaturesService(deps: Deps) {
  const { repo, storage, access, audit, clock, notify, notifyFirm, certificates, mfa } = deps;
  const verifyUrl = `${deps.appUrl.replace(/\/+$/, '')}${signaturePaths.verify}`;

  async function staffViews(client: ScopedClient, rows: { request: SignatureRequestRow; sentBy: string }[]) {
    const ids = rows.map((row) => row.request.id);
    const [signers, events] = await Promise.all([repo.signersOf(ids), repo.eventsOf(ids)]);
    return rows.map((row) =>
      staffView(
        row.request,
        row.sentBy,
        signers.filter((s) => s.requestId === row.request.id),
        events.filter((e) => e.requestId === row.request.id),
        client.clientId,
      ),
    );
  }

  async function staffRequest(client: ScopedClient, requestId: number): Promise<StaffSignatureRequest> {
    const row = await repo.findForClient(client.clientId, requestId);
    if (!row) throw notFound();
    const [view] = await staffViews(client, [row]);
    if (!view) throw notFound();
    return view;
  }

  // The request as sent to the caller. Another request of their household (sent to the partner only) is refused
  // in words; anything else is not found.
  async function ownRequest(auth: AuthContext, requestId: number) {
    const household = await access.householdOfCaller(auth, signatureMessages.notYours);
    const row = await repo.findForSigner(auth.userId, requestId);
    if (!row) {
      if (await repo.findForClient(household.clientId, requestId)) {
        throw new AppError('forbidden', signatureMessages.notYours);
      }
      throw notFound();
    }
    const signers = await repo.signersOf([requestId]);
    const me = signers.find((s) => s.userId === auth.userId);
    if (!me) throw notFound();
    return { household, request: row.request, signers, me };
  }

  const files = createSignatureFiles(storage);
  const readStored = files.read;
  const store = files.put;

  async function sourceBytes(
    auth: AuthContext,
    client: ScopedClient,
    input: NewSignatureRequest,
    info: ClientInfo,
  ) {
    if (input.source.kind === 'fact-find') return deps.factFindPdf(auth, client.clientId, info);
    const document = await deps.findDocument(client.clientId, input.source.document_id);
    if (!document) throw invalidField('source.document_id', 'Choose one of the client’s documents.');
    if (document.mimeType !== 'application/pdf')
      throw invalidField('source.document_id', signatureMessages.notPdf);
    return readStored(document.storageKey);
  }

  function assertConfigured() {
    if (!certificates.isConfigured) throw new AppError('not_configured', signatureMessages.unavailable);
  }

  // Every person asked, a bell notice with its mail (alert preferences apply), or only those whose turn it is.
  async function tellSigners(
    request: SignatureRequestRow,
    signers: SignerRow[],
    type: string,
    title: string,
  ) {
    for (const signer of signers) {
      if (!isTurnOf(request, signers, signer)) continue;
      await notify(signer.userId, {
        type,
        title,
        body: request.title,
        link: signaturePaths.sign(request.id),
      });
    }
  }

  const seal = createSealer({ repo, files, audit, clock, notify, notifyFirm, certificates, verifyUrl });

  const fileName = (request: SignatureRequestRow, suffix: string) =>
    `${
      request.title
        .replace(/[^\w -]+/g, '')
        .trim()
        .slice(0, 80) || 'document'
    }${suffix}.pdf`;

  return {
    isConfigured: () => certificates.isConfigured,

    // ── The firm's side ──────────────────────────────────────────────────────────────────────────────────────
    async listForClient(auth: AuthContext, clientId: number) {
      const client = await access.clientForStaff(auth, clientId);
      return { data: await staffViews(client, await repo.listForClient(client.clientId)) };
    },

    async create(auth: AuthContext, clientId: number, input: NewSignatureRequest, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      assertConfigured();
      const now = clock.now();
      if (input.due_date && input.due_date < now.toISOString().slice(0, 10)) {
        throw invalidField('due_date', signatureMessages.dueInPast);
      }
      const people = await access.householdUserIds(client.clientId);
      const signers = input.signers.map((person, index) => {
        const userId = people[person - 1];
        if (userId === undefined) throw invalidField('signers', signatureMessages.partnerMissing);
        return { userId, person, position: index + 1 };
      });
      const bytes = await sourceBytes(auth, client, input, info);
      // A PDF both readers understand: pdf.js for the signer's text, pdf-lib for the certificate page and seal
      // (an encrypted or damaged file fails here, not at the last signature).
      const pages = await pdfPages(bytes);
      const isSealable = await PDFDocument.load(bytes).then(
        () => true,
        () => false,
      );
      if (!pages || !isSealable) throw invalidField('source', signatureMessages.notPdf);
      const originalSha256 = sha256Hex(bytes);
      const key = await store('original', client, bytes);
      let id: number;
      try {
        id = await repo.insertRequest(
          {
            firmId: client.firmId,
            clientId: client.clientId,
            createdBy: auth.userId,
            title: input.title,
            source: input.source.kind,
            documentId: input.source.kind === 'document' ? input.source.document_id : null,
            originalStorageKey: key,
            originalSha256,
            originalSize: bytes.length,
            pages,
            isOrdered: input.is_ordered && signers.length > 1,
            dueDate: input.due_date,
            createdAt: now,
          },
          signers,
          {
            userId: auth.userId,
            at: now,
            ip: info.ip,
            userAgent: info.userAgent,
            detail: `SHA-256 ${originalSha256}`,
          },
        );
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      await audit.record(
        callerEvent(auth, info, 'signature.sent', {
          clientId: client.clientId,
          signatureRequestId: id,
          sha256: originalSha256,
          signers: signers.map((s) => s.person),
        }),
      );
      const created = await repo.findForClient(client.clientId, id);
      if (!created) throw notFound();
      await tellSigners(
        created.request,
        await repo.signersOf([id]),
        notificationTypes.signatureRequested,
        'A document is waiting for your signature',
      );
      return { data: await staffRequest(client, id) };
    },

    async withdraw(auth: AuthContext, clientId: number, requestId: number, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      const row = await repo.findForClient(client.clientId, requestId);
      if (!row) throw notFound();
      const now = clock.now();
      if (
        !(await repo.withdraw(requestId, eventOf(requestId, 'withdrawn', now, { userId: auth.userId }, info)))
      ) {
        throw new AppError('conflict', signatureMessages.notPending);
      }
      await audit.record(
        callerEvent(auth, info, 'signature.withdrawn', {
          clientId: client.clientId,
          signatureRequestId: requestId,
        }),
      );
      for (const signer of await repo.signersOf([requestId])) {
        if (signer.status !== 'pending') continue;
        await notify(signer.userId, {
          type: notificationTypes.signatureWithdrawn,
          title: 'A document no longer needs your signature',
          body: row.request.title,
          link: signaturePaths.list,
        });
      }
      return { data: await staffRequest(client, requestId) };
    },

    async originalForClient(auth: AuthContext, clientId: number, requestId: number, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      const row = await repo.findForClient(client.clientId, requestId);
      if (!row) throw notFound();
      await audit.record(
        callerEvent(auth, info, 'signature.downloaded', {
          clientId,
          signatureRequestId: requestId,
          copy: 'original',
        }),
      );
      return files.download(row.request.originalStorageKey, fileName(row.request, ''));
    },

    async finalForClient(auth: AuthContext, clientId: number, requestId: number, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      const row = await repo.findForClient(client.clientId, requestId);
      if (!row?.request.finalStorageKey) throw notFound();
      await audit.record(
        callerEvent(auth, info, 'signature.downloaded', {
          clientId,
          signatureRequestId: requestId,
          copy: 'signed',
        }),
      );
      return files.download(row.request.finalStorageKey, fileName(row.request, ' (signed)'));
    },

    // ── The signer's side ────────────────────────────────────────────────────────────────────────────────────
    async listOwn(auth: AuthContext): Promise<{ data: ClientSignatureRequest[] }> {
      await access.householdOfCaller(auth, signatureMessages.notYours);
      const rows = await repo.listForSigner(auth.userId);
      const signers = await repo.signersOf(rows.map((row) => row.request.id));
      return {
        data: rows.map((row) => {
          const mine = signers.filter((s) => s.requestId === row.request.id);
          const me = mine.find((s) => s.userId === auth.userId);
          if (!me) throw notFound();
          return clientView(row.request, mine, me, isTurnOf(row.request, mine, me));
        }),
      };
    },

    // Opening the signing page is a view, recorded as evidence.
    async page(auth: AuthContext, requestId: number, info: ClientInfo): Promise<SigningPageResponse> {
      const { request, signers, me } = await ownRequest(auth, requestId);
      await repo.addEvent(
        eventOf(requestId, 'viewed', clock.now(), { userId: auth.userId, signerId: me.id }, info),
      );
      const user = await mfa.findUser(auth.userId);
      const method = user ? methodOf(user) : null;
      return {
        data: clientView(request, signers, me, isTurnOf(request, signers, me)),
        pages: request.pages,
        second_factor: method,
        telephone_hint: method === 'sms' ? telephoneHint(user?.mfaTelephone ?? null) : null,
        expected_name: me.name,
      };
    },

    async documentOwn(auth: AuthContext, requestId: number, info: ClientInfo) {
      const { request, me } = await ownRequest(auth, requestId);
      await repo.addEvent(
        eventOf(
          requestId,
          'viewed',
          clock.now(),
          { userId: auth.userId, signerId: me.id },
          info,
          'PDF opened',
        ),
      );
      return files.download(request.originalStorageKey, fileName(request, ''));
    },

    async finalOwn(auth: AuthContext, requestId: number) {
      const { request } = await ownRequest(auth, requestId);
      if (!request.finalStorageKey) throw notFound();
      return files.download(request.finalStorageKey, fileName(request, ' (signed)'));
    },

    async sendCode(auth: AuthContext, requestId: number, info: ClientInfo) {
      const { request, signers, me } = await ownRequest(auth, requestId);
      if (!isTurnOf(request, signers, me)) throw new AppError('conflict', signatureMessages.notPending);
      const user = await mfa.findUser(auth.userId);
      const method = user ? methodOf(user) : null;
      if (!user || !method)
        throw invalidField('code', signatureMessages.setUpMfa, signatureMessages.setUpMfa);
      if (method !== 'sms' || !user.mfaTelephone) {
        throw invalidField('code', signatureMessages.useApp, signatureMessages.useApp);
      }
      await mfa.checks.sendCode(
        user,
        { tokenId: auth.tokenId, purpose: 'sign', telephone: user.mfaTelephone },
        info,
      );
      await repo.addEvent(
        eventOf(requestId, 'code-sent', clock.now(), { userId: auth.userId, signerId: me.id }, info),
      );
      return codeSentTo(user.mfaTelephone);
    },

    async sign(auth: AuthContext, requestId: number, input: SignRequest, info: ClientInfo) {
      const { household, request, signers, me } = await ownRequest(auth, requestId);
      if (me.status !== 'pending') throw new AppError('conflict', signatureMessages.alreadyDone);
      if (request.status !== 'pending') throw new AppError('conflict', signatureMessages.notPending);
      if (!isTurnOf(request, signers, me)) throw new AppError('conflict', signatureMessages.notYourTurn);
      assertConfigured();
      if (!sameName(input.typed_name, me.name))
        throw invalidField('typed_name', signatureMessages.nameMismatch);
      const user = await mfa.findUser(auth.userId);
      const method: MfaMethod | null = user ? methodOf(user) : null;
      if (!user || !method)
        throw invalidField('code', signatureMessages.setUpMfa, signatureMessages.setUpMfa);
      const used = await mfa.checks.verifySigningCode(user, auth.tokenId, method, input.code, info);
      const authenticatedAt = clock.now();
      // What is signed is what was sent: the stored original still hashes to what the request recorded.
      const documentSha256 = sha256Hex(await readStored(request.originalStorageKey));
      if (documentSha256 !== request.originalSha256)
        throw new Error('A document sent for signature changed in storage');
      const signedAt = clock.now();
      const isSigned = await repo.markSigned(
        me.id,
        {
          signerName: me.name,
          signerEmail: me.email,
          typedName: input.typed_name,
          method: used,
          authenticatedAt,
          signedAt,
          ip: info.ip,
          userAgent: info.userAgent ?? '',
          documentSha256,
        },
        eventOf(
          requestId,
          'signed',
          signedAt,
          { userId: auth.userId, signerId: me.id },
          info,
          `Fresh ${used} code`,
        ),
      );
      if (!isSigned) throw new AppError('conflict', signatureMessages.alreadyDone);
      await audit.record(
        callerEvent(auth, info, 'signature.signed', {
          clientId: household.clientId,
          signatureRequestId: requestId,
          method: used,
          sha256: documentSha256,
        }),
      );
      const after = await repo.signersOf([requestId]);
      if (after.every((s) => s.status === 'signed')) {
        const row = await repo.findForClient(household.clientId, requestId);
        if (row) await seal(row.request, row.sentBy, after);
      } else {
        await tellSigners(
          request,
          after,
          notificationTypes.signatureRequested,
          'A document is waiting for your signature',
        );
      }
      const final = await ownRequest(auth, requestId);
      return { data: clientView(final.request, final.signers, final.me, false) };
    },

    async decline(auth: AuthContext, requestId: number, input: DeclineRequest, info: ClientInfo) {
      const { household, request, me } = await ownRequest(auth, requestId);
      if (me.status !== 'pending') throw new AppError('conflict', signatureMessages.alreadyDone);
      if (request.status !== 'pending') throw new AppError('conflict', signatureMessages.notPending);
      const now = clock.now();
      const isDeclined = await repo.markDeclined(
        requestId,
        me.id,
        input.reason,
        eventOf(requestId, 'declined', now, { userId: auth.userId, signerId: me.id }, info, input.reason),
      );
      if (!isDeclined) throw new AppError('conflict', signatureMessages.notPending);
      await audit.record(
        callerEvent(auth, info, 'signature.declined', {
          clientId: household.clientId,
          signatureRequestId: requestId,
        }),
      );
      await notifyFirm(
        household,
        {
          type: notificationTypes.signatureDeclined,
          title: `${me.name} declined to sign`,
          body: `${request.title}: ${input.reason}`,
          link: signaturePaths.adviser(household.clientId),
        },
        { collapse: false },
      );
      const final = await ownRequest(auth, requestId);
      return { data: clientView(final.request, final.signers, final.me, false) };
    },

    // The reminder job (reminders.ts): each signer due a reminder on the firm's cadence gets a notice (and its mail
    // by their alert preferences), recorded as an event. Answers how many were reminded.
    async sendDueReminders(): Promise<number> {
      const now = clock.now();
      const claimed = await repo.claimDueReminders(now, 100);
      for (const due of claimed) {
        const [row] = await repo.titlesOf([due.requestId]);
        await notify(due.userId, {
          type: notificationTypes.signatureReminder,
          title: 'Reminder: a document is waiting for your signature',
          body: row?.title ?? '',
          link: signaturePaths.sign(due.requestId),
        });
        await repo.addEvent(
          eventOf(due.requestId, 'reminded', now, { userId: due.userId, signerId: due.signerId }),
        );
      }
      return claimed.length;
    },
  };
}

export type SignaturesService = ReturnType<typeof createSignaturesService>;
