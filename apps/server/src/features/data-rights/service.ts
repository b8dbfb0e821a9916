import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type DataRightsStatus,
  dataRightsMessages,
  type EraseClientRequest,
  type ErasureResponse,
} from '@atrium/domain/contract/data-rights';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { ScopedDeps } from '../access/access.ts';
import type { ErasureRepo } from './erasure-repo.ts';
import { type ExportFile, exportReadme, safeEntryName, zipStream } from './export-zip.ts';
import { erasePartnerUser } from './partner-erasure.ts';
import type { PartnerRightsRepo } from './partner-repo.ts';
import type { DataExportRepo, Subject } from './repo.ts';
import { exportRecords, reviewRecords } from './shape.ts';

type Deps = ScopedDeps & {
  repo: DataExportRepo;
  erasures: ErasureRepo;
  // The household's partner (person 2), erased with the household (partner-repo.ts, the partner's own rules).
  partners: Pick<PartnerRightsRepo, 'findPartner' | 'erasePartner'>;
  storage: FileStorage;
  // Closes the erased client's open sockets (their tokens are revoked in the erasure itself).
  realtime: Pick<RealtimePublisher, 'sessionsEnded'>;
  retentionYears: number;
  logError: (error: unknown, message: string) => void;
};

export type DataExport = { stream: Readable; fileName: string };

const addYears = (date: Date, years: number) => {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
};

export const sameName = (a: string, b: string) =>
  a.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB') ===
  b.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

