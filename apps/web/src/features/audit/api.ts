import {
  type AuditQueryParams,
  auditFilterOptionsSchema,
  auditResponseSchema,
} from '@atrium/domain/contract/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getQuery } from '../../lib/get-query.ts';
import { downloadFile, saveFile } from '../../lib/http-files.ts';

const base = '/api/adviser/audit';

export const auditKeys = {
  all: ['audit'] as const,
  list: (params: AuditQueryParams) => [...auditKeys.all, 'list', params] as const,
  filters: () => [...auditKeys.all, 'filters'] as const,
};

export function auditSearch(params: AuditQueryParams, withPage = true): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || (key === 'page' && !withPage)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function auditQueryOptions(params: AuditQueryParams) {
  return queryOptions({
    ...getQuery(auditKeys.list(params), `${base}${auditSearch(params)}`, auditResponseSchema),
    placeholderData: keepPreviousData,
  });
}

export const auditFilterOptionsQueryOptions = () =>
  getQuery(auditKeys.filters(), `${base}/filters`, auditFilterOptionsSchema);

// The CSV of every entry the filters match (all pages), saved under the name the server gives it.
export async function exportAuditCsv(params: AuditQueryParams): Promise<void> {
  saveFile(await downloadFile(`${base}/export${auditSearch(params, false)}`, 'audit.csv'));
}
