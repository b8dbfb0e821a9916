import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { outcomesQueryOptions } from '../features/reports/api.ts';
import { OutcomesPage } from '../features/reports/components/outcomes-page.tsx';
import { validateOutcomesSearch } from './adviser-search.ts';

// The firm's Consumer Duty outcomes report, for admins (_admin.tsx: an adviser gets the 404 screen). The months live
// in the address (?from=&to=); none is the current quarter.
export const Route = createFileRoute('/_staff/adviser/_admin/reports/outcomes')({
  validateSearch: validateOutcomesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(outcomesQueryOptions(deps)),
  component: AdviserOutcomesRoute,
});

const route = getRouteApi('/_staff/adviser/_admin/reports/outcomes');

function AdviserOutcomesRoute() {
  const params = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <>
      <FirmPageTitle page="Outcomes report" />
      <OutcomesPage params={params} onChange={(next) => void navigate({ search: next })} />
    </>
  );
}
