import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute } from './_admin.tsx';

// The firm's forecast assumptions (docs/forecast.md), drafted and published as versions, for admins (an adviser gets the
// 404 screen), beside the firm's other settings.
export const adviserForecastAssumptionsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'settings/forecast',
  loader: async ({ context }) => {
    const { draftQueryOptions, versionsQueryOptions } = await import('../features/forecast/api.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(draftQueryOptions()),
      context.queryClient.ensureQueryData(versionsQueryOptions()),
    ]);
  },
}).lazy(() =>
  import('./adviser-forecast-assumptions.lazy.tsx').then(
    (module) => module.adviserForecastAssumptionsLazyRoute,
  ),
);
