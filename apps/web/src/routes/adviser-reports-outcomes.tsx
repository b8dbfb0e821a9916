import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { OutcomesPage } from '../features/reports/components/outcomes-page.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { validateOutcomesSearch } from './adviser-search.ts';

// The firm's Consumer Duty outcomes report, for admins (_admin.tsx: an adviser gets the 404 screen). The months live
// in the address (?from=&to=); none is the current quarter.
export const Route = createFileRoute('/_staff/adviser/_admin/reports/outcomes')({
  validateSearch: validateOutcomesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureQuery(context, import('../features/reports/api.ts'), (api) => api.outcomesQueryOptions(deps)),
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
