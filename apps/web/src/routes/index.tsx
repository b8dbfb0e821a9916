import { createRoute } from '@tanstack/react-router';
import { clientLayoutRoute } from './_client.tsx';

export const indexRoute = createRoute({ getParentRoute: () => clientLayoutRoute, path: '/' }).lazy(() =>
  import('./index.lazy.tsx').then((module) => module.indexLazyRoute),
);
