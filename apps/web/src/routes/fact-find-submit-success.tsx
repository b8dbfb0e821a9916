import { createRoute } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { guardFactFindPage } from '../features/factfind/guard.ts';
import { appLayoutRoute } from './app-layout.tsx';

export const factFindSubmitSuccessRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'fact-find/submit-success',
  beforeLoad: ({ context }) => guardFactFindPage(context.queryClient, '/fact-find/submit-success'),
  errorComponent: FactFindLoadError,
}).lazy(() =>
  import('./fact-find-submit-success.lazy.tsx').then((module) => module.factFindSubmitSuccessLazyRoute),
);
