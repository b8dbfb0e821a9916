import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { householdMembers, users } from '../../db/schema.ts';
import { endSessions } from '../../db/sessions.ts';
import {
  invitationAcceptedOf,
  invitationRevokedOf,
  lastActivityOf,
  openInvitationExpiresOf,
  totpConfirmedOf,
  trustedDevicesOf,
} from './repo-expressions.ts';

// Each person of a household and their own sign-in (household_members: person 1 the client, person 2 the partner
// once invited), for the client page's access card and the actions that act on each person.
export function createHouseholdPeopleRepo(db: Db) {
  return {
    // Person 1 first; what each one's portal status is made of (service.ts portalStatusOf) and their second factors.
    async listPeople(clientId: number, now: Date) {
      return db
        .select({
          person: householdMembers.person,
          userId: users.id,
          firmId: users.firmId,
          name: users.name,
          email: users.email,
          mfaEnabled: users.mfaEnabled,
          mfaTelephone: users.mfaTelephone,
          disabledAt: users.disabledAt,
          lastActivityAt: lastActivityOf(users.id),
          invitationAccepted: invitationAcceptedOf(users.id),
          invitationRevoked: invitationRevokedOf(users.id),
          openInvitationExpiresAt: openInvitationExpiresOf(users.id),
          totpConfirmed: totpConfirmedOf(users.id),
          trustedDevices: trustedDevicesOf(users.id, now),
        })
        .from(householdMembers)
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .where(eq(householdMembers.clientId, clientId))
        .orderBy(asc(householdMembers.person));
    },

    // Every session of the user ends now (the next request with any of their tokens is 401). Answers their ids.
    async endAllSessions(userId: number, now: Date): Promise<number[]> {
      return endSessions(db, userId, now);
    },
  };
}

export type HouseholdPeopleRepo = ReturnType<typeof createHouseholdPeopleRepo>;
export type HouseholdPersonRow = Awaited<ReturnType<HouseholdPeopleRepo['listPeople']>>[number];
