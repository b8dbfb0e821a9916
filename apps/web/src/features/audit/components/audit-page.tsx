import type { AuditQueryParams } from '@atrium/domain/contract/audit';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { pageTotal } from '../../../lib/page-total.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { auditFilterOptionsQueryOptions, auditQueryOptions, exportAuditCsv } from '../api.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditList } from './audit-list.tsx';

type Props = { params: AuditQueryParams; onChange: (next: AuditQueryParams) => void };

// /adviser/audit: the firm's security events and fact-find changes, newest first, filtered, paged, exportable.
export function AuditPage({ params, onChange }: Props) {
  const { data: options } = useSuspenseQuery(auditFilterOptionsQueryOptions());
  const query = useQuery(auditQueryOptions(params));
  const download = useMutation({ mutationFn: () => exportAuditCsv(params) });
  const data = query.data;
  const page = data?.meta.current_page ?? 1;
  const last = data?.meta.last_page ?? 1;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">Audit trail</h1>
        <Button variant="secondary" onClick={() => download.mutate()} isPending={download.isPending}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      {download.error ? <ErrorAlert>{download.error.message}</ErrorAlert> : null}
      <Card className="p-5 sm:p-6">
        <AuditFilters options={options} params={params} onChange={onChange} />
      </Card>
      {query.isError && !data ? <ErrorAlert>{query.error.message}</ErrorAlert> : null}
      <div className="flex min-h-6 items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <p role="status">
          {data
            ? data.meta.total === 0
              ? 'Nothing matches these filters.'
              : `Page ${page} of ${last}: ${pageTotal(data.meta, 'entry', 'entries')}.`
            : 'Loading the audit trail…'}
        </p>
        {query.isFetching ? <Spinner /> : null}
      </div>
      {data && data.data.length > 0 ? (
        <Card aria-busy={query.isPlaceholderData || undefined} className="overflow-hidden">
          <AuditList entries={data.data} />
        </Card>
      ) : null}
      <Pagination
        current={page}
        last={last}
        label="Pages of the audit trail"
        pageLink={(to, props) => (
          <Link to="/adviser/audit" search={{ ...params, page: to > 1 ? to : undefined }} {...props} />
        )}
      />
    </div>
  );
}
