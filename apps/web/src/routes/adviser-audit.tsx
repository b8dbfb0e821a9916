import { type AuditQueryParams, auditQuerySchema } from '@atrium/domain/contract/audit';
import { createRoute } from '@tanstack/react-router';
import { adviserLayoutRoute } from './adviser-layout.tsx';
import { requireAdmin } from './adviser-templates.tsx';

// The filters live in the address (?client_id=&user_id=&type=&from=&to=&page=); anything unreadable is dropped.
function validateAuditSearch(search: Record<string, unknown>): AuditQueryParams {
  const parsed = auditQuerySchema.safeParse(search);
  if (!parsed.success) return {};
  const { page, ...filters } = parsed.data;
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  return { ...kept, ...(page > 1 ? { page } : {}) };
}

// Issue 8: the firm's audit trail, for admins (an adviser gets the 404 screen).
export const adviserAuditRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'audit',
  beforeLoad: requireAdmin,
  validateSearch: validateAuditSearch,
  loader: async ({ context }) => {
    const { auditFilterOptionsQueryOptions } = await import('../features/audit/api.ts');
    return context.queryClient.ensureQueryData(auditFilterOptionsQueryOptions());
  },
}).lazy(() => import('./adviser-audit.lazy.tsx').then((module) => module.adviserAuditLazyRoute));
