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
  if (auth.role === 'client') {
    if (client.userId !== auth.userId) throw notFound();
    return { client, canWrite: true };
  }
  if (auth.role === 'adviser' && client.adviserId !== auth.userId) throw notFound();
  return { client, canWrite: false };
}

export function requireWrite(access: ClientAccess): void {
  if (!access.canWrite) throw new AppError('forbidden', factFindMessages.readOnly);
}

export const permissionDenied = () => new AppError('forbidden', factFindMessages.forbidden);
