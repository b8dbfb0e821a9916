import { householdMessages } from '@atrium/domain/contract/household';
import { closedReviewStatuses } from '@atrium/domain/review/schedule';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, householdMembers, messages, reviewCheckIns, reviews, users } from '../../db/schema.ts';
import { anonymiseUser, erasedText } from './erasure-repo.ts';
import type { Subject } from './repo.ts';

// Data rights per person (docs/data-rights.md): the household's person 2 (the partner who signs in) has
// their own export and their own erasure; the household's record (client 1, the shared fact-find, the records of
// advice) stays whole.

export function createPartnerRightsRepo(db: Db) {
  return {
    // The household's person 2 and their account, within the firm.
    async findPartner(clientId: number, firmId: number) {
      const [row] = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          emailNormalised: users.emailNormalised,
          region: users.region,
          telephone: users.telephone,
          mfaEnabled: users.mfaEnabled,
          permissions: users.permissions,
          disabledAt: users.disabledAt,
          createdAt: users.createdAt,
        })
        .from(householdMembers)
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .innerJoin(clients, eq(clients.id, householdMembers.clientId))
        .where(
          and(
            eq(householdMembers.clientId, clientId),
            eq(householdMembers.person, 2),
            eq(clients.firmId, firmId),
          ),
        );
      return row ?? null;
    },

    // The partner anonymised in one transaction: no name, contact details or way in, their own notifications gone,
    // the messages they sent kept in the conversation but attributed to "a former household member" (their
    // account's name) without their words; they leave the household, so the client can invite a partner again.
    // Client 1 and the household's records of advice are not touched. Answers the sessions ended.
    async erasePartner(input: Subject & { email: string; now: Date; unusablePasswordHash: string }) {
      const { userId, clientId, firmId } = input;
      return db.transaction(async (tx) => {
        const { sessionIds, notifications } = await anonymiseUser(tx, {
          ...input,
          name: householdMessages.formerMember,
        });
        // The joint email was the partner's address; the joint name stays as the fact-find's client 2.
        await tx
          .update(clients)
          .set({ jointEmail: null })
          .where(and(eq(clients.id, clientId), eq(clients.firmId, firmId)));
        await tx
          .delete(householdMembers)
          .where(and(eq(householdMembers.clientId, clientId), eq(householdMembers.userId, userId)));
        // Their part of a review still open goes (words of theirs that became no record of advice); their part of a
        // closed review is the household's record of advice, kept with it (docs/data-rights.md).
        const openReviews = tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(
            and(
              eq(reviews.clientId, clientId),
              eq(reviews.firmId, firmId),
              notInArray(reviews.status, [...closedReviewStatuses]),
            ),
          );
        await tx
          .delete(reviewCheckIns)
          .where(and(eq(reviewCheckIns.userId, userId), inArray(reviewCheckIns.reviewId, openReviews)));
        const sent = await tx
          .update(messages)
          .set({ body: erasedText })
          .where(eq(messages.senderUserId, userId))
          .returning({ id: messages.id });
        return { sessionIds, messages: sent.length, notifications };
      });
    },
  };
}

export type PartnerRightsRepo = ReturnType<typeof createPartnerRightsRepo>;
