import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { auditFilterOptionsQueryOptions } from '../features/audit/api.ts';
import { AuditPage } from '../features/audit/components/audit-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { validateAuditSearch } from './adviser-search.ts';

// The firm's audit trail, for admins (_admin.tsx: an adviser gets the 404 screen). The filters live in the address
// (?client_id=&user_id=&type=&from=&to=&page=); anything unreadable is dropped.
export const Route = createFileRoute('/_staff/adviser/_admin/audit')({
  validateSearch: validateAuditSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(auditFilterOptionsQueryOptions()),
  component: AdviserAuditRoute,
});

const route = getRouteApi('/_staff/adviser/_admin/audit');

function AdviserAuditRoute() {
  const params = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <>
      <FirmPageTitle page="Audit trail" />
      <AuditPage params={params} onChange={(next) => void navigate({ search: next })} />
    </>
  );
}
