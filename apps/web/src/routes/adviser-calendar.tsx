import { createRoute } from '@tanstack/react-router';
import { staffAppointmentsQueryOptions, staffSlotsQueryOptions } from '../features/calendar/api.ts';
import { adviserLayoutRoute } from './adviser-layout.tsx';

// Issue 9: the adviser's open slots and their clients' appointments.
export const adviserCalendarRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'calendar',
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffAppointmentsQueryOptions()),
      context.queryClient.ensureQueryData(staffSlotsQueryOptions()),
    ]),
}).lazy(() => import('./adviser-calendar.lazy.tsx').then((module) => module.adviserCalendarLazyRoute));
