import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { OutstandingPage } from '../features/documents/components/outstanding-page.tsx';
import { outstandingQueryOptions } from '../features/documents/requests-api.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';

// The firm's outstanding documents (docs/document-requests.md); the page is in the address (?page=).
export const Route = createFileRoute('/_staff/adviser/document-requests')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 && page <= 100_000 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(outstandingQueryOptions(deps.page)),
  component: OutstandingRoute,
});

const route = getRouteApi('/_staff/adviser/document-requests');

function OutstandingRoute() {
  const { page } = route.useSearch();
  return (
    <>
      <FirmPageTitle page="Outstanding documents" />
      <OutstandingPage page={page ?? 1} />
    </>
  );
}
