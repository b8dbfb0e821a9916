import { factFindMessages } from '@atrium/domain/contract/factfind';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ClientAccessRow, FactFindRepo } from './repo.ts';

export type ClientAccess = { client: ClientAccessRow; canWrite: boolean };

// Who may reach a client's fact-find: the client themself; their adviser and the firm's admins, read-only in this
// issue. Anyone else is told the client does not exist (404), so ids cannot be probed.
export async function resolveClientAccess(
  repo: Pick<FactFindRepo, 'findClient'>,
  auth: AuthContext,
  clientId: number,
): Promise<ClientAccess> {
  const client = await repo.findClient(clientId, auth.firmId);
  if (!client) throw notFound();
  return { client, canWrite: canWriteClient(client, auth) };
}

// The rule itself, for a client row already read within the caller's firm (the save path reads it together with
// the fact-find): whether the caller may change it; 404 when they may not even see it.
export function canWriteClient(
  client: Pick<ClientAccessRow, 'userId' | 'adviserId'>,
  auth: Pick<AuthContext, 'role' | 'userId'>,
): boolean {
  if (auth.role === 'client') {
    if (client.userId !== auth.userId) throw notFound();
    return true;
  }
  if (auth.role === 'adviser' && client.adviserId !== auth.userId) throw notFound();
  return false;
}

export function requireWrite(access: Pick<ClientAccess, 'canWrite'>): void {
  if (!access.canWrite) throw new AppError('forbidden', factFindMessages.readOnly);
}

export const permissionDenied = () => new AppError('forbidden', factFindMessages.forbidden);
