import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, householdMembers, invitations, users } from '../../db/schema.ts';
import { insertClientUser, insertInvitation } from '../account/client-onboarding-repo.ts';

export type NewPartner = {
  clientId: number;
  firmId: number;
  adviserId: number | null;
  name: string;
  email: string;
  emailNormalised: string;
  passwordHash: string;
  invitedBy: number;
  tokenHash: string;
  expiresAt: Date;
  now: Date;
};

// The partner of a client household: person 2 of household_members, a client user of the firm.
export function createHouseholdRepo(db: Db) {
  return {
    // The household's joint details and its person 2, with what their portal status is made of
    // (adviser-clients/service.ts portalStatusOf) and their latest invitation.
    async findHousehold(clientId: number) {
      const [row] = await db
        .select({
          clientId: clients.id,
          firmId: clients.firmId,
          adviserId: clients.adviserId,
          jointName: clients.jointName,
          jointEmail: clients.jointEmail,
          partnerUserId: householdMembers.userId,
        })
        .from(clients)
        .leftJoin(
          householdMembers,
          and(eq(householdMembers.clientId, clients.id), eq(householdMembers.person, 2)),
        )
        .where(eq(clients.id, clientId));
      if (!row) return null;
      if (row.partnerUserId === null) return { ...row, partner: null };
      const [partner] = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          disabledAt: users.disabledAt,
          lastActivityAt: sql<Date | string | null>`(select max(coalesce(t.last_used_at, t.created_at))
            from api_tokens t where t.user_id = ${row.partnerUserId})`,
        })
        .from(users)
        .where(eq(users.id, row.partnerUserId));
      const history = await db
        .select({
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
          acceptedAt: invitations.acceptedAt,
          voidedAt: invitations.voidedAt,
          revokedAt: invitations.revokedAt,
        })
        .from(invitations)
        .where(eq(invitations.userId, row.partnerUserId))
        .orderBy(desc(invitations.id));
      return { ...row, partner: partner ? { ...partner, invitations: history } : null };
    },

    // The partner's user (an unknown password until they accept), their place in the household and their
    // invitation, in one transaction. The household's joint email becomes the address they were invited at.
    // A second partner of the same household, or an address taken meanwhile, fails on a unique constraint.
    async createPartner(partner: NewPartner): Promise<{ userId: number }> {
      return db.transaction(async (tx) => {
        const userId = await insertClientUser(tx, partner);
        await tx.insert(householdMembers).values({ clientId: partner.clientId, userId, person: 2 });
        await tx.update(clients).set({ jointEmail: partner.email }).where(eq(clients.id, partner.clientId));
        await insertInvitation(tx, { ...partner, userId });
        return { userId };
      });
    },
  };
}

export type HouseholdRepo = ReturnType<typeof createHouseholdRepo>;
export type HouseholdRecord = NonNullable<Awaited<ReturnType<HouseholdRepo['findHousehold']>>>;
