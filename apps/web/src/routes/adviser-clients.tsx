import {
  type ClientsQueryParams,
  clientFactFindStatusSchema,
  clientSortSchema,
} from '@atrium/domain/contract/adviser';
import { createRoute } from '@tanstack/react-router';
import { adviserLayoutRoute } from './adviser-layout.tsx';

// The list's state lives in the address (?search=&status=&sort=&page=), so it survives reloads and the back
// button; anything unreadable is dropped rather than sent on.
function validateClientsSearch(search: Record<string, unknown>): ClientsQueryParams {
  const status = clientFactFindStatusSchema.safeParse(search.status);
  const sort = clientSortSchema.safeParse(search.sort);
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : '';
  return {
    ...(text ? { search: text } : {}),
    ...(status.success ? { status: status.data } : {}),
    ...(sort.success && sort.data !== 'name' ? { sort: sort.data } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

export const adviserClientsRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'clients',
  validateSearch: validateClientsSearch,
}).lazy(() => import('./adviser-clients.lazy.tsx').then((module) => module.adviserClientsLazyRoute));
