import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';

// An alert mail's unsubscribe link (contract: unsubscribePath). Public, signed in or not: the token decides.
export const unsubscribeRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'unsubscribe/$token',
  loader: async ({ context, params }) => {
    const { unsubscribeQueryOptions } = await import('../features/profile/alerts-api.ts');
    return context.queryClient.ensureQueryData(unsubscribeQueryOptions(params.token));
  },
  errorComponent: lazyRouteComponent(() => import('./unsubscribe.lazy.tsx'), 'UnsubscribeError'),
}).lazy(() => import('./unsubscribe.lazy.tsx').then((module) => module.unsubscribeLazyRoute));