export function createDataRightsService(deps: Deps) {
  const { repo, erasures, access, storage, audit, clock } = deps;

  // Admins only: an adviser's reach is their own clients, and these acts are the firm's (its data controller's).
  async function subjectOf(auth: AuthContext, clientId: number): Promise<Subject & { name: string }> {
    access.assertAdmin(auth, dataRightsMessages.adminOnly);
    const client = await access.clientForStaff(auth, clientId);
    return { firmId: client.firmId, clientId: client.clientId, userId: client.userId, name: client.name };
  }

  async function erasureOf(subject: { firmId: number; clientId: number }) {
    const row = await repo.findErasure(subject);
    return row
      ? {
          erased_at: row.erasedAt.toISOString(),
          retain_until: row.retainUntil.toISOString(),
          reason: row.reason,
          erased_by: row.erasedBy,
        }
      : null;
  }

  // The one export builder (UK GDPR arts. 15 and 20): the firm's admin download of a client and the client's own
  // download from /profile (own-export.ts) both come here. `requestedBy` says which in the audit event.
  async function buildExport(
    subject: Subject,
    auth: AuthContext,
    info: ClientInfo,
    requestedBy: 'firm' | 'client',
  ): Promise<DataExport> {
    const now = clock.now();
    const [
      profile,
      factFinds,
      consents,
      risk,
      messages,
      notifications,
      documents,
      links,
      audits,
      sessions,
      appointments,
      portfolio,
      notificationPreferences,
      scenarios,
      signatures,
      reviews,
    ] = await Promise.all([
      repo.findProfile(subject),
      repo.listFactFinds(subject),
      repo.listConsents(subject),
      repo.listRiskAssessments(subject),
      repo.listMessages(subject),
      repo.listNotifications(subject),
      repo.listDocuments(subject),
      repo.listLinks(subject),
      repo.listAuditEvents(subject),
      repo.listSessions(subject),
      repo.listAppointments(subject),
      repo.listPortfolio(subject),
      repo.findNotificationPreferences(subject),
      repo.listSharedScenarios(subject),
      repo.listSignatures(subject),
      repo.listReviews(subject),
    ]);
    if (!profile) throw notFound();
    const erasure = await erasureOf(subject);
    const records = exportRecords({
      subjectUserId: subject.userId,
      profile,
      notificationPreferences,
      factFinds,
      consents,
      risk,
      messages,
      notifications,
      links,
      audits,
      sessions,
      appointments,
      portfolio,
      scenarios,
    });
    const documentEntries = documents.map((document) => ({
      document,
      path: document.deletedAt === null ? `documents/${document.id}-${safeEntryName(document.name)}` : null,
    }));

    const files: ExportFile[] = [
      {
        path: 'README.txt',
        text: exportReadme({
          firmName: (await repo.findFirmName(subject.firmId)) ?? '',
          clientName: profile.client.name,
          generatedAt: now,
          erased: erasure !== null,
        }),
      },
      ...Object.entries(records).map(([name, json]) => ({ path: `${name}.json`, json })),
      {
        path: 'documents.json',
        json: documentEntries.map(({ document, path }) => ({
          id: document.id,
          name: document.name,
          category: document.category,
          source: document.source,
          uploaded_by: document.uploadedBy,
          mime_type: document.mimeType,
          size: document.size,
          sha256: document.sha256,
          created_at: document.createdAt.toISOString(),
          deleted_at: document.deletedAt?.toISOString() ?? null,
          file: path,
        })),
      },
      {
        path: 'signatures.json',
        // Others' (the partner's, the firm's) addresses and browsers are left out, as everywhere in the export.
        json: signatures.map(({ request, signers, events }) => ({
          id: request.id,
          title: request.title,
          status: request.status,
          sent_at: request.createdAt.toISOString(),
          due_date: request.dueDate,
          completed_at: request.completedAt?.toISOString() ?? null,
          original_sha256: request.originalSha256,
          signed_sha256: request.finalSha256,
          file: request.finalStorageKey ? `signatures/${request.id}-signed.pdf` : null,
          signers: signers.map((signer) => ({
            person: signer.person,
            status: signer.status,
            name: signer.signerName,
            email: signer.signerEmail,
            typed_name: signer.typedName,
            method: signer.method,
            authenticated_at: signer.authenticatedAt?.toISOString() ?? null,
            signed_at: signer.signedAt?.toISOString() ?? null,
            ip: signer.userId === subject.userId ? signer.ip : null,
            user_agent: signer.userId === subject.userId ? signer.userAgent : null,
            document_sha256: signer.documentSha256,
            declined_at: signer.declinedAt?.toISOString() ?? null,
            decline_reason: signer.declineReason,
          })),
          events: events.map((event) => ({
            type: event.type,
            at: event.at.toISOString(),
            ip: event.userId === subject.userId ? event.ip : null,
            detail: event.detail,
          })),
        })),
      },
      {
        path: 'reviews.json',
        // The record PDF of a completed review is one of the household's documents, under documents/.
        json: reviewRecords(
          reviews,
          subject.userId,
          (id) => documentEntries.find(({ document }) => document.id === id)?.path ?? null,
        ),
      },
      { path: 'erasure.json', json: erasure },
      // The sealed copies: the signed PDFs themselves.
      ...signatures.flatMap(({ request }) => {
        const key = request.finalStorageKey;
        return key
          ? [
              {
                path: `signatures/${request.id}-signed.pdf`,
                open: async () => (await storage.get(key))?.stream ?? null,
              },
            ]
          : [];
      }),
      ...documentEntries.flatMap(({ document, path }) =>
        path === null
          ? []
          : [{ path, open: async () => (await storage.get(document.storageKey))?.stream ?? null }],
      ),
    ];

    // Audited before the first byte leaves: an export that fails half-way was still attempted.
    await audit.record(
      callerEvent(auth, info, 'data-rights.exported', {
        clientId: subject.clientId,
        clientUserId: subject.userId,
        documents: documents.length,
        requestedBy,
      }),
    );
    const stamp = now.toISOString().slice(0, 10);
    return {
      stream: zipStream(files, now, (error) => deps.logError(error, 'A data export failed part-way')),
      fileName: `client-${subject.clientId}-data-${stamp}.zip`,
    };
  }

  // The household's person 2, if any, erased as POST …/partner/erasure does; answers how many sessions ended.
  async function erasePartnerOf(
    auth: AuthContext,
    subject: Subject,
    reason: string,
    now: Date,
    info: ClientInfo,
  ): Promise<number> {
    const partner = await deps.partners.findPartner(subject.clientId, subject.firmId);
    if (!partner) return 0;
    const result = await erasePartnerUser(
      { repo: deps.partners, audit, realtime: deps.realtime },
      auth,
      info,
      { ...subject, userId: partner.userId, email: partner.email },
      reason,
      now,
    );
    return result.sessionIds.length;
  }

  return {
    async status(auth: AuthContext, clientId: number): Promise<DataRightsStatus> {
      const subject = await subjectOf(auth, clientId);
      return {
        data: {
          client_id: subject.clientId,
          erasure: await erasureOf(subject),
          retention_years: deps.retentionYears,
        },
      };
    },

    exportClient: async (auth: AuthContext, clientId: number, info: ClientInfo): Promise<DataExport> =>
      buildExport(await subjectOf(auth, clientId), auth, info, 'firm'),

    // The client's own download (person 1 of the household: the household's record), own-export.ts.
    exportOwn: (household: Subject, auth: AuthContext, info: ClientInfo): Promise<DataExport> =>
      buildExport(household, auth, info, 'client'),

    async erase(
      auth: AuthContext,
      clientId: number,
      input: EraseClientRequest,
      info: ClientInfo,
    ): Promise<ErasureResponse> {
      const subject = await subjectOf(auth, clientId);
      if (await repo.findErasure(subject)) throw new AppError('conflict', dataRightsMessages.alreadyErased);
      if (!sameName(input.confirm_name, subject.name)) {
        throw invalidField(
          'confirm_name',
          dataRightsMessages.confirmNameMismatch,
          dataRightsMessages.confirmNameMismatch,
        );
      }
      const credentials = await erasures.findCredentials(subject);
      if (!credentials) throw notFound();
      const now = clock.now();
      const retainUntil = addYears(now, deps.retentionYears);
      const reason = input.reason.trim();
      // Erasing the household erases each of its people: the partner first, by the partner's own rules (they leave
      // the household anonymised), so that a failure before the client's erasure leaves it to be asked again.
      const partnerSessions = await erasePartnerOf(auth, subject, reason, now, info);
      const result = await erasures.erase({
        ...subject,
        email: credentials.email,
        emailNormalised: credentials.emailNormalised || normaliseEmail(credentials.email),
        erasedBy: auth.userId,
        reason,
        now,
        retainUntil,
        unusablePasswordHash: await hashPassword(randomBytes(32).toString('base64url')),
      });
      await deps.realtime.sessionsEnded(subject.userId, 'all');
      // The rows are committed; now the files. A file that cannot be removed is logged for a person to remove.
      let removedFiles = 0;
      for (const key of result.storageKeys) {
        try {
          await storage.remove(key);
          removedFiles++;
        } catch (error) {
          deps.logError(error, 'Removing an erased client’s document failed');
        }
      }
      await audit.record(
        callerEvent(auth, info, 'data-rights.erased', {
          clientId: subject.clientId,
          clientUserId: subject.userId,
          reason,
          retainUntil: retainUntil.toISOString(),
          removedFiles,
        }),
      );
      const erasure = await erasureOf(subject);
      if (!erasure) throw notFound();
      return {
        message:
          'The client’s personal data has been erased. Records of advice are kept until the date shown.',
        data: {
          ...erasure,
          erased: {
            messages: result.messages,
            documents: result.storageKeys.length,
            notifications: result.notifications,
            draft_fact_finds: result.draftFactFinds,
            links: result.links,
            sessions_ended: result.sessionsEnded + partnerSessions,
          },
          retained: {
            fact_finds: result.retained.factFinds,
            risk_assessments: result.retained.riskAssessments,
            consents: result.retained.consents,
            audit_events: result.retained.auditEvents,
          },
        },
      };
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
