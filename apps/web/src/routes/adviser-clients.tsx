import { createRoute } from '@tanstack/react-router';
import { adviserLayoutRoute } from './adviser-layout.tsx';
import { validateClientsSearch } from './adviser-search.ts';

// The list's state lives in the address (?search=&status=&sort=&page=), so it survives reloads and the back
// button; anything unreadable is dropped rather than sent on.
export const adviserClientsRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'clients',
  validateSearch: validateClientsSearch,
}).lazy(() => import('./adviser-clients.lazy.tsx').then((module) => module.adviserClientsLazyRoute));
