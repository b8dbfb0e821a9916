import type { QueryClient } from '@tanstack/react-query';
import type { FactFindPath } from '../features/factfind/routing.ts';
import type { FactFindTarget } from '../features/factfind/save.ts';
import { factFindTargetFor } from '../features/factfind/target.ts';

// The loader of the client's fact-find pages (fact-find.tsx, fact-find-start.tsx, fact-find-review.tsx,
// fact-find-submit-success.tsx), whose beforeLoad puts whose fact-find it is in the route's context
// (factFindTargetFor). The fact-find loads here rather than in beforeLoad, so the page's code downloads beside
// it; the guard comes with import(), out of the entry chunk.
export async function loadFactFindRoute(
  context: { queryClient: QueryClient; target: FactFindTarget },
  page: FactFindPath,
): Promise<void> {
  const { loadFactFindPage } = await import('../features/factfind/guard.ts');
  await loadFactFindPage(context.queryClient, page, context.target);
}

// The route options of the fact-find's pages after the questionnaire (fact-find-start.tsx, fact-find-review.tsx,
// fact-find-submit-success.tsx), which have no search of their own: whose fact-find it is, then the loader above.
export function factFindPageOptions(page: Exclude<FactFindPath, '/fact-find'>) {
  return {
    beforeLoad: () => ({ target: factFindTargetFor(page) }),
    loader: ({ context }: { context: { queryClient: QueryClient; target: FactFindTarget } }) =>
      loadFactFindRoute(context, page),
  };
}
