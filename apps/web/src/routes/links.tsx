import { createRoute } from '@tanstack/react-router';
import { clientLayoutRoute } from './_client.tsx';

// Useful links for the client; the firm keeps them from the adviser's pages.
export const linksRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'links',
  loader: async ({ context }) => {
    const { linksQueryOptions } = await import('../features/links/api.ts');
    return context.queryClient.ensureQueryData(linksQueryOptions());
  },
}).lazy(() => import('./links.lazy.tsx').then((module) => module.linksLazyRoute));
