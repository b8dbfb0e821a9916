import {
  type ClientsQueryParams,
  clientsPageSize,
  type PaginationMeta,
} from '@atrium/domain/contract/adviser';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Upload, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { pageTotal } from '../../../lib/page-total.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { clientsQueryOptions } from '../api.ts';
import { AddClientDialog } from './add-client-dialog.tsx';
import { ClientsFilters } from './clients-filters.tsx';
import { ClientsList } from './clients-list.tsx';
import { ImportClientsDialog } from './import-clients-dialog.tsx';

type Props = {
  params: ClientsQueryParams;
  onChange: (next: ClientsQueryParams) => void;
  showAdviser?: boolean;
};

function summary(meta: PaginationMeta, shown: number, params: ClientsQueryParams): string {
  const page = meta.current_page;
  if (meta.total === 0)
    return params.search || params.status ? 'No clients match.' : 'You have no clients yet.';
  if (shown === 0) return `No clients on page ${page}; there are ${pageTotal(meta, 'client')}.`;
  const first = (page - 1) * clientsPageSize + 1;
  return `Showing ${first} to ${first + shown - 1} of ${pageTotal(meta, 'client')}.`;
}

// The adviser's clients (an admin's: the firm's), searched, filtered, sorted and paged by the server; clients are
// added here one at a time or from a CSV file (docs/clients-csv.md).
export function ClientsPage({ params, onChange, showAdviser = false }: Props) {
  const query = useQuery(clientsQueryOptions(params));
  const [open, setOpen] = useState<'add' | 'import' | null>(null);
  const data = query.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">Clients</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOpen('import')}>
            <Upload aria-hidden="true" className="size-4" />
            Add from a CSV file
          </Button>
          <Button onClick={() => setOpen('add')}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add client
          </Button>
        </div>
      </div>
      <AddClientDialog
        open={open === 'add'}
        onOpenChange={(next) => setOpen(next ? 'add' : null)}
        canChooseAdviser={showAdviser}
      />
      <ImportClientsDialog
        open={open === 'import'}
        onOpenChange={(next) => setOpen(next ? 'import' : null)}
      />
      <ClientsFilters params={params} onChange={onChange} />
      {query.isError && !data ? <ErrorAlert>{query.error.message}</ErrorAlert> : null}
      <div className="flex min-h-6 items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <p role="status">{data ? summary(data.meta, data.data.length, params) : 'Loading clients…'}</p>
        {query.isFetching ? <Spinner /> : null}
      </div>
      {data && data.data.length > 0 ? (
        <Card aria-busy={query.isPlaceholderData || undefined} className="overflow-hidden">
          <ClientsList clients={data.data} showAdviser={showAdviser} />
        </Card>
      ) : null}
      {data ? (
        <Pagination
          current={data.meta.current_page}
          last={data.meta.last_page}
          label="Pages of clients"
          pageLink={(page, props) => (
            <Link
              to="/adviser/clients"
              search={{ ...params, page: page > 1 ? page : undefined }}
              {...props}
            />
          )}
        />
      ) : null}
    </div>
  );
}
