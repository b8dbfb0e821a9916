import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/connect.ts';
import { clients, householdMembers, users } from '../../db/schema.ts';

// The one home of "whose client is this" (access.ts): which household a client user belongs to, and which clients
// the firm's side may reach. No other feature selects a client by a user id (scripts/check-boundaries.mjs).

// Who the firm's side may reach: an adviser their own clients (adviserId), an admin every client of the firm.
// viewerId is the member of staff asking: some figures (unread messages) are their own.
export type StaffScope = { firmId: number; adviserId: number | null; viewerId: number };

// The one condition every adviser query puts on `clients`: within the caller's firm and, for an adviser, only
// the clients assigned to them. Repositories of the adviser features AND it into their WHERE.
export function clientsInScope(scope: StaffScope): SQL {
  const firm = eq(clients.firmId, scope.firmId);
  return scope.adviserId === null ? firm : (and(firm, eq(clients.adviserId, scope.adviserId)) as SQL);
}

// The client row as the features use it. userId is the household's person 1 (clients.user_id), whoever asks.
const clientColumns = {
  clientId: clients.id,
  firmId: clients.firmId,
  userId: clients.userId,
  name: clients.name,
  jointName: clients.jointName,
  adviserId: clients.adviserId,
};

const me = alias(householdMembers, 'me');
const partner = alias(householdMembers, 'partner');

// Which household a user signs in to, and as which person, on a transaction's handle too (a repository that
// writes the household's data in the same transaction: profile/contact-repo.ts).
export async function householdMemberOf(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ clientId: householdMembers.clientId, person: householdMembers.person })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  return row ?? null;
}

// The household's people who sign in, person 1 first, with their names: whom a household's news goes to and how
// each is named (document requests, reviews, the fact-find's live edits).
export async function listHouseholdPeople(db: Db, clientId: number) {
  return db
    .select({ person: householdMembers.person, userId: householdMembers.userId, name: users.name })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.clientId, clientId))
    .orderBy(asc(householdMembers.person));
}

export function createAccessRepo(db: Db) {
  return {
    async findClientInScope(clientId: number, scope: StaffScope) {
      const [row] = await db
        .select(clientColumns)
        .from(clients)
        .where(and(eq(clients.id, clientId), clientsInScope(scope)));
      return row ?? null;
    },

    // The household a user signs in to (household_members, migration 0022): its client, which person the user
    // is, and the other person's user when they have one.
    async findHouseholdOfUser(userId: number) {
      const [row] = await db
        .select({ ...clientColumns, person: me.person, partnerUserId: partner.userId })
        .from(me)
        .innerJoin(clients, eq(clients.id, me.clientId))
        .leftJoin(partner, and(eq(partner.clientId, me.clientId), sql`${partner.person} <> ${me.person}`))
        .where(eq(me.userId, userId));
      return row ?? null;
    },

    // Every user who signs in to a client household, person 1 first.
    async listHouseholdUsers(clientId: number) {
      return db
        .select({ userId: householdMembers.userId, person: householdMembers.person })
        .from(householdMembers)
        .where(eq(householdMembers.clientId, clientId))
        .orderBy(asc(householdMembers.person));
    },

    async listEnabledAdmins(firmId: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.firmId, firmId), eq(users.role, 'admin'), isNull(users.disabledAt)))
        .orderBy(asc(users.id));
      return rows.map((row) => row.id);
    },

    async isEnabledUser(userId: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.disabledAt)));
      return row !== undefined;
    },
  };
}

export type AccessRepo = ReturnType<typeof createAccessRepo>;
export type ScopedClient = NonNullable<Awaited<ReturnType<AccessRepo['findClientInScope']>>>;
export type HouseholdRow = NonNullable<Awaited<ReturnType<AccessRepo['findHouseholdOfUser']>>>;
