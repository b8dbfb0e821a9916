import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute } from './_admin.tsx';

const pages = () => import('./adviser-templates.lazy.tsx');

export const adviserTemplatesRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'templates',
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
