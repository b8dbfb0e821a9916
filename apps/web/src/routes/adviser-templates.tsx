import { createRoute, notFound } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { adviserLayoutRoute } from './adviser-layout.tsx';

// Issue 8: the firm's administration is for admins; an adviser is shown the 404 screen, as a client is for /adviser.
export function requireAdmin(): void {
  if (getSession().user?.role !== 'admin') throw notFound();
}

const pages = () => import('./adviser-templates.lazy.tsx');

export const adviserTemplatesRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'templates',
  beforeLoad: requireAdmin,
  loader: async ({ context }) => {
    const { templateDraftQueryOptions, templateVersionsQueryOptions } = await import(
      '../features/templates/api.ts'
    );
    return Promise.all([
      context.queryClient.ensureQueryData(templateDraftQueryOptions()),
      context.queryClient.ensureQueryData(templateVersionsQueryOptions()),
    ]);
  },
}).lazy(() => pages().then((module) => module.adviserTemplatesLazyRoute));
