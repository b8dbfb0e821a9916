import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { AuditPage } from '../features/audit/components/audit-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

const route = getRouteApi('/_staff/adviser/_admin/audit');

function AdviserAuditRoute() {
  const firm = useFirm();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <>
      <PageTitle page="Audit trail" firmName={firm.name} />
      <AuditPage params={params} onChange={(next) => void navigate({ search: next })} />
    </>
  );
}

export const adviserAuditLazyRoute = createLazyRoute('/_staff/adviser/_admin/audit')({
  component: AdviserAuditRoute,
});
