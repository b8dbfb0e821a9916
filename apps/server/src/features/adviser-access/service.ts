import { adviserMessages } from '@atrium/domain/contract/adviser';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AdviserAccessRepo, ScopedClient, StaffScope } from './repo.ts';

export type { ScopedClient, StaffScope } from './repo.ts';

// The caller's reach on the firm's side. A client (or anyone else) on an adviser route is refused with 403: the
// route exists, it is just not theirs (the web app shows its 404 screen for /adviser pages all the same).
export function staffScopeOf(auth: AuthContext): StaffScope {
  if (auth.role === 'adviser') return { firmId: auth.firmId, adviserId: auth.userId, viewerId: auth.userId };
  if (auth.role === 'admin') return { firmId: auth.firmId, adviserId: null, viewerId: auth.userId };
  throw new AppError('forbidden', adviserMessages.staffOnly);
}

export function createAdviserAccess(repo: AdviserAccessRepo) {
  return {
    staffScopeOf,

    // Every adviser route that names a client goes through here first. A client outside the caller's reach
    // (another adviser's, another firm's, or none) answers exactly as one that does not exist: 404.
    async clientInScope(auth: AuthContext, clientId: number): Promise<ScopedClient> {
      const client = await repo.findClientInScope(clientId, staffScopeOf(auth));
      if (!client) throw notFound();
      return client;
    },

    // Who on the firm's side hears about a client's news (a submitted fact-find, a message, an upload): their
    // adviser, or the firm's admins when the client has none (or their adviser's account is disabled).
    async firmRecipientsOf(client: { firmId: number; adviserId: number | null }): Promise<number[]> {
      if (client.adviserId !== null && (await repo.isEnabledUser(client.adviserId)))
        return [client.adviserId];
      return repo.listEnabledAdmins(client.firmId);
    },

    findClientOfUser: repo.findClientOfUser,
  };
}

export type AdviserAccess = ReturnType<typeof createAdviserAccess>;
