import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { clients, invitations, users } from '../../db/schema.ts';

export type NewInvitedClient = {
  name: string;
  email: string;
  emailNormalised: string;
  jointName: string | null;
  jointEmail: string | null;
  adviserId: number | null;
  tokenHash: string;
};

export type NewClient = {
  firmId: number;
  name: string;
  email: string;
  emailNormalised: string;
  passwordHash: string;
  adviserId: number | null;
};

// A user of the client role (the client, or a household's partner: features/household/repo.ts), answering its id.
export async function insertClientUser(tx: Tx, input: NewClient): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      firmId: input.firmId,
      role: 'client',
      name: input.name,
      email: input.email,
      emailNormalised: input.emailNormalised,
      passwordHash: input.passwordHash,
      adviserId: input.adviserId,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  return user.id;
}

// The first invitation of a user just added (none to void yet): the client's or the partner's.
export async function insertInvitation(
  tx: Tx,
  invitation: {
    firmId: number;
    userId: number;
    invitedBy: number;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await tx.insert(invitations).values({
    firmId: invitation.firmId,
    userId: invitation.userId,
    invitedBy: invitation.invitedBy,
    tokenHash: invitation.tokenHash,
    expiresAt: invitation.expiresAt,
    createdAt: invitation.now,
  });
}

// A client's user (role client) and its client row, inside the caller's transaction: the one way a client is added,
// alone (repo.ts createClient) or with an invitation (createInvitedClients below).
export async function insertClientAndUser(
  tx: Tx,
  input: NewClient & { jointName?: string | null; jointEmail?: string | null },
): Promise<{ userId: number; clientId: number }> {
  const userId = await insertClientUser(tx, input);
  const [client] = await tx
    .insert(clients)
    .values({
      firmId: input.firmId,
      userId,
      name: input.name,
      jointName: input.jointName,
      jointEmail: input.jointEmail,
      adviserId: input.adviserId,
    })
    .returning({ id: clients.id });
  if (!client) throw new Error('client not created');
  return { userId, clientId: client.id };
}

// The queries of adding clients from the workspace (client-onboarding.ts); part of the account repository.
export function createClientOnboardingRepo(db: Db) {
  return {
    // Whoever may hold clients: the firm's advisers and admins who are not deactivated.
    async listActiveStaff(firmId: number) {
      return db
        .select({ id: users.id, emailNormalised: users.emailNormalised })
        .from(users)
        .where(
          and(eq(users.firmId, firmId), inArray(users.role, ['adviser', 'admin']), isNull(users.disabledAt)),
        );
    },

    // Which of these addresses (normalised keys) already belong to someone in the firm.
    async findTakenEmails(firmId: number, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: users.emailNormalised })
        .from(users)
        .where(and(eq(users.firmId, firmId), inArray(users.emailNormalised, keys)));
      return new Set(rows.map((row) => row.key));
    },

    // Every client with its user (a password nobody knows until the invitation is accepted) and its open
    // invitation, in one transaction: one address already taken and none of them is added.
    async createInvitedClients(
      context: { firmId: number; invitedBy: number; passwordHash: string; expiresAt: Date; now: Date },
      rows: NewInvitedClient[],
    ): Promise<{ userId: number; clientId: number }[]> {
      return db.transaction(async (tx) => {
        const created: { userId: number; clientId: number }[] = [];
        for (const row of rows) {
          const { userId, clientId } = await insertClientAndUser(tx, {
            ...row,
            firmId: context.firmId,
            passwordHash: context.passwordHash,
          });
          await insertInvitation(tx, { ...context, userId, tokenHash: row.tokenHash });
          created.push({ userId, clientId });
        }
        return created;
      });
    },
  };
}
