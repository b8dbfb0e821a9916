import { createRoute } from '@tanstack/react-router';
import { adviserLayoutRoute } from './adviser-layout.tsx';

export const adviserDashboardRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: '/',
  loader: async ({ context }) => {
    const { dashboardQueryOptions } = await import('../features/adviser/api.ts');
    return context.queryClient.ensureQueryData(dashboardQueryOptions());
  },
}).lazy(() => import('./adviser-dashboard.lazy.tsx').then((module) => module.adviserDashboardLazyRoute));
