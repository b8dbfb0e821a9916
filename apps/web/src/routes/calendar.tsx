import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { appLayoutRoute } from './app-layout.tsx';

// The client's appointments with their adviser (issue 9); the firm's side is /adviser/calendar.
export const calendarRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'calendar',
  beforeLoad: () => {
    if (getSession().user?.role !== 'client') throw redirect({ to: '/', replace: true });
  },
  loader: async ({ context }) => {
    const { appointmentsQueryOptions, openSlotsQueryOptions } = await import('../features/calendar/api.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(appointmentsQueryOptions()),
      context.queryClient.ensureQueryData(openSlotsQueryOptions()),
    ]);
  },
}).lazy(() => import('./calendar.lazy.tsx').then((module) => module.calendarLazyRoute));
