import type { InvitationRequest } from '@atrium/domain/contract/account';
import {
  adviserMessages,
  type ClientDetail,
  type ResendInvitationResponse,
} from '@atrium/domain/contract/adviser';
import { onboardingMessages, type RevokeInvitationResponse } from '@atrium/domain/contract/client-onboarding';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { ScopedDeps } from '../access/access.ts';
import type { AdviserClientsRepo } from './repo.ts';
import { assertInvitable } from './service.ts';

type Deps = ScopedDeps & {
  repo: AdviserClientsRepo;
  realtime: Pick<RealtimePublisher, 'sessionsEnded'>;
  detail: (clientId: number, viewerId: number) => Promise<ClientDetail>;
  // The account feature's invitation: a new single-use link, the older one voided, mailed and audited.
  invite: (auth: AuthContext, input: InvitationRequest, info: ClientInfo) => Promise<{ message: string }>;
};

const conflict = (message: string) => new AppError('conflict', message);

// Withdraws the invitation of a user who has not joined: the link dies and any session they have ends, audited as
// invitation.revoked with `data`; a conflict (`nothingToRevoke`) when no invitation was open. For the client (below)
// and the household's partner (features/household/service.ts).
export async function withdrawInvitation(
  deps: {
    repo: Pick<AdviserClientsRepo, 'revokeInvitation'>;
    audit: AuditLog;
    clock: Clock;
    realtime: Pick<RealtimePublisher, 'sessionsEnded'>;
  },
  auth: AuthContext,
  info: ClientInfo,
  invitee: { userId: number; nothingToRevoke: string; data: Record<string, unknown> },
): Promise<void> {
  if (!(await deps.repo.revokeInvitation(invitee.userId, deps.clock.now())))
    throw conflict(invitee.nothingToRevoke);
  await deps.audit.record(callerEvent(auth, info, 'invitation.revoked', invitee.data));
  await deps.realtime.sessionsEnded(invitee.userId, 'all');
}

// The client page's invitation actions. Each is scoped first (404 outside the caller's reach) and audited. What the
// firm does to each person's access once they joined (portal access, two-step verification, sign-out) is
// people-actions.ts.
export function createAdviserClientActions(deps: Deps) {
  const { repo, access, clock, detail, invite } = deps;

  return {
    // Only before the client has joined: an active client has a password (they reset it themselves), and a
    // disabled one must be enabled first.
    async resendInvitation(
      auth: AuthContext,
      clientId: number,
      info: ClientInfo,
    ): Promise<ResendInvitationResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const before = await detail(client.clientId, auth.userId);
      assertInvitable(before.portal.status);
      // Inviting again after a revocation gives access back with the new link.
      if (before.portal.status === 'revoked') await repo.setPortalAccess(client.userId, true, clock.now());
      const { message } = await invite(
        auth,
        { email: before.email, name: before.name, client: client.clientId },
        info,
      );
      return { message, data: await detail(client.clientId, auth.userId) };
    },

    // The firm withdraws an invitation not yet accepted (docs/clients-csv.md): the link dies, the client cannot
    // sign in, and the list shows them as revoked until they are invited again.
    async revokeInvitation(
      auth: AuthContext,
      clientId: number,
      info: ClientInfo,
    ): Promise<RevokeInvitationResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const before = await detail(client.clientId, auth.userId);
      if (before.portal.status === 'active') throw conflict(adviserMessages.portalActive);
      await withdrawInvitation(deps, auth, info, {
        userId: client.userId,
        nothingToRevoke: onboardingMessages.nothingToRevoke,
        data: { clientId: client.clientId, clientUserId: client.userId },
      });
      return {
        message: onboardingMessages.invitationRevoked,
        data: await detail(client.clientId, auth.userId),
      };
    },
  };
}

export type AdviserClientActions = ReturnType<typeof createAdviserClientActions>;
