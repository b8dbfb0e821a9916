import { createRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '../features/adviser/api.ts';
import { adviserLayoutRoute } from './adviser-layout.tsx';

export const adviserDashboardRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: '/',
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueryOptions()),
}).lazy(() => import('./adviser-dashboard.lazy.tsx').then((module) => module.adviserDashboardLazyRoute));
