import { createRoute } from '@tanstack/react-router';
import { clientLayoutRoute } from './_client.tsx';

// The client's appointments with their adviser; the firm's side is /adviser/calendar.
export const calendarRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'calendar',
  loader: async ({ context }) => {
    const { appointmentsQueryOptions, openSlotsQueryOptions } = await import('../features/calendar/api.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(appointmentsQueryOptions()),
      context.queryClient.ensureQueryData(openSlotsQueryOptions()),
    ]);
  },
}).lazy(() => import('./calendar.lazy.tsx').then((module) => module.calendarLazyRoute));
