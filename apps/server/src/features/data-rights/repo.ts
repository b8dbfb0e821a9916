import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import {
  apiTokens,
  appointments,
  auditEvents,
  clients,
  conversations,
  dataErasures,
  documentRequestFiles,
  documentRequests,
  documents,
  factFindAnswers,
  factFindChanges,
  factFindConsents,
  factFinds,
  firms,
  letterOfAuthorityEvents,
  lettersOfAuthority,
  links,
  messages,
  notifications,
  portfolioAccounts,
  portfolioHoldings,
  portfolioSnapshots,
  reviewCheckIns,
  reviews,
  riskAssessments,
  signatureEvents,
  signatureRequests,
  signatureSigners,
  supportNeeds,
  trustedDevices,
  users,
} from '../../db/schema.ts';
import { createAlertsRepo } from '../alerts/repo.ts';
import { createForecastRepo } from '../forecast/repo.ts';

// Reads for the data export (UK GDPR art. 15): everything held about one client of one firm. Every query names the
// firm and the client (or the client's user), so nothing of another client or firm can slip in. Secrets (password
// and token hashes, MFA secrets) are never selected.

const advisers = alias(users, 'advisers');
const senders = alias(users, 'senders');

export type Subject = { firmId: number; clientId: number; userId: number };

export function auditAbout(subject: Subject) {
  return and(
    eq(auditEvents.firmId, subject.firmId),
    or(
      eq(auditEvents.userId, subject.userId),
      sql`${auditEvents.data}->>'clientId' = ${String(subject.clientId)}`,
      sql`${auditEvents.data}->>'clientUserId' = ${String(subject.userId)}`,
    ),
  );
}

// The subject's rows of a table that names its client and firm (the export's reads, the erasure's changes).
export function ofSubject(
  table: { clientId: AnyPgColumn; firmId: AnyPgColumn },
  subject: Pick<Subject, 'clientId' | 'firmId'>,
) {
  return and(eq(table.clientId, subject.clientId), eq(table.firmId, subject.firmId));
}

