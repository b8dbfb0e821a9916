import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ClientsPage } from '../features/adviser/components/clients-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useSession } from '../lib/session.ts';
import { validateClientsSearch } from './adviser-search.ts';

// The list's state lives in the address (?search=&status=&sort=&page=), so it survives reloads and the back
// button; anything unreadable is dropped rather than sent on.
export const Route = createFileRoute('/_staff/adviser/clients')({
  validateSearch: validateClientsSearch,
  component: AdviserClientsRoute,
});

const route = getRouteApi('/_staff/adviser/clients');

function AdviserClientsRoute() {
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = useSession();
  return (
    <>
      <FirmPageTitle page="Clients" />
      <ClientsPage
        params={params}
        showAdviser={user?.role === 'admin'}
        // Typing replaces the entry (no step back per letter); a filter, sort or page is a step of its own.
        onChange={(next) => void navigate({ search: next, replace: next.search !== params.search })}
      />
    </>
  );
}
