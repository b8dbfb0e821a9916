import { createRoute } from '@tanstack/react-router';
import { clientLayoutRoute } from './_client.tsx';

// The client's documents; the firm's side is the adviser's client page.
export const documentsRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'documents',
  loader: async ({ context }) => {
    const { documentsQueryOptions } = await import('../features/documents/api.ts');
    return context.queryClient.ensureQueryData(documentsQueryOptions());
  },
}).lazy(() => import('./documents.lazy.tsx').then((module) => module.documentsLazyRoute));
