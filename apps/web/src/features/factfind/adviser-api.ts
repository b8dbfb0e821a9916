import {
  type FactFindChange,
  factFindHistoryResponseSchema,
  factFindListResponseSchema,
  factFindSummaryResponseSchema,
} from '@atrium/domain/contract/adviser-factfind';
import { portalChangesResponseSchema } from '@atrium/domain/contract/factfind';
import { queryOptions } from '@tanstack/react-query';
import { dataQuery, getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { downloadFile } from '../../lib/http-files.ts';

// The firm's side of a client's fact-finds (docs/adviser-api.md). Keyed under the client's fact-find,
// ['factfind', clientId] (api.ts factFindKeys.factFind, written out as declarations.ts does so that the staff's
// pages need not load the client's save machinery), beside its declarations, so one invalidation of that key
// refetches all of it (hooks/use-adviser-live-fact-finds.ts).
export const adviserFactFindKeys = {
  client: (clientId: number) => ['factfind', clientId] as const,
  list: (clientId: number) => ['factfind', clientId, 'list'] as const,
  // null: the current fact-find.
  one: (clientId: number, factFindId: number | null) =>
    ['factfind', clientId, 'adviser', factFindId ?? 'current'] as const,
  history: (clientId: number, path: string, factFindId: number | null) =>
    ['factfind', clientId, 'history', path, factFindId ?? 'all'] as const,
};

const clientPath = (clientId: number) => `/api/adviser/clients/${clientId}`;

export const factFindListQueryOptions = (clientId: number) =>
  dataQuery(
    adviserFactFindKeys.list(clientId),
    `${clientPath(clientId)}/fact-finds`,
    factFindListResponseSchema,
  );

// The client's fact-find in their own shape (GET …/fact-find), or an earlier one by id.
export function adviserFactFindQueryOptions(clientId: number, factFindId: number | null) {
  const path =
    factFindId === null
      ? `${clientPath(clientId)}/fact-find`
      : `${clientPath(clientId)}/fact-finds/${factFindId}`;
  return getQuery(adviserFactFindKeys.one(clientId, factFindId), path, portalChangesResponseSchema);
}

// Item edits are recorded on the whole item ('income.items.0') and lists may be saved whole ('income.items'):
// a field inside an item asks for the list's history and picks its own value out of each change.
export function historyQueryPath(fieldPath: string): string {
  const itemField = /^([^.]+\.[^.]+)\.\d+\./.exec(fieldPath);
  return itemField?.[1] ?? fieldPath;
}

function valueBelow(value: unknown, segments: string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[segment];
  }
  return current ?? null;
}

// Each change as it concerns one field: its old and new value at that field, dropping changes that left it alone.
export function changesOfField(fieldPath: string, changes: FactFindChange[]): FactFindChange[] {
  const field = fieldPath.split('.');
  return changes.flatMap((change) => {
    const at = change.path.split('.');
    const isAbove = at.length <= field.length && at.every((segment, index) => segment === field[index]);
    if (!isAbove) return change.path.startsWith(`${fieldPath}.`) ? [change] : [];
    const rest = field.slice(at.length);
    const old = valueBelow(change.old, rest);
    const next = valueBelow(change.new, rest);
    return JSON.stringify(old) === JSON.stringify(next) ? [] : [{ ...change, old, new: next }];
  });
}

export function fieldHistoryQueryOptions(clientId: number, fieldPath: string, factFindId: number | null) {
  const query = new URLSearchParams({ path: historyQueryPath(fieldPath) });
  if (factFindId !== null) query.set('fact_find_id', String(factFindId));
  return queryOptions({
    ...getQuery(
      adviserFactFindKeys.history(clientId, fieldPath, factFindId),
      `${clientPath(clientId)}/fact-find/history?${query}`,
      factFindHistoryResponseSchema,
    ),
    select: (response) => changesOfField(fieldPath, response.data),
  });
}

export function markReviewed(clientId: number) {
  return http.post(`${clientPath(clientId)}/fact-find/review`, { schema: factFindSummaryResponseSchema });
}

export function returnToClient(clientId: number, note: string) {
  return http.post(`${clientPath(clientId)}/fact-find/return`, {
    body: { note },
    schema: factFindSummaryResponseSchema,
  });
}

export function downloadFactFindPdf(clientId: number, factFindId: number | null) {
  const query = factFindId === null ? '' : `?fact_find_id=${factFindId}`;
  return downloadFile(`${clientPath(clientId)}/fact-find.pdf${query}`, 'fact-find.pdf');
}
