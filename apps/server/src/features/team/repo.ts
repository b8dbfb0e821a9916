import type { StaffRole } from '@atrium/domain/contract/team';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { apiCredentials, clients, users } from '../../db/schema.ts';
import { endSessions, revokeTrustedDevices } from '../../db/sessions.ts';
import { voidLinks } from '../../db/single-use-links.ts';

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  // Table names written out: inside a subquery Drizzle would leave the outer users.id unqualified.
  clientCount: sql<number>`(select count(*) from clients c where c.adviser_id = "users"."id")::int`,
  // Invited and not yet arrived: an invitation was sent, none accepted, and no session ever started.
  isInvited: sql<boolean>`(
    exists (select 1 from invitations i where i.user_id = "users"."id")
    and not exists (select 1 from invitations i where i.user_id = "users"."id" and i.accepted_at is not null)
    and not exists (select 1 from api_tokens t where t.user_id = "users"."id")
  )`,
};

export type MemberRow = {
  id: number;
  name: string;
  email: string;
  role: 'client' | 'adviser' | 'admin';
  disabledAt: Date | null;
  clientCount: number;
  isInvited: boolean;
};

// The firm's people: an API credential's user (features/api-credentials) is an admin by role but no one's account,
// so it is neither listed nor changed here.
const isStaff = and(
  inArray(users.role, ['adviser', 'admin']),
  sql`not exists (select 1 from ${apiCredentials} where ${apiCredentials.userId} = ${users.id})`,
) as SQL;

// The firm's enabled admins, locked until the transaction ends, so two admins demoting each other at once
// cannot leave the firm without one.
async function lockActiveAdmins(tx: Tx, firmId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.role, 'admin'), isNull(users.disabledAt)))
    .for('update');
  return rows.map((row) => row.id);
}

async function lockMember(tx: Tx, firmId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.firmId, firmId), isStaff))
    .for('update');
  return row ?? null;
}

export type RoleChange = 'changed' | 'unchanged' | 'last-admin' | 'not-found';
export type Deactivation =
  | { outcome: 'deactivated' | 'already' | 'last-admin' | 'not-found' }
  | { outcome: 'has-clients'; count: number };
export type Reassignment = { outcome: 'moved'; clientIds: number[] } | { outcome: 'target-inactive' };

export function createTeamRepo(db: Db) {
  return {
    async listMembers(firmId: number): Promise<MemberRow[]> {
      return db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.firmId, firmId), isStaff))
        .orderBy(asc(users.name), asc(users.id));
    },

    async findMember(firmId: number, userId: number): Promise<MemberRow | null> {
      const [row] = await db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.firmId, firmId), eq(users.id, userId), isStaff));
      return row ?? null;
    },

    async findUserIdByEmail(firmId: number, emailNormalised: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.firmId, firmId), eq(users.emailNormalised, emailNormalised)));
      return row?.id ?? null;
    },

    async createStaff(values: {
      firmId: number;
      role: StaffRole;
      name: string;
      email: string;
      emailNormalised: string;
      passwordHash: string;
    }): Promise<number> {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error('Team member not created');
      return row.id;
    },

    async changeRole(firmId: number, userId: number, role: StaffRole): Promise<RoleChange> {
      return db.transaction(async (tx) => {
        const admins = await lockActiveAdmins(tx, firmId);
        const member = await lockMember(tx, firmId, userId);
        if (!member) return 'not-found';
        if (member.role === role) return 'unchanged';
        if (role !== 'admin' && admins.includes(userId) && admins.length <= 1) return 'last-admin';
        await tx.update(users).set({ role }).where(eq(users.id, userId));
        return 'changed';
      });
    },

    // Refused while the person still has clients; otherwise every session, trusted device and open invitation
    // of theirs ends with it.
    async deactivate(firmId: number, userId: number, now: Date): Promise<Deactivation> {
      return db.transaction(async (tx) => {
        const admins = await lockActiveAdmins(tx, firmId);
        const member = await lockMember(tx, firmId, userId);
        if (!member) return { outcome: 'not-found' };
        if (member.disabledAt) return { outcome: 'already' };
        if (admins.includes(userId) && admins.length <= 1) return { outcome: 'last-admin' };
        const [counted] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(clients)
          .where(eq(clients.adviserId, userId));
        if ((counted?.count ?? 0) > 0) return { outcome: 'has-clients', count: counted?.count ?? 0 };
        await tx.update(users).set({ disabledAt: now }).where(eq(users.id, userId));
        await endSessions(tx, userId, now);
        await revokeTrustedDevices(tx, userId, now);
        await voidLinks(tx, 'invitation', userId, now);
        return { outcome: 'deactivated' };
      });
    },

    async reactivate(firmId: number, userId: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ disabledAt: null })
        .where(
          and(eq(users.id, userId), eq(users.firmId, firmId), isStaff, sql`${users.disabledAt} is not null`),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async listClientsOf(firmId: number, userId: number) {
      return db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(and(eq(clients.firmId, firmId), eq(clients.adviserId, userId)))
        .orderBy(asc(clients.name), asc(clients.id));
    },

    // Moves the clients (all, or the ones named) of one adviser to another, who must be an active member of the
    // firm's staff; the target's row is locked so they cannot be deactivated half-way.
    async reassign(
      firmId: number,
      fromUserId: number,
      toUserId: number,
      clientIds: number[] | undefined,
    ): Promise<Reassignment> {
      return db.transaction(async (tx) => {
        const target = await lockMember(tx, firmId, toUserId);
        if (!target || target.disabledAt) return { outcome: 'target-inactive' };
        const moved = await tx
          .update(clients)
          .set({ adviserId: toUserId })
          .where(
            and(
              eq(clients.firmId, firmId),
              eq(clients.adviserId, fromUserId),
              ...(clientIds ? [inArray(clients.id, clientIds)] : []),
            ),
          )
          .returning({ id: clients.id });
        return { outcome: 'moved', clientIds: moved.map((row) => row.id).sort((a, b) => a - b) };
      });
    },
  };
}

export type TeamRepo = ReturnType<typeof createTeamRepo>;