export function createDataExportRepo(db: Db) {
  return {
    async findFirmName(firmId: number) {
      const [row] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
      return row?.name ?? null;
    },

    async findProfile(subject: Subject) {
      const [row] = await db
        .select({
          user: {
            id: users.id,
            role: users.role,
            name: users.name,
            email: users.email,
            region: users.region,
            telephone: users.telephone,
            mfaEnabled: users.mfaEnabled,
            mfaTelephone: users.mfaTelephone,
            permissions: users.permissions,
            disabledAt: users.disabledAt,
            createdAt: users.createdAt,
            updatedAt: users.updatedAt,
          },
          client: {
            id: clients.id,
            name: clients.name,
            jointName: clients.jointName,
            jointEmail: clients.jointEmail,
            dob: clients.dob,
            jointDob: clients.jointDob,
            currencySymbol: clients.currencySymbol,
            createdAt: clients.createdAt,
            updatedAt: clients.updatedAt,
          },
          adviser: { id: advisers.id, name: advisers.name, email: advisers.email },
        })
        .from(clients)
        .innerJoin(users, eq(users.id, clients.userId))
        .leftJoin(advisers, eq(advisers.id, clients.adviserId))
        .where(and(eq(clients.id, subject.clientId), eq(clients.firmId, subject.firmId)));
      return row ?? null;
    },

    // The email alert settings the client chose on /profile, read as the alerts feature reads them (no row: every
    // kind on), so the export says what the profile page shows.
    findNotificationPreferences(subject: Subject) {
      return createAlertsRepo(db).findPreferences(subject.userId);
    },

    // The forecast scenarios the adviser shared with the client, read as the client's /forecast reads them
    // (features/forecast/repo.ts listScenarios, shared only), newest first.
    listSharedScenarios(subject: Subject) {
      return createForecastRepo(db).listScenarios(subject.clientId, subject.firmId, true);
    },

    async listFactFinds(subject: Subject) {
      const rows = await db
        .select()
        .from(factFinds)
        .where(ofSubject(factFinds, subject))
        .orderBy(asc(factFinds.id));
      const ids = rows.map((row) => row.id);
      const answers = ids.length
        ? await db
            .select()
            .from(factFindAnswers)
            .where(inArray(factFindAnswers.factFindId, ids))
            .orderBy(asc(factFindAnswers.id))
        : [];
      const changes = ids.length
        ? await db
            .select({
              id: factFindChanges.id,
              factFindId: factFindChanges.factFindId,
              path: factFindChanges.path,
              oldValue: factFindChanges.oldValue,
              newValue: factFindChanges.newValue,
              createdAt: factFindChanges.createdAt,
              byName: users.name,
              byRole: users.role,
            })
            .from(factFindChanges)
            .leftJoin(users, eq(users.id, factFindChanges.userId))
            .where(inArray(factFindChanges.factFindId, ids))
            .orderBy(asc(factFindChanges.id))
        : [];
      return { factFinds: rows, answers, changes };
    },

    listConsents(subject: Subject) {
      return db
        .select({ text: factFindConsents.text, givenAt: factFindConsents.givenAt, givenBy: users.name })
        .from(factFindConsents)
        .innerJoin(users, eq(users.id, factFindConsents.givenBy))
        .where(ofSubject(factFindConsents, subject))
        .orderBy(asc(factFindConsents.givenAt));
    },

    listRiskAssessments(subject: Subject) {
      return db
        .select()
        .from(riskAssessments)
        .where(ofSubject(riskAssessments, subject))
        .orderBy(asc(riskAssessments.id));
    },

    // sentBy: only the messages that person sent (the household partner's export, partner-service.ts).
    listMessages(subject: Subject, sentBy?: number) {
      return db
        .select({
          id: messages.id,
          body: messages.body,
          createdAt: messages.createdAt,
          senderName: senders.name,
          senderRole: senders.role,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(senders, eq(senders.id, messages.senderUserId))
        .where(
          and(
            ofSubject(conversations, subject),
            sentBy === undefined ? undefined : eq(messages.senderUserId, sentBy),
          ),
        )
        .orderBy(asc(messages.id));
    },

    listNotifications(subject: Subject) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, subject.userId))
        .orderBy(asc(notifications.createdAt));
    },

    listDocuments(subject: Subject) {
      return db
        .select({
          id: documents.id,
          source: documents.source,
          name: documents.name,
          category: documents.category,
          mimeType: documents.mimeType,
          size: documents.size,
          sha256: documents.sha256,
          storageKey: documents.storageKey,
          createdAt: documents.createdAt,
          deletedAt: documents.deletedAt,
          uploadedBy: users.name,
        })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.uploadedBy))
        .where(ofSubject(documents, subject))
        .orderBy(asc(documents.id));
    },

    // The documents the firm asked the household for (features/document-requests), with the ids of the documents
    // sent for each (those files are in the export's documents).
    async listDocumentRequests(subject: Subject) {
      const requests = await db
        .select()
        .from(documentRequests)
        .where(ofSubject(documentRequests, subject))
        .orderBy(asc(documentRequests.id));
      const ids = requests.map((request) => request.id);
      const files =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(documentRequestFiles)
              .where(inArray(documentRequestFiles.requestId, ids))
              .orderBy(asc(documentRequestFiles.id));
      return requests.map((request) => ({
        request,
        documentIds: files.filter((file) => file.requestId === request.id).map((file) => file.documentId),
      }));
    },

    // Documents sent for signature (features/signatures) with each signer's evidence and every event: records of
    // advice, kept through an erasure for the retention period.
    async listSignatures(subject: Subject) {
      const requests = await db
        .select()
        .from(signatureRequests)
        .where(ofSubject(signatureRequests, subject))
        .orderBy(asc(signatureRequests.id));
      const ids = requests.map((request) => request.id);
      if (ids.length === 0) return [];
      const [signers, events] = await Promise.all([
        db
          .select()
          .from(signatureSigners)
          .where(inArray(signatureSigners.requestId, ids))
          .orderBy(asc(signatureSigners.position)),
        db
          .select()
          .from(signatureEvents)
          .where(inArray(signatureEvents.requestId, ids))
          .orderBy(asc(signatureEvents.at), asc(signatureEvents.id)),
      ]);
      return requests.map((request) => ({
        request,
        signers: signers.filter((signer) => signer.requestId === request.id),
        events: events.filter((event) => event.requestId === request.id),
      }));
    },

    // Letters of authority (features/letters-of-authority): the policy each was written for and its timeline.
    async listLettersOfAuthority(subject: Subject) {
      const letters = await db
        .select()
        .from(lettersOfAuthority)
        .where(ofSubject(lettersOfAuthority, subject))
        .orderBy(asc(lettersOfAuthority.id));
      const ids = letters.map((letter) => letter.id);
      const events =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(letterOfAuthorityEvents)
              .where(
                and(
                  eq(letterOfAuthorityEvents.firmId, subject.firmId),
                  inArray(letterOfAuthorityEvents.letterId, ids),
                ),
              )
              .orderBy(asc(letterOfAuthorityEvents.id));
      return letters.map((letter) => ({
        letter,
        events: events.filter((event) => event.letterId === letter.id),
      }));
    },

    // The household's annual reviews (features/reviews) with each person's check-in, and whether the household or the
    // firm closed each one: records of advice once closed, kept through an erasure for the retention period.
    async listReviews(subject: Subject) {
      const rows = await db
        .select({ review: reviews, closedByRole: users.role })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.closedBy))
        .where(ofSubject(reviews, subject))
        .orderBy(asc(reviews.id));
      const ids = rows.map((row) => row.review.id);
      const checkIns =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(reviewCheckIns)
              .where(inArray(reviewCheckIns.reviewId, ids))
              .orderBy(asc(reviewCheckIns.reviewId), asc(reviewCheckIns.person));
      return rows.map(({ review, closedByRole }) => ({
        review,
        closedByRole,
        checkIns: checkIns.filter((checkIn) => checkIn.reviewId === review.id),
      }));
    },

    // The client's own links and the firm-wide ones they see.
    listLinks(subject: Subject) {
      return db
        .select()
        .from(links)
        .where(
          and(
            eq(links.firmId, subject.firmId),
            or(eq(links.clientId, subject.clientId), isNull(links.clientId)),
          ),
        )
        .orderBy(asc(links.id));
    },

    // ownOnly: what the person did, not the events about the client (the household partner's export,
    // partner-service.ts: the household's other events are the household's).
    listAuditEvents(subject: Subject, ownOnly = false) {
      return db
        .select({
          id: auditEvents.id,
          type: auditEvents.type,
          userId: auditEvents.userId,
          ip: auditEvents.ip,
          userAgent: auditEvents.userAgent,
          data: auditEvents.data,
          createdAt: auditEvents.createdAt,
        })
        .from(auditEvents)
        .where(
          ownOnly
            ? and(eq(auditEvents.firmId, subject.firmId), eq(auditEvents.userId, subject.userId))
            : auditAbout(subject),
        )
        .orderBy(asc(auditEvents.id));
    },

    async listSessions(subject: Subject) {
      const tokens = await db
        .select({
          createdAt: apiTokens.createdAt,
          lastUsedAt: apiTokens.lastUsedAt,
          expiresAt: apiTokens.expiresAt,
          revokedAt: apiTokens.revokedAt,
        })
        .from(apiTokens)
        .where(eq(apiTokens.userId, subject.userId))
        .orderBy(asc(apiTokens.id));
      const devices = await db
        .select({
          label: trustedDevices.label,
          ip: trustedDevices.ip,
          createdAt: trustedDevices.createdAt,
          lastUsedAt: trustedDevices.lastUsedAt,
          expiresAt: trustedDevices.expiresAt,
          revokedAt: trustedDevices.revokedAt,
        })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, subject.userId))
        .orderBy(asc(trustedDevices.id));
      return { tokens, devices };
    },

    listAppointments(subject: Subject) {
      return db
        .select({
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          timeZone: appointments.timeZone,
          kind: appointments.kind,
          status: appointments.status,
          location: appointments.location,
          videoLink: appointments.videoLink,
          notes: appointments.notes,
          cancelledAt: appointments.cancelledAt,
          cancelReason: appointments.cancelReason,
          adviser: users.name,
          createdAt: appointments.createdAt,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.adviserId))
        .where(ofSubject(appointments, subject))
        .orderBy(asc(appointments.startsAt));
    },

    async listPortfolio(subject: Subject) {
      const accounts = await db
        .select()
        .from(portfolioAccounts)
        .where(ofSubject(portfolioAccounts, subject))
        .orderBy(asc(portfolioAccounts.id));
      const ids = accounts.map((account) => account.id);
      const holdings = ids.length
        ? await db
            .select()
            .from(portfolioHoldings)
            .where(inArray(portfolioHoldings.accountId, ids))
            .orderBy(asc(portfolioHoldings.id))
        : [];
      const snapshots = await db
        .select()
        .from(portfolioSnapshots)
        .where(ofSubject(portfolioSnapshots, subject))
        .orderBy(asc(portfolioSnapshots.asAt));
      return { accounts, holdings, snapshots };
    },

    // One person's support needs (docs/support-needs.md): current, withdrawn and purged, oldest first.
    async listSupportNeeds(subject: Pick<Subject, 'firmId' | 'clientId'>, person: 1 | 2) {
      return db
        .select()
        .from(supportNeeds)
        .where(and(ofSubject(supportNeeds, subject), eq(supportNeeds.person, person)))
        .orderBy(asc(supportNeeds.id));
    },

    async findErasure(subject: { firmId: number; clientId: number }) {
      const [row] = await db
        .select({
          erasedAt: dataErasures.erasedAt,
          retainUntil: dataErasures.retainUntil,
          reason: dataErasures.reason,
          erasedBy: { id: users.id, name: users.name },
        })
        .from(dataErasures)
        .innerJoin(users, eq(users.id, dataErasures.erasedBy))
        .where(ofSubject(dataErasures, subject));
      return row ?? null;
    },
  };
}

export type DataExportRepo = ReturnType<typeof createDataExportRepo>;
