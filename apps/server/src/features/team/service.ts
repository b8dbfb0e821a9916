import {
  type ChangeRoleRequest,
  type InviteTeamMemberRequest,
  type MemberClientsResponse,
  type ReassignClientsRequest,
  type ReassignClientsResponse,
  type TeamMember,
  type TeamMemberResponse,
  type TeamResponse,
  teamMessages,
} from '@atrium/domain/contract/team';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { generateToken } from '../../platform/tokens.ts';
import type { Access } from '../access/access.ts';
import { issueInvitation } from '../account/client-onboarding.ts';
import { brandOf } from '../account/password-service.ts';
import type { AccountRepo } from '../account/repo.ts';
import { teamInvitationMail } from './mails.ts';
import type { MemberRow, TeamRepo } from './repo.ts';

type Deps = {
  repo: TeamRepo;
  // The invitation mechanism of features/account: its table, its create-password page and its accept call.
  accounts: Pick<AccountRepo, 'findFirm' | 'findUser' | 'replaceInvitation'>;
  access: Access;
  audit: AuditLog;
  clock: Clock;
  outbox: Outbox;
  realtime: Pick<Realtime, 'sessionsEnded' | 'sessionsChanged'>;
  appUrl: string;
};

function toMember(row: MemberRow, auth: AuthContext): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'adviser',
    status: row.disabledAt ? 'deactivated' : row.isInvited ? 'invited' : 'active',
    client_count: row.clientCount,
    is_self: row.id === auth.userId,
    deactivated_at: row.disabledAt ? row.disabledAt.toISOString() : null,
  };
}

// The firm's team, for its admins: who works here, in which role, and whose clients are whose.
export function createTeamService({ repo, accounts, access, audit, clock, outbox, realtime, appUrl }: Deps) {
  // The firm's administration (features/access assertAdmin), refused to an adviser in this feature's words.
  const requireAdmin = (auth: AuthContext) => access.assertAdmin(auth, teamMessages.adminOnly);

  async function member(auth: AuthContext, userId: number): Promise<TeamMember> {
    const row = await repo.findMember(auth.firmId, userId);
    if (!row) throw notFound();
    return toMember(row, auth);
  }

  return {
    async list(auth: AuthContext): Promise<TeamResponse> {
      requireAdmin(auth);
      return { data: (await repo.listMembers(auth.firmId)).map((row) => toMember(row, auth)) };
    },

    async invite(auth: AuthContext, input: InviteTeamMemberRequest, info: ClientInfo) {
      requireAdmin(auth);
      const email = input.email.trim();
      const emailNormalised = normaliseEmail(email);
      if (await repo.findUserIdByEmail(auth.firmId, emailNormalised))
        throw invalidField('email', teamMessages.emailTaken);
      const firm = await accounts.findFirm(auth.firmId);
      if (!firm) throw notFound();
      // No usable password until the invitation is accepted: a random one nobody knows.
      const passwordHash = await hashPassword(generateToken().token);
      let userId: number;
      try {
        userId = await repo.createStaff({
          firmId: auth.firmId,
          role: input.role,
          name: input.name.trim(),
          email,
          emailNormalised,
          passwordHash,
        });
      } catch (error) {
        // Two admins inviting the same address at once: the unique index answers for the second.
        if ((error as { code?: string }).code === '23505')
          throw invalidField('email', teamMessages.emailTaken);
        throw error;
      }
      const now = clock.now();
      const token = await issueInvitation(
        accounts,
        { firmId: auth.firmId, userId, invitedBy: auth.userId },
        now,
      );
      const inviter = await accounts.findUser(auth.userId);
      const mail = teamInvitationMail(
        brandOf(firm),
        input.name.trim(),
        input.role,
        inviter?.name ?? null,
        `${appUrl}/create-password/${token}`,
      );
      await outbox.sendMail({ firmId: auth.firmId, to: email, ...mail });
      await audit.record(callerEvent(auth, info, 'team.invited', { targetUserId: userId, role: input.role }));
      return { message: teamMessages.invitationSent, data: await member(auth, userId) };
    },

    async changeRole(
      auth: AuthContext,
      userId: number,
      input: ChangeRoleRequest,
      info: ClientInfo,
    ): Promise<TeamMemberResponse> {
      requireAdmin(auth);
      const before = await member(auth, userId);
      const outcome = await repo.changeRole(auth.firmId, userId, input.role);
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'last-admin') throw new AppError('conflict', teamMessages.lastAdmin);
      if (outcome === 'changed') {
        // The member's sessions carry their role (platform/authenticate.ts AuthContext): every instance reads them
        // again before its next use (features/auth/session-cache.ts).
        await realtime.sessionsChanged(userId);
        await audit.record(
          callerEvent(auth, info, 'team.role_changed', {
            targetUserId: userId,
            from: before.role,
            to: input.role,
          }),
        );
      }
      return { data: await member(auth, userId) };
    },

    async deactivate(auth: AuthContext, userId: number, info: ClientInfo): Promise<TeamMemberResponse> {
      requireAdmin(auth);
      const result = await repo.deactivate(auth.firmId, userId, clock.now());
      switch (result.outcome) {
        case 'not-found':
          throw notFound();
        case 'already':
          throw new AppError('conflict', teamMessages.alreadyDeactivated);
        case 'last-admin':
          throw new AppError('conflict', teamMessages.lastAdmin);
        case 'has-clients':
          throw new AppError('conflict', teamMessages.hasClients(result.count));
        case 'deactivated':
          // Tokens are revoked with the deactivation; open realtime sockets are closed on every instance too.
          await realtime.sessionsEnded(userId, 'all');
          await audit.record(
            callerEvent(auth, info, 'team.deactivated', { targetUserId: userId, sessionsRevoked: true }),
          );
      }
      return { data: await member(auth, userId) };
    },

    async reactivate(auth: AuthContext, userId: number, info: ClientInfo): Promise<TeamMemberResponse> {
      requireAdmin(auth);
      await member(auth, userId);
      if (!(await repo.reactivate(auth.firmId, userId)))
        throw new AppError('conflict', teamMessages.notDeactivated);
      await audit.record(callerEvent(auth, info, 'team.reactivated', { targetUserId: userId }));
      return { data: await member(auth, userId) };
    },

    async clientsOf(auth: AuthContext, userId: number): Promise<MemberClientsResponse> {
      requireAdmin(auth);
      await member(auth, userId);
      return { data: await repo.listClientsOf(auth.firmId, userId) };
    },

    async reassign(
      auth: AuthContext,
      fromUserId: number,
      input: ReassignClientsRequest,
      info: ClientInfo,
    ): Promise<ReassignClientsResponse> {
      requireAdmin(auth);
      await member(auth, fromUserId);
      if (input.to_user_id === fromUserId) throw invalidField('to_user_id', teamMessages.sameAdviser);
      const result = await repo.reassign(auth.firmId, fromUserId, input.to_user_id, input.client_ids);
      if (result.outcome === 'target-inactive') throw invalidField('to_user_id', teamMessages.targetInactive);
      if (result.clientIds.length > 0)
        await audit.record(
          callerEvent(auth, info, 'team.clients_reassigned', {
            fromUserId,
            toUserId: input.to_user_id,
            clientIds: result.clientIds,
          }),
        );
      return { moved: result.clientIds.length };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
