import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, users } from '../../db/schema.ts';

// Who the firm's side may reach: an adviser their own clients (adviserId), an admin every client of the firm.
// viewerId is the member of staff asking: some figures (unread messages) are their own.
export type StaffScope = { firmId: number; adviserId: number | null; viewerId: number };

// The one condition every adviser query puts on `clients`: within the caller's firm and, for an adviser, only
// the clients assigned to them. Repositories of the adviser features AND it into their WHERE.
export function clientsInScope(scope: StaffScope): SQL {
  const firm = eq(clients.firmId, scope.firmId);
  return scope.adviserId === null ? firm : (and(firm, eq(clients.adviserId, scope.adviserId)) as SQL);
}

export function createAdviserAccessRepo(db: Db) {
  return {
    async findClientInScope(clientId: number, scope: StaffScope) {
      const [row] = await db
        .select({
          clientId: clients.id,
          firmId: clients.firmId,
          userId: clients.userId,
          name: clients.name,
          jointName: clients.jointName,
          adviserId: clients.adviserId,
        })
        .from(clients)
        .where(and(eq(clients.id, clientId), clientsInScope(scope)));
      return row ?? null;
    },

    // The client behind a client user (for the client's own routes that tell the firm something).
    async findClientOfUser(userId: number) {
      const [row] = await db
        .select({
          clientId: clients.id,
          firmId: clients.firmId,
          userId: clients.userId,
          name: clients.name,
          jointName: clients.jointName,
          adviserId: clients.adviserId,
        })
        .from(clients)
        .where(eq(clients.userId, userId));
      return row ?? null;
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

export type AdviserAccessRepo = ReturnType<typeof createAdviserAccessRepo>;
export type ScopedClient = NonNullable<Awaited<ReturnType<AdviserAccessRepo['findClientInScope']>>>;
