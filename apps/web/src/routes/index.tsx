import { createRoute } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';

export const indexRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/' }).lazy(() =>
  import('./index.lazy.tsx').then((module) => module.indexLazyRoute),
);
