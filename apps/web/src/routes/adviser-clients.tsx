import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ClientsPage } from '../features/adviser/components/clients-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { validateClientsSearch } from './adviser-search.ts';

// The list's state lives in the address (?search=&status=&sort=&page=), so it survives reloads and the back
// button; anything unreadable is dropped rather than sent on.
export const Route = createFileRoute('/_staff/adviser/clients')({
  validateSearch: validateClientsSearch,
  component: AdviserClientsRoute,
});

const route = getRouteApi('/_staff/adviser/clients');

function AdviserClientsRoute() {
  const firm = useFirm();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = useSession();
  return (
    <>
      <PageTitle page="Clients" firmName={firm.name} />
      <ClientsPage
        params={params}
        showAdviser={user?.role === 'admin'}
        // Typing replaces the entry (no step back per letter); a filter, sort or page is a step of its own.
        onChange={(next) => void navigate({ search: next, replace: next.search !== params.search })}
      />
    </>
  );
}
