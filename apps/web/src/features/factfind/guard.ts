import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { getSession } from '../../lib/session.ts';
import { factFindQueryOptions } from './api.ts';
import { previewQueryOptions } from './context.tsx';
import { type FactFindPath, redirectFor } from './routing.ts';
import type { FactFindTarget } from './save.ts';

// The beforeLoad of every fact-find page (spec §2). Only clients have a fact-find (user.client.id is
// its clientId): it is loaded, then the page's rule decides whether to show or go elsewhere. Staff
// see the questionnaire in preview mode (?preview=1), which loads and saves nothing.
export async function guardFactFindPage(
  queryClient: QueryClient,
  page: FactFindPath,
  { isPreview = false }: { isPreview?: boolean } = {},
): Promise<{ target: FactFindTarget }> {
  const client = getSession().user?.client;
  if (!client) {
    if (page !== '/fact-find' || !isPreview)
      throw redirect({ to: '/fact-find', search: { preview: 1 }, replace: true });
    await queryClient.ensureQueryData(previewQueryOptions());
    return { target: { clientId: null, isPreview: true } };
  }
  const data = await queryClient.ensureQueryData(factFindQueryOptions(client.id));
  const to = redirectFor(page, data);
  if (to) throw redirect({ to, replace: true });
  return { target: { clientId: client.id, isPreview: false } };
}
