import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute } from './_admin.tsx';

// The firm's team, for admins (_admin.tsx: an adviser gets the 404 screen).
export const adviserTeamRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'team',
  loader: async ({ context }) => {
    const { teamQueryOptions } = await import('../features/team/api.ts');
    return context.queryClient.ensureQueryData(teamQueryOptions());
  },
}).lazy(() => import('./adviser-team.lazy.tsx').then((module) => module.adviserTeamLazyRoute));
