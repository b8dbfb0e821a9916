import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute } from './_admin.tsx';
import { validateAuditSearch } from './adviser-search.ts';

// The firm's audit trail, for admins (_admin.tsx: an adviser gets the 404 screen). The filters live in the address
// (?client_id=&user_id=&type=&from=&to=&page=); anything unreadable is dropped.
export const adviserAuditRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'audit',
  validateSearch: validateAuditSearch,
  loader: async ({ context }) => {
    const { auditFilterOptionsQueryOptions } = await import('../features/audit/api.ts');
    return context.queryClient.ensureQueryData(auditFilterOptionsQueryOptions());
  },
}).lazy(() => import('./adviser-audit.lazy.tsx').then((module) => module.adviserAuditLazyRoute));
