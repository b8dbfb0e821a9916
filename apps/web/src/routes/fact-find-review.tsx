import { createRoute } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { guardFactFindPage } from '../features/factfind/guard.ts';
import { appLayoutRoute } from './app-layout.tsx';

export const factFindReviewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'fact-find/review',
  beforeLoad: ({ context }) => guardFactFindPage(context.queryClient, '/fact-find/review'),
  errorComponent: FactFindLoadError,
}).lazy(() => import('./fact-find-review.lazy.tsx').then((module) => module.factFindReviewLazyRoute));
