import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../lib/route-loaders.ts';

// The loader of the invitation's two pages (invite.tsx, create-password.tsx): the invitation the address names;
// one that is not valid is shown by their InvitationError (invitation-error.tsx).
export const loadInvitation = (context: { queryClient: QueryClient }, params: { invitationHash: string }) =>
  ensureQuery(context, import('../features/account/api.ts'), (api) =>
    api.invitationQueryOptions(params.invitationHash),
  );
