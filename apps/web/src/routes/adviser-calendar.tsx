import { createRoute } from '@tanstack/react-router';
import { adviserLayoutRoute } from './adviser-layout.tsx';

// The adviser's open slots and their clients' appointments.
export const adviserCalendarRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'calendar',
  loader: async ({ context }) => {
    const { staffAppointmentsQueryOptions, staffSlotsQueryOptions } = await import(
      '../features/calendar/api.ts'
    );
    return Promise.all([
      context.queryClient.ensureQueryData(staffAppointmentsQueryOptions()),
      context.queryClient.ensureQueryData(staffSlotsQueryOptions()),
    ]);
  },
}).lazy(() => import('./adviser-calendar.lazy.tsx').then((module) => module.adviserCalendarLazyRoute));
