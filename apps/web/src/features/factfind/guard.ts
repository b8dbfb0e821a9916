import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { factFindQueryOptions, previewQueryOptions } from './api.ts';
import { type FactFindPath, redirectFor } from './routing.ts';
import type { FactFindTarget } from './save.ts';

// The loader of every fact-find page: the fact-find is loaded, then the page's rule decides
// whether to show it or go elsewhere. The preview's empty fact-find is built locally. It runs in the
// router's loader phase, so the page's chunks and the firm download while it waits for the server; it
// imports no template or component code, so the request for the fact-find waits on as few files as it can.
export async function loadFactFindPage(
  queryClient: QueryClient,
  page: FactFindPath,
  target: FactFindTarget,
): Promise<void> {
  if (target.isPreview) {
    await queryClient.ensureQueryData(previewQueryOptions());
    return;
  }
  const data = await queryClient.ensureQueryData(factFindQueryOptions(target.clientId));
  const to = redirectFor(page, data);
  if (to) throw redirect({ to, replace: true });
}
