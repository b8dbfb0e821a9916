import { createRoute } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { guardFactFindPage } from '../features/factfind/guard.ts';
import { appLayoutRoute } from './app-layout.tsx';

export const factFindStartRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'fact-find/start',
  beforeLoad: ({ context }) => guardFactFindPage(context.queryClient, '/fact-find/start'),
  errorComponent: FactFindLoadError,
}).lazy(() => import('./fact-find-start.lazy.tsx').then((module) => module.factFindStartLazyRoute));
