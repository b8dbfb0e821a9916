import { createRoute } from '@tanstack/react-router';
import { adviserClientRoute, clientIdOf } from './adviser-client.tsx';

// The client page's tabs, each an address of its own (the firm's notifications link straight to them).
const tabs = () => import('./adviser-client-tabs.lazy.tsx');

export const adviserClientOverviewRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: '/',
}).lazy(() => tabs().then((module) => module.overviewTabLazyRoute));

// ?fact_find_id= opens an earlier fact-find; without it, the current one.
export type AdviserFactFindSearch = { fact_find_id?: number };

export const adviserClientFactFindRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'fact-find',
  validateSearch: (search: Record<string, unknown>): AdviserFactFindSearch => {
    const id = Number(search.fact_find_id);
    return Number.isInteger(id) && id > 0 ? { fact_find_id: id } : {};
  },
  loaderDeps: ({ search }) => ({ factFindId: search.fact_find_id ?? null }),
  loader: async ({ context, params, deps }) => {
    const clientId = clientIdOf(params);
    const { adviserFactFindQueryOptions, factFindListQueryOptions } = await import(
      '../features/adviser/fact-find-api.ts'
    );
    return Promise.all([
      context.queryClient.ensureQueryData(factFindListQueryOptions(clientId)),
      context.queryClient.ensureQueryData(adviserFactFindQueryOptions(clientId, deps.factFindId)),
    ]);
  },
}).lazy(() => tabs().then((module) => module.factFindTabLazyRoute));

export const adviserClientMessagesRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'messages',
  // No loader: fetching the conversation marks it read, so hovering the tab (preloading) must not fetch it.
}).lazy(() => tabs().then((module) => module.messagesTabLazyRoute));

export const adviserClientNotificationsRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'notifications',
  loader: async ({ context, params }) => {
    const { clientDetailQueryOptions } = await import('../features/adviser/api.ts');
    return context.queryClient.ensureQueryData(clientDetailQueryOptions(clientIdOf(params)));
  },
}).lazy(() => tabs().then((module) => module.notificationsTabLazyRoute));

export const adviserClientDocumentsRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'documents',
  loader: async ({ context, params }) => {
    const clientId = clientIdOf(params);
    const { documentsQueryOptions, linksQueryOptions } = await import('../features/adviser/documents-api.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(documentsQueryOptions(clientId)),
      context.queryClient.ensureQueryData(linksQueryOptions(clientId)),
    ]);
  },
}).lazy(() => tabs().then((module) => module.documentsTabLazyRoute));
