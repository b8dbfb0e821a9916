import type { Readable } from 'node:stream';
import { dataRightsMessages, type EraseClientRequest } from '@atrium/domain/contract/data-rights';
import { householdMessages } from '@atrium/domain/contract/household';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access } from '../access/access.ts';
import { zipStream } from './export-zip.ts';
import { erasePartnerUser } from './partner-erasure.ts';
import type { PartnerRightsRepo } from './partner-repo.ts';
import type { DataExportRepo, Subject } from './repo.ts';
import { sameName } from './service.ts';
import { reviewRecords } from './shape.ts';

type Partner = NonNullable<Awaited<ReturnType<PartnerRightsRepo['findPartner']>>>;

type Deps = {
  repo: PartnerRightsRepo;
  exports: Pick<
    DataExportRepo,
    | 'listFactFinds'
    | 'listMessages'
    | 'listNotifications'
    | 'listSessions'
    | 'listAuditEvents'
    | 'listReviews'
    | 'findFirmName'
  >;
  access: Pick<Access, 'assertAdmin' | 'clientForStaff'>;
  audit: AuditLog;
  clock: Clock;
  realtime: Pick<RealtimePublisher, 'sessionsEnded'>;
  logError: (error: unknown, message: string) => void;
};

// Data rights of the household's partner (person 2; docs/data-rights.md "Households"), for the firm's
// admins like the client's own: GET …/partner/data-export and POST …/partner/erasure.
export function createPartnerRightsService({
  repo,
  exports,
  access,
  audit,
  clock,
  realtime,
  logError,
}: Deps) {
  async function partnerOf(auth: AuthContext, clientId: number) {
    access.assertAdmin(auth, dataRightsMessages.adminOnly);
    const client = await access.clientForStaff(auth, clientId);
    const partner = await repo.findPartner(client.clientId, client.firmId);
    if (!partner) throw new AppError('conflict', householdMessages.noPartner);
    return { subject: { firmId: client.firmId, clientId: client.clientId, userId: partner.userId }, partner };
  }

  // The partner's own data (their account, the messages they sent, their notifications, sessions and what they
  // did) and the household's shared answers (the fact-finds both partners edit). One builder for the firm's admin
  // download and the partner's own from /profile (own-export.ts).
  async function buildExport(
    subject: Subject,
    partner: Partner,
    auth: AuthContext,
    info: ClientInfo,
    requestedBy: 'firm' | 'client',
  ): Promise<{ stream: Readable; fileName: string }> {
    const now = clock.now();
    const [factFinds, sentMessages, notifications, sessions, audits, reviews, firmName] = await Promise.all([
      exports.listFactFinds(subject),
      exports.listMessages(subject, subject.userId),
      exports.listNotifications(subject),
      exports.listSessions(subject),
      exports.listAuditEvents(subject, true),
      exports.listReviews(subject),
      exports.findFirmName(subject.firmId),
    ]);
    await audit.record(
      callerEvent(auth, info, 'data-rights.exported', {
        clientId: subject.clientId,
        partnerUserId: subject.userId,
        requestedBy,
      }),
    );
    const readme = `Data held about ${partner.name} by ${firmName ?? ''}
Exported on ${now.toISOString()} (UTC) under the right of access (UK GDPR article 15).

${partner.name} is the second person of a client household: profile.json, messages.json (the messages they sent),
notifications.json, sessions.json and audit.json are theirs; fact-finds.json holds the household's shared answers;
reviews.json the household's annual reviews with their own check-in answers (the review record PDFs are with the
household's documents).
`;
    const stream = zipStream(
      [
        { path: 'README.txt', text: readme },
        { path: 'profile.json', json: partner },
        { path: 'fact-finds.json', json: factFinds },
        { path: 'messages.json', json: sentMessages },
        { path: 'notifications.json', json: notifications },
        { path: 'sessions.json', json: sessions },
        { path: 'audit.json', json: audits },
        { path: 'reviews.json', json: reviewRecords(reviews, subject.userId, () => null) },
      ],
      now,
      (error) => logError(error, 'A data export failed part-way'),
    );
    return {
      stream,
      fileName: `client-${subject.clientId}-partner-data-${now.toISOString().slice(0, 10)}.zip`,
    };
  }

  return {
    exportPartner: async (auth: AuthContext, clientId: number, info: ClientInfo) => {
      const { subject, partner } = await partnerOf(auth, clientId);
      return buildExport(subject, partner, auth, info, 'firm');
    },

    // The partner's own download: the caller must be the household's person 2 (own-export.ts checks the household).
    async exportOwn(household: Pick<Subject, 'clientId' | 'firmId'>, auth: AuthContext, info: ClientInfo) {
      const partner = await repo.findPartner(household.clientId, household.firmId);
      if (!partner || partner.userId !== auth.userId)
        throw new AppError('conflict', householdMessages.noPartner);
      const subject = { firmId: household.firmId, clientId: household.clientId, userId: partner.userId };
      return buildExport(subject, partner, auth, info, 'client');
    },

    // Erasing the partner anonymises that person alone (partner-repo.ts erasePartner); client 1's record and the
    // household's records of advice stay whole. Erasing the client (service.ts) works as before.
    async erasePartner(auth: AuthContext, clientId: number, input: EraseClientRequest, info: ClientInfo) {
      const { subject, partner } = await partnerOf(auth, clientId);
      if (!sameName(input.confirm_name, partner.name))
        throw invalidField(
          'confirm_name',
          dataRightsMessages.confirmNameMismatch,
          dataRightsMessages.confirmNameMismatch,
        );
      const result = await erasePartnerUser(
        { repo, audit, realtime },
        auth,
        info,
        { ...subject, email: partner.email },
        input.reason.trim(),
        clock.now(),
      );
      return {
        message: 'The partner’s personal data has been erased. The household’s record is kept.',
        data: {
          messages: result.messages,
          notifications: result.notifications,
          sessions_ended: result.sessionIds.length,
        },
      };
    },
  };
}

export type PartnerRightsService = ReturnType<typeof createPartnerRightsService>;
