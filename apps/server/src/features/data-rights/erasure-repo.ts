import { closedReviewStatuses } from '@atrium/domain/review/schedule';
import { and, eq, inArray, isNull, like, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import {
  appointments,
  auditEvents,
  clients,
  conversations,
  dataErasures,
  documentRequests,
  documents,
  emailChanges,
  factFindAnswers,
  factFindChanges,
  factFindConsents,
  factFinds,
  idempotencyKeys,
  invitations,
  links,
  messages,
  mfaChallenges,
  mfaRecoveryCodes,
  mfaTotp,
  notifications,
  outbox,
  passwordResets,
  registrations,
  reviews,
  riskAssessments,
  signatureRequests,
  trustedDevices,
  users,
} from '../../db/schema.ts';
import { endSessions } from '../../db/sessions.ts';
import { auditAbout, ofSubject, type Subject } from './repo.ts';
import { clearSupportNeedsOf } from './support-needs-repo.ts';

// The erasure (UK GDPR art. 17) in one transaction: personal data anonymised, records of advice kept
// (docs/data-rights.md says which is which and why). Nothing here deletes a record of advice.

export const erasedName = 'Erased client';
export const erasedText = '[erased]';
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

export type ErasureInput = Subject & {
  email: string;
  emailNormalised: string;
  erasedBy: number;
  reason: string;
  now: Date;
  retainUntil: Date;
  // A hash of a random password nobody knows: the account can never be signed in to again.
  unusablePasswordHash: string;
};

// One person anonymised inside the caller's transaction (the client's erasure below, the household partner's in
// partner-repo.ts): no name, contact details or way in; every session ended, every pending link and code void; the
// mail sent to them loses its address and words; their own notifications go. The row stays (records of advice and
// messages point at it). Answers the erased address, the sessions ended and how many notifications went.
export async function anonymiseUser(
  tx: Tx,
  person: {
    userId: number;
    firmId: number;
    name: string;
    email: string;
    now: Date;
    unusablePasswordHash: string;
  },
) {
  const { userId, firmId, now } = person;
  const email = erasedEmail(userId);
  // Sessions first. A signed-in request stamps its token (api_tokens), whose trigger then moves the client row's last
  // activity (migrations/0044_client_list_keys.sql); the new address below reaches the client row too (0054's
  // trigger). Ending the sessions after it took the two rows the other way round, and a request of the person's
  // landing during the erasure deadlocked with it (PostgreSQL aborted one; the erasure answered 500).
  const sessionIds = await endSessions(tx, userId, now);
  await tx
    .update(users)
    .set({
      name: person.name,
      email,
      emailNormalised: email,
      passwordHash: person.unusablePasswordHash,
      telephone: null,
      mfaEnabled: false,
      mfaTelephone: null,
      permissions: {},
      disabledAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.firmId, firmId)));
  await tx
    .update(trustedDevices)
    .set({ revokedAt: now, label: erasedText, ip: null })
    .where(eq(trustedDevices.userId, userId));
  await tx
    .update(mfaChallenges)
    .set({ voidedAt: now, telephone: erasedText })
    .where(eq(mfaChallenges.userId, userId));
  await tx.delete(mfaTotp).where(eq(mfaTotp.userId, userId));
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx
    .update(passwordResets)
    .set({ voidedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await tx
    .update(invitations)
    .set({ voidedAt: now })
    .where(and(eq(invitations.userId, userId), isNull(invitations.acceptedAt)));
  await tx.update(emailChanges).set({ voidedAt: now, email }).where(eq(emailChanges.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  // Mail already sent or waiting for them: the address and the words (which name them) go.
  await tx
    .update(outbox)
    .set({ to: email, subject: erasedText, text: erasedText, html: null })
    .where(and(eq(outbox.firmId, firmId), eq(outbox.to, person.email)));
  const removed = await tx
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return { email, sessionIds, notifications: removed.length };
}

export function createErasureRepo(db: Db) {
  return {
    // The stored files to remove once the rows are committed (a file removed before a rollback would be lost).
    async erase(input: ErasureInput) {
      const { firmId, clientId, now } = input;
      return db.transaction(async (tx) => {
        await tx.insert(dataErasures).values({
          firmId,
          clientId,
          erasedBy: input.erasedBy,
          reason: input.reason,
          erasedAt: now,
          retainUntil: input.retainUntil,
        });

        // The person: no name, contact details or way in; the row stays because records of advice point at it.
        const { sessionIds, notifications: removedNotifications } = await anonymiseUser(tx, {
          ...input,
          name: erasedName,
        });
        await tx
          .update(clients)
          .set({ name: erasedName, jointName: null, jointEmail: null, dob: null, jointDob: null })
          .where(and(eq(clients.id, clientId), eq(clients.firmId, firmId)));
        await tx
          .delete(registrations)
          .where(
            and(eq(registrations.firmId, firmId), eq(registrations.emailNormalised, input.emailNormalised)),
          );

        // Messages keep their place and time, not their words.
        const conversationIds = tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(ofSubject(conversations, input));
        const erasedMessages = await tx
          .update(messages)
          .set({ body: erasedText })
          .where(inArray(messages.conversationId, conversationIds))
          .returning({ id: messages.id });

        // The client's own notifications went with the person; the firm's notices about them lose their words
        // (they name the client).
        await tx
          .update(notifications)
          .set({ data: { title: erasedText, body: erasedText, link: null } })
          .where(
            or(
              like(sql`${notifications.data}->>'link'`, `/adviser/clients/${clientId}/%`),
              sql`${notifications.data}->>'link' = ${`/adviser/clients/${clientId}`}`,
            ),
          );

        // Links made for this client only (the firm-wide ones are nobody's personal data).
        const removedLinks = await tx
          .delete(links)
          .where(ofSubject(links, input))
          .returning({ id: links.id });

        // Appointments keep their time and adviser; their notes go, and the ones still booked are cancelled (their
        // reminders would go to an address that no longer exists, and the slot is freed).
        await tx
          .update(appointments)
          .set({ notes: '', location: null, videoLink: null })
          .where(ofSubject(appointments, input));
        await tx
          .update(appointments)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: input.erasedBy,
            cancelReason: erasedText,
          })
          .where(and(ofSubject(appointments, input), eq(appointments.status, 'booked')));

        // Documents: the files go (after the commit), the rows stay as a record that something was exchanged.
        const erasedDocuments = await tx
          .update(documents)
          .set({ name: erasedText, deletedAt: sql`coalesce(${documents.deletedAt}, ${now})` })
          .where(ofSubject(documents, input))
          .returning({ storageKey: documents.storageKey });

        // Documents still waiting for signatures are withdrawn (nobody can sign them now, and reminders stop); signed
        // ones, their evidence and files are records of advice, kept whole (docs/signing.md).
        await tx
          .update(signatureRequests)
          .set({ status: 'withdrawn', withdrawnAt: now })
          .where(and(ofSubject(signatureRequests, input), eq(signatureRequests.status, 'pending')));

        // An annual review still open (due, invited, being checked in, its meeting booked) was neither delivered nor
        // declined: not yet a record of advice. It goes with its check-ins (ON DELETE CASCADE), so the review job
        // never invites an erased household. Closed reviews (completed, declined, not attempted), their check-ins
        // and the fact-find as reviewed are records of advice (COBS 9A.3.9), kept until the retention period ends;
        // a completed review's record PDF is one of the documents above, its file removed like theirs.
        await tx
          .delete(reviews)
          .where(and(ofSubject(reviews, input), notInArray(reviews.status, [...closedReviewStatuses])));

        // Document requests: the open ones are withdrawn (reminders stop) and every item loses the firm's words about
        // the person (its note and a rejection's reason); the files went with the documents above.
        await tx
          .update(documentRequests)
          .set({ status: 'withdrawn', withdrawnAt: now })
          .where(
            and(
              ofSubject(documentRequests, input),
              inArray(documentRequests.status, ['required', 'uploaded', 'rejected']),
            ),
          );
        await tx
          .update(documentRequests)
          .set({ note: '', rejectReason: null })
          .where(ofSubject(documentRequests, input));

        // Fact-finds never submitted are drafts, not records of advice: their answers and history are erased.
        // Submitted or reviewed ones are records of advice and are kept whole until the retention period ends.
        const drafts = await tx
          .update(factFinds)
          .set({ data: {}, returnNote: null })
          .where(
            and(ofSubject(factFinds, input), eq(factFinds.status, 'draft'), isNull(factFinds.submittedAt)),
          )
          .returning({ id: factFinds.id });
        const draftIds = drafts.map((row) => row.id);
        if (draftIds.length > 0) {
          await tx
            .update(factFindAnswers)
            .set({ value: null })
            .where(inArray(factFindAnswers.factFindId, draftIds));
          await tx
            .update(factFindChanges)
            .set({ oldValue: null, newValue: null })
            .where(inArray(factFindChanges.factFindId, draftIds));
        }
        // Support needs (special category data, given on consent) are no record of advice: both people's go, leaving
        // the bare fact that they were recorded (support-needs-repo.ts).
        await clearSupportNeedsOf(tx, { firmId, clientId, now });
        // A questionnaire abandoned half-way is no assessment: its answers go. Completed ones are kept.
        await tx
          .update(riskAssessments)
          .set({ answers: {} })
          .where(and(ofSubject(riskAssessments, input), eq(riskAssessments.status, 'in-progress')));

        const [retained] = await tx
          .select({
            factFinds: sql<number>`(select count(*)::int from ${factFinds} where ${factFinds.clientId} = ${clientId} and (${factFinds.submittedAt} is not null or ${factFinds.status} <> 'draft'))`,
            riskAssessments: sql<number>`(select count(*)::int from ${riskAssessments} where ${riskAssessments.clientId} = ${clientId} and ${riskAssessments.status} = 'completed')`,
            consents: sql<number>`(select count(*)::int from ${factFindConsents} where ${factFindConsents.clientId} = ${clientId})`,
            auditEvents: sql<number>`(select count(*)::int from ${auditEvents} where ${auditAbout(input)})`,
          })
          .from(clients)
          .where(eq(clients.id, clientId));

        return {
          sessionsEnded: sessionIds.length,
          messages: erasedMessages.length,
          notifications: removedNotifications,
          links: removedLinks.length,
          draftFactFinds: draftIds.length,
          storageKeys: erasedDocuments.map((row) => row.storageKey),
          retained: retained ?? { factFinds: 0, riskAssessments: 0, consents: 0, auditEvents: 0 },
        };
      });
    },

    async findCredentials(subject: Subject) {
      const [row] = await db
        .select({ email: users.email, emailNormalised: users.emailNormalised })
        .from(users)
        .where(and(eq(users.id, subject.userId), eq(users.firmId, subject.firmId)));
      return row ?? null;
    },
  };
}

export type ErasureRepo = ReturnType<typeof createErasureRepo>;
